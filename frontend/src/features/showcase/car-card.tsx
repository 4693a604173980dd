import { Badge, Button, Group, Text, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Vehicle } from '@domain/catalogue/fleet.js';
import type { PricingResult } from '@domain/pricing/quote.js';
import { fromPrice, showcaseTiers } from '@domain/pricing/showcase.js';
import type { CarAvailability } from '@domain/availability/availability.js';
import { FuelIcon, GaugeIcon, GearIcon, SeatIcon, WheelIcon } from '@/components/icons';
import { AvailabilityNote, SoldOutChat, isSoldOut } from '@/features/availability/components/card-availability';
import classes from './showcase.module.css';

interface Props {
  vehicle: Vehicle;
  /** The total for the searched period, when a search was made. */
  quote?: PricingResult;
  bookUrl?: string;
  /** Free units for the searched dates (GET /api/availability); undefined while loading or after a failed call. */
  availability?: CarAvailability;
  /** The prefilled chat text offered instead of Book Now when the car is sold out. */
  soldOutMessage?: string;
  onOpen: () => void;
  onCheckPrice: () => void;
}

/**
 * A click anywhere on the card (picture, name, specs, prices) opens the overlay (DESIGN §6.2), except
 * on its buttons and links, which do their own thing. Keyboard users open it with the picture's button.
 */
function opensOverlay(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  const control = target.closest('a, button, input, select, textarea, label');
  return !control || control.hasAttribute('data-opens-overlay');
}

export function CarCard({ vehicle, quote, bookUrl, availability, soldOutMessage, onOpen, onCheckPrice }: Props) {
  const label = vehicle.carType;
  const soldOut = Boolean(quote) && isSoldOut(availability);
  return (
    <article
      className={classes.card}
      data-car={vehicle.id}
      aria-label={label}
      onClick={(event) => {
        if (opensOverlay(event)) onOpen();
      }}
    >
      <UnstyledButton className={classes.open} data-opens-overlay aria-label={`View photos and details of the ${label}`}>
        <img className={classes.picture} src={vehicle.image} alt={`${label}, side view`} width={400} height={250} loading="lazy" />
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
        <ul className={classes.specs} aria-label="Specifications">
          <li>
            <SeatIcon size={16} /> {vehicle.passengers} seats
          </li>
          <li>
            <GearIcon size={16} /> {vehicle.transmission}
          </li>
          <li>
            <FuelIcon size={16} /> {vehicle.fuelType}
          </li>
          <li>
            <GaugeIcon size={16} /> {vehicle.fuelConsumption} L/100 km
          </li>
          <li>
            <WheelIcon size={16} /> {vehicle.driveWheels === '4x4' ? '4x4 drive' : 'Front-wheel drive'}
          </li>
        </ul>

        {quote ? (
          <div data-testid="car-total">
            <Text size="sm" c="gray.7">
              Total for your dates
            </Text>
            <Group gap={8} align="baseline">
              <span className={classes.total} data-testid="total-price">
                €{quote.totalPrice}
              </span>
              <Text fw={600} data-testid="total-days">
                {quote.days} days
              </Text>
            </Group>
            <Text size="xs" c="gray.7" mt={4}>
              €{quote.dailyRate}/day{quote.deliveryFee ? ` + €${quote.deliveryFee} delivery` : ''}, no deposit
            </Text>
            <div className={classes.availability}>
              <AvailabilityNote availability={availability} />
            </div>
          </div>
        ) : (
          <div>
            <Text size="sm" c="gray.7">
              from{' '}
              <Text span fw={800} fz={22} c="teal.9" data-testid="from-price">
                €{fromPrice(vehicle.basePrice)}
              </Text>{' '}
              / day
            </Text>
            <table className={classes.tiers} aria-label={`Daily prices of the ${label} by rental length`}>
              <tbody>
                {showcaseTiers(vehicle.basePrice).map((t) => (
                  <tr key={t.label}>
                    <th scope="row">{t.label}</th>
                    <td>€{t.dailyRate}/day</td>
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
            <Button component={Link} to={bookUrl} fullWidth radius="xl" size="md" aria-label={`Book Now: ${label}`}>
              Book Now
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
              Check Price &amp; Availability
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
