/**
 * Navigation in the vehicle overlay's gallery (docs/frontend.md). Slides, in order: the video slide (fleet
 * cars only), then images 0..n-1. Opening starts on the video slide when there is one, else image 0.
 * Next from the last image goes to the video slide, then to image 0; previous from the first image
 * goes to the video slide. Choosing an image thumbnail leaves video mode.
 */
export type Slide = { kind: 'video' } | { kind: 'image'; index: number };

export function initialSlide(hasVideo: boolean): Slide {
  return hasVideo ? { kind: 'video' } : { kind: 'image', index: 0 };
}

export function nextSlide(s: Slide, imageCount: number, hasVideo: boolean): Slide {
  if (s.kind === 'video') return imageCount > 0 ? { kind: 'image', index: 0 } : s;
  if (s.index < imageCount - 1) return { kind: 'image', index: s.index + 1 };
  return hasVideo ? { kind: 'video' } : { kind: 'image', index: 0 };
}

export function previousSlide(s: Slide, imageCount: number, hasVideo: boolean): Slide {
  if (s.kind === 'video') return imageCount > 0 ? { kind: 'image', index: imageCount - 1 } : s;
  if (s.index > 0) return { kind: 'image', index: s.index - 1 };
  return hasVideo ? { kind: 'video' } : { kind: 'image', index: Math.max(0, imageCount - 1) };
}

/** 1-based position for the "n / total" counter (the video slide is first). */
export function slidePosition(s: Slide, hasVideo: boolean): number {
  if (s.kind === 'video') return 1;
  return s.index + 1 + (hasVideo ? 1 : 0);
}

/** Keeps an image index valid after images were removed (failed loads). */
export function clampSlide(s: Slide, imageCount: number, hasVideo: boolean): Slide {
  if (s.kind === 'video') return s;
  if (imageCount === 0) return hasVideo ? { kind: 'video' } : { kind: 'image', index: 0 };
  return s.index < imageCount ? s : { kind: 'image', index: imageCount - 1 };
}
