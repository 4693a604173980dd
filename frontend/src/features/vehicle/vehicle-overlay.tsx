import { ActionIcon, Badge, Box, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { FLEET, type Vehicle } from '@domain/catalogue/fleet.js';
import type { CarPhoto } from '@domain/catalogue/car-photos.js';
import { useSite } from '@/lib/site-context';
import { PhotoPicture } from '@/components/photo-picture';
import { fromPrice, type ShowcaseVehicle } from '@domain/pricing/showcase.js';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '@/components/icons';
import { MessagingButton, WRAPPING_BUTTON_STYLES } from '@/components/messaging-button';
import { appConfig } from '@/lib/config';
import { formatNumber } from '@/i18n/format';
import { Trans, useLocale, useT } from '@/i18n/i18n';
import { vehicleSpecs } from './vehicle-text';
import { shakeAndScrollToHero } from '@/features/search/lib/events';
import { clampSlide, initialSlide, nextSlide, previousSlide, slidePosition, type Slide } from './gallery-state';
import classes from './vehicle-overlay.module.css';

interface Props {
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** Full-screen vehicle details (docs/frontend.md): gallery with a video slide, description, Key Features. */
export function VehicleOverlay({ vehicle, onClose }: Props) {
  const t = useT();
  // The dialog's frame (title, close button, focus trap) is committed and painted with the tap; its
  // content (gallery, texts, buttons) follows in a render of its own that yields to the browser, so a
  // tap never waits for the whole overlay on a slow phone (docs/performance.md).
  const content = useDeferredValue(vehicle);
  // Mounted (closed) with its code: from now on a tap on a car opens this overlay, not the one the
  // server put in the HTML (src/boot/boot.ts).
  useEffect(() => {
    document.documentElement.setAttribute('data-overlay-ready', '');
    return () => document.documentElement.removeAttribute('data-overlay-ready');
  }, []);
  return (
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      fullScreen
      title={vehicle ? <span className={classes.name}>{vehicle.name}</span> : undefined}
      // No fade: the overlay is there in the frame after the tap, with one render (a transition
      // renders the content again at each of its steps).
      transitionProps={{ duration: 0 }}
      styles={{ title: { fontWeight: 800, fontSize: 22, lineHeight: 1.2 } }}
      closeButtonProps={{ 'aria-label': t('overlay.close'), size: 'lg' }}
    >
      {vehicle && content?.id === vehicle.id ? (
        <OverlayContent key={vehicle.id} vehicle={vehicle} onClose={onClose} />
      ) : (
        <div className={classes.layout} aria-busy="true" />
      )}
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

      <Stack gap="md">
        <Group gap="xs">
          {/* The card's darker text colours: Mantine's light orange on orange is under 4.5:1. */}
          <Badge color={vehicle.driveWheels === '4x4' ? 'orange' : 'gray'} c={vehicle.driveWheels === '4x4' ? '#9a3412' : 'gray.8'} variant="light">
            {vehicle.driveWheels}
          </Badge>
          <Badge color="gray" variant="light">
            {t('car.seats', { count: vehicle.passengers })}
          </Badge>
          {vehicle.fuelConsumption !== null && (
            <Badge color="gray" variant="light">
              {t('car.consumption', { litres: formatNumber(vehicle.fuelConsumption, locale) })}
            </Badge>
          )}
        </Group>
        <Text fz="lg" c="gray.8" lh={1.6}>
          {isFleet ? t(`fleet.${vehicle.id}.description` as 'fleet.hyundai-elantra.description') : vehicle.description}
        </Text>
        <Box>
          <Title order={3} fz="lg" mb="xs">
            {t('overlay.keyFeatures')}
          </Title>
          <List spacing={6} icon={<CheckIcon size={18} color="var(--mantine-color-teal-7)" strokeWidth={3} />} center>
            {vehicleSpecs(vehicle, t).map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
            <List.Item>{t('overlay.unlimited')}</List.Item>
          </List>
        </Box>
        <Text c="gray.7">
          <Trans id="overlay.priceFrom" values={{ from: fromPrice(vehicle.basePrice, (vehicle as ShowcaseVehicle).rates), base: vehicle.basePrice }} components={{ 0: <strong /> }} />
        </Text>
        <Button size="lg" radius="xl" onClick={book} styles={WRAPPING_BUTTON_STYLES}>
          {t('overlay.book')}
        </Button>
        <MessagingButton text={t('overlay.askText', { car: vehicle.carType })} variant="outline" size="md">
          {t('overlay.ask')}
        </MessagingButton>
      </Stack>
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
