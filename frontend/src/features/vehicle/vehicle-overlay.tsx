import { ActionIcon, Badge, Box, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FLEET, type Vehicle } from '@domain/catalogue/fleet.js';
import { fromPrice } from '@domain/pricing/showcase.js';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '@/components/icons';
import { MessagingButton } from '@/components/messaging-button';
import { appConfig } from '@/lib/config';
import { shakeAndScrollToHero } from '@/features/search/events';
import { clampSlide, initialSlide, nextSlide, previousSlide, slidePosition, type Slide } from './gallery-state';
import classes from './vehicle-overlay.module.css';

interface Props {
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** Full-screen vehicle details (SPEC §2, §4): gallery with a video slide, description, Key Features. */
export function VehicleOverlay({ vehicle, onClose }: Props) {
  return (
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      fullScreen
      title={vehicle ? <span className={classes.name}>{vehicle.name}</span> : undefined}
      transitionProps={{ transition: 'fade', duration: 150 }}
      styles={{ title: { fontWeight: 800, fontSize: 22, lineHeight: 1.2 } }}
      closeButtonProps={{ 'aria-label': 'Close vehicle details', size: 'lg' }}
    >
      {vehicle && <OverlayContent key={vehicle.id} vehicle={vehicle} onClose={onClose} />}
    </Modal>
  );
}

function OverlayContent({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const isFleet = FLEET.some((v) => v.id === vehicle.id);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const images = useMemo(() => vehicle.gallery.filter((src) => !failed.has(src)), [vehicle.gallery, failed]);
  const hasVideo = isFleet && images.length > 0;
  const [slide, setSlide] = useState<Slide>(() => initialSlide(isFleet && vehicle.gallery.length > 0));
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
      if (e.key === 'ArrowRight') next();
      if (e.key === 'ArrowLeft') previous();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous]);

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
                No images available
              </Text>
              <Text>Please check back later</Text>
            </div>
          </div>
        ) : (
          <>
            <div className={classes.stage} data-testid="gallery-stage" data-slide={current.kind === 'video' ? 'video' : `image-${current.index}`}>
              {current.kind === 'video' ? (
                <VideoSlide vehicle={vehicle} />
              ) : (
                <img
                  key={images[current.index]}
                  src={images[current.index]}
                  alt={`${vehicle.carType}, photo ${current.index + 1} of ${images.length}`}
                  onError={() => onImageError(images[current.index])}
                />
              )}
              {total > 1 && (
                <>
                  <ActionIcon className={`${classes.arrow} ${classes.prev}`} onClick={previous} size={44} radius="xl" variant="white" color="dark" aria-label="Previous slide">
                    <ChevronLeftIcon size={26} />
                  </ActionIcon>
                  <ActionIcon className={`${classes.arrow} ${classes.next}`} onClick={next} size={44} radius="xl" variant="white" color="dark" aria-label="Next slide">
                    <ChevronRightIcon size={26} />
                  </ActionIcon>
                </>
              )}
              <span className={classes.counter} data-testid="gallery-counter" aria-live="polite">
                {slidePosition(current, hasVideo)} / {total}
              </span>
            </div>
            <ul className={classes.thumbs} aria-label="Gallery thumbnails">
              {hasVideo && (
                <li>
                  <button type="button" className={classes.thumb} aria-current={current.kind === 'video'} aria-label="Play the video" onClick={() => setSlide({ kind: 'video' })}>
                    <img src={vehicle.image} alt="" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
                    <span className={classes.thumbPlay}>
                      <PlayIcon size={28} />
                    </span>
                  </button>
                </li>
              )}
              {images.map((src, i) => (
                <li key={src}>
                  <button
                    type="button"
                    className={classes.thumb}
                    aria-current={current.kind === 'image' && current.index === i}
                    aria-label={`Show photo ${i + 1} of ${images.length}`}
                    onClick={() => setSlide({ kind: 'image', index: i })}
                  >
                    <img src={src} alt="" loading="lazy" onError={() => onImageError(src)} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <Stack gap="md">
        <Group gap="xs">
          <Badge color={vehicle.driveWheels === '4x4' ? 'orange' : 'gray'} variant="light">
            {vehicle.driveWheels}
          </Badge>
          <Badge color="gray" variant="light">
            {vehicle.passengers} seats
          </Badge>
          <Badge color="gray" variant="light">
            {vehicle.fuelConsumption} L/100 km
          </Badge>
        </Group>
        <Text fz="lg" c="gray.8" lh={1.6}>
          {vehicle.description}
        </Text>
        <Box>
          <Title order={3} fz="lg" mb="xs">
            Key Features
          </Title>
          <List spacing={6} icon={<CheckIcon size={18} color="var(--mantine-color-teal-7)" strokeWidth={3} />} center>
            {vehicle.specs.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
            <List.Item>Unlimited mileage, no deposit</List.Item>
          </List>
        </Box>
        <Text c="gray.7">
          From <strong>€{fromPrice(vehicle.basePrice)}/day</strong> for 14 days or more; €{vehicle.basePrice}/day for 1-3 days.
        </Text>
        <Button size="lg" radius="xl" onClick={book}>
          Book This Vehicle
        </Button>
        <MessagingButton text={`Hello! I'm interested in renting the ${vehicle.carType}. Is it available for my dates?`} variant="outline" size="md">
          Ask about this car
        </MessagingButton>
      </Stack>
    </div>
  );
}

function VideoSlide({ vehicle }: { vehicle: Vehicle }) {
  const videoId = appConfig.videoIds[vehicle.id];
  if (videoId) {
    const params = new URLSearchParams({ rel: '0', modestbranding: '1', origin: window.location.origin });
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`}
        title={`${vehicle.carType} video`}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
        data-testid="vehicle-video"
      />
    );
  }
  return (
    <>
      <img src={vehicle.image} alt="" />
      <div className={classes.soon} data-testid="video-coming-soon">
        <div>
          <PlayIcon size={44} />
          <p className={classes.soonTitle} style={{ margin: 0 }}>Video tour coming soon</p>
          <Text className={classes.soonText}>
            Want to see this {vehicle.carType} now? Message us and we will send you a live video of the car.
          </Text>
        </div>
      </div>
    </>
  );
}
