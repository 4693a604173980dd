import { ActionIcon, Button, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { FLEET, type Vehicle } from '@domain/catalogue/fleet.js';
import type { CarPhoto } from '@domain/catalogue/car-photos.js';
import { useSite } from '@/lib/site-context';
import { PhotoPicture } from '@/components/photo-picture';
import { fromPrice, type ShowcaseVehicle } from '@domain/pricing/showcase.js';
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '@/components/icons';
import { MessagingButton, WRAPPING_BUTTON_STYLES } from '@/components/messaging-button';
import { appConfig } from '@/lib/config';
import { formatNumber } from '@/i18n/format';
import { Trans, useLocale, useT } from '@/i18n/i18n';
import { KeyFeatureList } from './key-features';
import { shakeAndScrollToHero } from '@/features/search/lib/events';
import { clampSlide, initialSlide, nextSlide, previousSlide, slidePosition, type Slide } from './gallery-state';
import classes from './vehicle-overlay.module.css';

/** How the cards open the overlay once it is mounted (set in its commit: no tap is lost). */
export type OverlayOpener = ((vehicle: Vehicle) => void) | null;

interface Props {
  /** The car tapped before the overlay's code was there, if any. */
  first: Vehicle | null;
  opener: RefObject<OverlayOpener>;
}

/** Mantine's focus trap focuses this element at once instead of looking for the first it can. */
const AUTOFOCUS = { 'data-autofocus': true };

/** Full-screen vehicle details (docs/frontend.md): gallery with a video slide, description, Key Features. */
export function VehicleOverlay({ first, opener }: Props) {
  const t = useT();
  // Which car it shows: its own state, so that a tap renders the overlay and nothing else.
  const [vehicle, setVehicle] = useState(first);
  useLayoutEffect(() => {
    opener.current = setVehicle;
    return () => void (opener.current = null);
  }, [opener]);
  const onClose = useCallback(() => setVehicle(null), []);
  // Mounted (closed) with its code: from now on a tap on a car opens this overlay, not the one the
  // server put in the HTML (src/boot/boot.ts). Those (features/showcase/car-dialogs.tsx) leave the
  // page, a quarter of its elements, which every style and layout after a tap would go over again;
  // one that is open stays until it is closed.
  useEffect(() => {
    document.documentElement.setAttribute('data-overlay-ready', '');
    document.querySelectorAll('dialog[data-car-dialog]:not([open])').forEach((d) => d.remove());
    return () => document.documentElement.removeAttribute('data-overlay-ready');
  }, []);
  // The page behind stays still: one inline style set in the tap's own commit. Mantine's lock
  // (react-remove-scroll) would render the overlay again after the tap and add a stylesheet that
  // restyles the whole page, some 60 ms of a throttled phone's main thread (docs/performance.md).
  const opened = vehicle !== null;
  useLayoutEffect(() => {
    if (!opened) return;
    const style = document.body.style;
    const before = style.overflow;
    style.overflow = 'hidden';
    return () => void (style.overflow = before);
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      lockScroll={false}
      // Kept in the page while closed (display: none), so that a tap only fills and shows it.
      keepMounted
      keepMountedMode="display-none"
      title={vehicle ? <span className={classes.name}>{vehicle.name}</span> : undefined}
      // No fade: the overlay is there, whole, in the frame after the tap: its frame and its content in
      // the tap's own render, with no transition or deferred render after it (docs/performance.md).
      transitionProps={{ duration: 0 }}
      styles={{ title: { fontWeight: 800, fontSize: 22, lineHeight: 1.2 } }}
      // The focus goes to the close button (the first thing in the overlay) without a search for it.
      closeButtonProps={{ 'aria-label': t('overlay.close'), size: 'lg', ...AUTOFOCUS }}
    >
      {vehicle && <OverlayContent key={vehicle.id} vehicle={vehicle} onClose={onClose} />}
    </Modal>
  );
}

function OverlayContent({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const rtl = locale === 'he' || locale === 'ar';
  const isFleet = FLEET.some((v) => v.id === vehicle.id);
  const photos = useSite().carPhotos?.[vehicle.carType];
  // The car's photos when it has some, else its drawings (docs/frontend.md, Pictures).
  const gallery = useMemo<GalleryImage[]>(
    () => (photos?.length ? photos.map((photo) => ({ key: photo.id, photo })) : vehicle.gallery.map((src) => ({ key: src, src }))),
    [photos, vehicle.gallery],
  );
  const cover = photos?.[0];
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const images = useMemo(() => gallery.filter((g) => !failed.has(g.key)), [gallery, failed]);
  const hasVideo = isFleet && images.length > 0;
  const [slide, setSlide] = useState<Slide>(() => initialSlide(isFleet && gallery.length > 0));
  const current = clampSlide(slide, images.length, hasVideo);
  const total = images.length + (hasVideo ? 1 : 0);

  const onImageError = useCallback((src: string) => {
    console.warn(`Vehicle image failed to load and was hidden: ${src}`);
    setFailed((f) => new Set(f).add(src));
  }, []);

  const next = useCallback(() => setSlide((s) => nextSlide(clampSlide(s, images.length, hasVideo), images.length, hasVideo)), [images.length, hasVideo]);
  const previous = useCallback(
    () => setSlide((s) => previousSlide(clampSlide(s, images.length, hasVideo), images.length, hasVideo)),
    [images.length, hasVideo],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select')) return;
      // In right-to-left languages the gallery runs the other way: the left arrow goes forward.
      if (e.key === 'ArrowRight') (rtl ? previous : next)();
      if (e.key === 'ArrowLeft') (rtl ? next : previous)();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous, rtl]);

  const book = () => {
    onClose();
    shakeAndScrollToHero(100);
  };

  return (
    <div className={classes.layout}>
      <div>
        {total === 0 ? (
          <div className={classes.empty} data-testid="gallery-empty">
            <div>
              <Text fw={700} fz="lg">
                {t('overlay.noImages')}
              </Text>
              <Text>{t('overlay.checkBack')}</Text>
            </div>
          </div>
        ) : (
          <>
            <div className={classes.stage} data-testid="gallery-stage" data-slide={current.kind === 'video' ? 'video' : `image-${current.index}`}>
              {current.kind === 'video' ? (
                <VideoSlide vehicle={vehicle} />
              ) : (
                <GalleryPicture
                  key={images[current.index].key}
                  image={images[current.index]}
                  sizes={STAGE_SIZES}
                  alt={t('overlay.photoAlt', { car: vehicle.carType, n: current.index + 1, total: images.length })}
                  onError={() => onImageError(images[current.index].key)}
                />
              )}
              {total > 1 && (
                <>
                  <ActionIcon className={`${classes.arrow} ${classes.prev}`} onClick={previous} size={44} radius="xl" variant="white" color="dark" aria-label={t('overlay.previous')}>
                    <ChevronLeftIcon size={26} />
                  </ActionIcon>
                  <ActionIcon className={`${classes.arrow} ${classes.next}`} onClick={next} size={44} radius="xl" variant="white" color="dark" aria-label={t('overlay.next')}>
                    <ChevronRightIcon size={26} />
                  </ActionIcon>
                </>
              )}
              <span className={classes.counter} data-testid="gallery-counter" aria-live="polite">
                {slidePosition(current, hasVideo)} / {total}
              </span>
            </div>
            <ul className={classes.thumbs} aria-label={t('overlay.thumbnails')}>
              {hasVideo && (
                <li>
                  <button type="button" className={classes.thumb} aria-current={current.kind === 'video'} aria-label={t('overlay.playVideo')} onClick={() => setSlide({ kind: 'video' })}>
                    {cover && appConfig.videoIds[vehicle.id] ? (
                      <PhotoPicture photo={cover} sizes={THUMB_SIZES} alt="" />
                    ) : (
                      <img src={vehicle.image} alt="" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
                    )}
                    <span className={classes.thumbPlay}>
                      <PlayIcon size={28} />
                    </span>
                  </button>
                </li>
              )}
              {images.map((image, i) => (
                <li key={image.key}>
                  <button
                    type="button"
                    className={classes.thumb}
                    aria-current={current.kind === 'image' && current.index === i}
                    aria-label={t('overlay.showPhoto', { n: i + 1, total: images.length })}
                    onClick={() => setSlide({ kind: 'image', index: i })}
                  >
                    <GalleryPicture image={image} sizes={THUMB_SIZES} alt="" loading="lazy" onError={() => onImageError(image.key)} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      {/* Plain elements with this feature's rules, not Mantine's Stack, Badge, Text, Title and List:
          this column is rendered in the tap's own task, and those components cost a throttled phone
          several times the markup they give (docs/performance.md, "The first tap and the warm tap"). */}
      <div className={classes.facts}>
        <p className={classes.badges}>
          <span className={classes.badge} data-four={vehicle.driveWheels === '4x4' ? '' : undefined}>
            {vehicle.driveWheels}
          </span>
          <span className={classes.badge}>{t('car.seats', { count: vehicle.passengers })}</span>
          {vehicle.fuelConsumption !== null && <span className={classes.badge}>{t('car.consumption', { litres: formatNumber(vehicle.fuelConsumption, locale) })}</span>}
        </p>
        <p className={classes.description}>{isFleet ? t(`fleet.${vehicle.id}.description` as 'fleet.hyundai-elantra.description') : vehicle.description}</p>
        <div>
          <h3 className={classes.featuresTitle}>{t('overlay.keyFeatures')}</h3>
          <KeyFeatureList vehicle={vehicle} className={classes.features} />
        </div>
        <p className={classes.price}>
          <Trans id="overlay.priceFrom" values={{ from: fromPrice(vehicle.basePrice, (vehicle as ShowcaseVehicle).rates), base: vehicle.basePrice }} components={{ 0: <strong /> }} />
        </p>
        <Button size="lg" radius="xl" onClick={book} styles={WRAPPING_BUTTON_STYLES}>
          {t('overlay.book')}
        </Button>
        <MessagingButton text={t('overlay.askText', { car: vehicle.carType })} variant="outline" size="md">
          {t('overlay.ask')}
        </MessagingButton>
      </div>
    </div>
  );
}

/** A slide or thumbnail: a photo (AVIF/WebP at the width `sizes` asks for) or a drawing. */
type GalleryImage = { key: string; photo: CarPhoto; src?: undefined } | { key: string; src: string; photo?: undefined };

/** The stage is the overlay's left column (1.7 of 2.7 parts from 992 px), the whole width below. */
const STAGE_SIZES = '(min-width: 992px) 62vw, 100vw';
const THUMB_SIZES = '104px';

function GalleryPicture({ image, sizes, alt, loading, onError }: { image: GalleryImage; sizes: string; alt: string; loading?: 'lazy'; onError: () => void }) {
  if (image.photo) return <PhotoPicture photo={image.photo} sizes={sizes} alt={alt} loading={loading} onError={onError} />;
  return <img src={image.src} alt={alt} loading={loading} onError={onError} />;
}

function VideoSlide({ vehicle }: { vehicle: Vehicle }) {
  const t = useT();
  const videoId = appConfig.videoIds[vehicle.id];
  if (videoId) {
    const params = new URLSearchParams({ rel: '0', modestbranding: '1', origin: window.location.origin });
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`}
        title={t('overlay.videoTitle', { car: vehicle.carType })}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
        data-testid="vehicle-video"
      />
    );
  }
  return (
    <>
      {/* The car's drawing behind the notice, never a real photo: the notice would hide it. */}
      <img src={vehicle.image} alt="" />
      <div className={classes.soon} data-testid="video-coming-soon">
        <div>
          <PlayIcon size={44} />
          <p className={classes.soonTitle} style={{ margin: 0 }}>{t('overlay.videoSoon')}</p>
          <Text className={classes.soonText}>
            {t('overlay.videoSoonText', { car: vehicle.carType })}
          </Text>
        </div>
      </div>
    </>
  );
}
