import { ApproxLari } from '@/components/approx-lari';
import { Badge, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ShowcaseVehicle } from '@domain/pricing/showcase.js';
import type { PricingResult } from '@domain/pricing/quote.js';
import { fromPrice, showcaseTiers } from '@domain/pricing/showcase.js';
import type { CarAvailability } from '@domain/availability/availability.js';
import { useSite } from '@/lib/site-context';
import { PhotoPicture } from '@/components/photo-picture';
import { FuelIcon, GaugeIcon, GearIcon, SeatIcon, WheelIcon } from '@/components/icons';
import { formatNumber } from '@/i18n/format';
import { useLocale, useT } from '@/i18n/i18n';
import { tierLabel } from './tier-label';
import { AvailabilityNote, SoldOutChat, isSoldOut } from './card-availability';
import classes from './showcase.module.css';

interface Props {
  vehicle: ShowcaseVehicle;
  /** The total for the searched period, when a search was made. */
  quote?: PricingResult;
  bookUrl?: string;
  /** Free units for the searched dates (GET /api/availability); undefined while loading or after a failed call. */
  availability?: CarAvailability;
  /** The prefilled chat text offered instead of Book Now when the car is sold out. */
  soldOutMessage?: string;
  onOpen: (vehicle: ShowcaseVehicle) => void;
  onCheckPrice: () => void;
}

/** How wide a card's picture is drawn: the grid's columns (showcase.module.css) in the page's width. */
const CARD_SIZES = '(min-width: 1440px) 20vw, (min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw';

/**
 * A click anywhere on the card (picture, name, specs, prices) opens the overlay (docs/frontend.md), except
 * on its buttons and links, which do their own thing. Keyboard users open it with the picture's button.
 */
function opensOverlay(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  const control = target.closest('a, button, input, select, textarea, label');
  return !control || control.hasAttribute('data-opens-overlay');
}

export const CarCard = memo(function CarCard({ vehicle, quote, bookUrl, availability, soldOutMessage, onOpen, onCheckPrice }: Props) {
  const label = vehicle.carType;
  const t = useT();
  const locale = useLocale();
  const soldOut = Boolean(quote) && isSoldOut(availability);
  const photo = useSite().carPhotos?.[vehicle.carType]?.[0];
  return (
    <article
      className={classes.card}
      data-car={vehicle.id}
      aria-label={label}
      onClick={(event) => {
        if (opensOverlay(event)) onOpen(vehicle);
      }}
    >
      <UnstyledButton className={classes.open} data-opens-overlay aria-label={t('car.open', { car: label })}>
        {photo ? (
          <PhotoPicture
            photo={photo}
            pictureClassName={classes.frame}
            className={classes.picture}
            sizes={CARD_SIZES}
            alt={t('car.pictureAlt', { car: label })}
            width={400}
            height={250}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <img className={classes.picture} src={vehicle.image} alt={t('car.pictureAlt', { car: label })} width={400} height={250} loading="lazy" />
        )}
      </UnstyledButton>
      <div className={classes.body}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <h3 className={classes.name} style={{ margin: 0 }}>
            {vehicle.name}
          </h3>
          <Badge variant="light" color={vehicle.driveWheels === '4x4' ? 'orange' : 'gray'} c={vehicle.driveWheels === '4x4' ? '#9a3412' : 'gray.8'} radius="sm">
            {vehicle.driveWheels}
          </Badge>
        </Group>
        <ul className={classes.specs} aria-label={t('car.specs')}>
          <li>
            <SeatIcon size={16} /> {t('car.seats', { count: vehicle.passengers })}
          </li>
          {vehicle.transmission && (
            <li>
              <GearIcon size={16} /> {t('car.transmission')}
            </li>
          )}
          {vehicle.fuelType && (
            <li>
              <FuelIcon size={16} /> {t('car.fuel')}
            </li>
          )}
          {vehicle.fuelConsumption !== null && (
            <li>
              <GaugeIcon size={16} /> {t('car.consumption', { litres: formatNumber(vehicle.fuelConsumption, locale) })}
            </li>
          )}
          <li>
            <WheelIcon size={16} /> {vehicle.driveWheels === '4x4' ? t('car.drive4x4') : t('car.drive2x2')}
          </li>
        </ul>

        {quote ? (
          <div data-testid="car-total">
            <Text size="sm" c="gray.7">
              {t('car.totalForDates')}
            </Text>
            <Group gap={8} align="baseline">
              <span className={classes.total} data-testid="total-price">
                €{quote.totalPrice}
              </span>
              <Text fw={600} data-testid="total-days">
                {t('car.days', { days: quote.days })}
              </Text>
            </Group>
            <ApproxLari eur={quote.totalPrice} size="xs" />
            <Text size="xs" c="gray.7" mt={4}>
              {quote.deliveryFee
                ? t('car.rateNoteDelivery', { rate: quote.dailyRate, delivery: quote.deliveryFee })
                : t('car.rateNote', { rate: quote.dailyRate })}
            </Text>
            <div className={classes.availability}>
              <AvailabilityNote availability={availability} />
            </div>
          </div>
        ) : (
          <div>
            <Text size="sm" c="gray.7">
              {t('car.from')}{' '}
              <Text span fw={800} fz={22} c="teal.9" data-testid="from-price">
                €{fromPrice(vehicle.basePrice, vehicle.rates)}
              </Text>{' '}
              {t('car.perDay')}
            </Text>
            <table className={classes.tiers} aria-label={t('car.tiersLabel', { car: label })}>
              <tbody>
                {showcaseTiers(vehicle.basePrice, vehicle.rates).map((tier) => (
                  <tr key={tier.label}>
                    <th scope="row">{tierLabel(tier, t)}</th>
                    <td>{t('car.tierRate', { rate: tier.dailyRate })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        <div className={classes.footer}>
          {quote && soldOut ? (
            <SoldOutChat carType={label} message={soldOutMessage ?? ''} />
          ) : quote && bookUrl ? (
            <Button component={Link} to={bookUrl} fullWidth radius="xl" size="md" aria-label={t('car.bookNowLabel', { car: label })}>
              {t('car.bookNow')}
            </Button>
          ) : (
            <Button
              onClick={onCheckPrice}
              fullWidth
              radius="xl"
              size="sm"
              variant="light"
              bg="teal.0"
              c="teal.9"
              px={8}
              styles={{ root: { height: 'auto', minHeight: 38, paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
            >
              {t('search.checkPrice')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
});
