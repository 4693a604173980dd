/**
 * The cars' overlays as plain HTML, for the tap that comes before the page's scripts (docs/performance.md,
 * "The first tap"). Server-only: entry-server.tsx renders them after #root on a page with the showcase,
 * one closed <dialog> per car, and the boot script (src/boot/boot.ts) opens the tapped car's with
 * showModal() until React has the page: the name, the photos (a row that scrolls sideways), the
 * specs, the description, the prices and the buttons, in the page's language and direction, with no
 * script of the app's. Once React has the page, a tap opens its own overlay (features/vehicle); one
 * of these that is open then stays the overlay until it is closed (Escape, its close button, back).
 *
 * Outside #root, React never renders nor hydrates them, and the browser ships none of this code.
 * Plain elements and this feature's own rules (showcase.module.css), which the page inlines.
 */
import type { ReactNode } from 'react';
import { photoFallbackWidth, photoSrcSet, photoUrl } from '@domain/catalogue/car-photos.js';
import { FLEET } from '@domain/catalogue/fleet.js';
import { siteFleet } from '@domain/catalogue/site-fleet.js';
import { fromPrice, pricedFleet, type ShowcaseVehicle } from '@domain/pricing/showcase.js';
import { ChatIcon } from '@/components/icons';
import { formatNumber } from '@/i18n/format';
import { Trans, useLocale, useT } from '@/i18n/i18n';
import { messagingLink } from '@/lib/config';
import { usePriceTables, useSite } from '@/lib/site-context';
import { KeyFeatureList } from '@/features/vehicle';
import classes from './showcase.module.css';

/** The element id of a car's static overlay (the boot script finds it from the card's `data-car`). */
export const carDialogId = (carId: string) => `car-dialog-${carId}`;

/** The photos are drawn at the dialog's width (at most 1100 px). */
const SIZES = '(min-width: 1100px) 1100px, 100vw';

export function CarDialogs() {
  const locale = useLocale();
  const prices = usePriceTables();
  const fleet = pricedFleet(siteFleet(prices, locale), prices);
  return (
    <>
      {fleet.map((v) => (
        <CarDialog key={v.id} vehicle={v} />
      ))}
    </>
  );
}

function CarDialog({ vehicle }: { vehicle: ShowcaseVehicle }) {
  const t = useT();
  const locale = useLocale();
  const id = carDialogId(vehicle.id);
  const photos = useSite().carPhotos?.[vehicle.carType];
  const total = photos?.length || vehicle.gallery.length;
  const alt = (n: number) => t('overlay.photoAlt', { car: vehicle.carType, n, total });
  const pictures: ReactNode[] = photos?.length
    ? photos.map((photo, i) => (
        <picture key={photo.id}>
          <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={SIZES} />
          <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={SIZES} />
          <img src={photoUrl(photo, photoFallbackWidth(photo, 960), 'webp')} width={photo.width} height={photo.height} alt={alt(i + 1)} loading="lazy" />
        </picture>
      ))
    : vehicle.gallery.map((src, i) => <img key={src} src={src} alt={alt(i + 1)} width={400} height={250} loading="lazy" />);
  const isFleet = FLEET.some((v) => v.id === vehicle.id);
  return (
    <dialog id={id} className={classes.dialog} data-car-dialog={vehicle.id} aria-labelledby={`${id}-title`}>
      <div className={classes.dialogHead}>
        <h2 id={`${id}-title`} className={classes.dialogTitle}>
          {vehicle.name}
        </h2>
        <button type="button" className={classes.dialogClose} data-close aria-label={t('overlay.close')}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className={classes.dialogBody}>
        {pictures.length > 0 && (
          // A row that scrolls sideways: focusable, so that a keyboard scrolls it too.
          <ul className={classes.dialogPhotos} tabIndex={0} aria-labelledby={`${id}-title`}>
            {pictures.map((picture, i) => (
              <li key={i}>{picture}</li>
            ))}
          </ul>
        )}
        <div className={classes.dialogText}>
          <p className={classes.dialogBadges}>
            <span>{vehicle.driveWheels}</span>
            <span>{t('car.seats', { count: vehicle.passengers })}</span>
            {vehicle.fuelConsumption !== null && <span>{t('car.consumption', { litres: formatNumber(vehicle.fuelConsumption, locale) })}</span>}
          </p>
          <p>{isFleet ? t(`fleet.${vehicle.id}.description` as 'fleet.hyundai-elantra.description') : vehicle.description}</p>
          <h3>{t('overlay.keyFeatures')}</h3>
          <KeyFeatureList vehicle={vehicle} className={classes.dialogFeatures} />
          <p>
            <Trans id="overlay.priceFrom" values={{ from: fromPrice(vehicle.basePrice, vehicle.rates), base: vehicle.basePrice }} components={{ 0: <strong /> }} />
          </p>
          <button type="button" className={classes.dialogBook} data-book>
            {t('overlay.book')}
          </button>
          <a className={classes.dialogAsk} href={messagingLink(t('overlay.askText', { car: vehicle.carType }))} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={20} />
            {t('overlay.ask')}
          </a>
        </div>
      </div>
    </dialog>
  );
}
