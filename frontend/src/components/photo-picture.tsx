import type { ImgHTMLAttributes } from 'react';
import { photoFallbackWidth, photoSrcSet, photoUrl, type CarPhoto } from '@domain/catalogue/car-photos.js';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  photo: CarPhoto;
  /** The `sizes` of both sources: how wide the picture is drawn at each screen width. */
  sizes: string;
  /** The box's width and height attributes (its aspect ratio, so nothing moves when it loads); default the photo's own. */
  width?: number;
  height?: number;
  /** Class of the <picture> element (the img takes `className`). */
  pictureClassName?: string;
};

/**
 * A car photo (docs/frontend.md, Pictures): AVIF, then WebP, each at every stored width (480, 960,
 * 1600 px or less), the browser picking by `sizes`; browsers without either get the 960 px WebP.
 */
export function PhotoPicture({ photo, sizes, width, height, pictureClassName, alt, ...img }: Props) {
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img src={photoUrl(photo, photoFallbackWidth(photo, 960), 'webp')} width={width ?? photo.width} height={height ?? photo.height} alt={alt} {...img} />
    </picture>
  );
}
