import { ActionIcon, Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCATIONS, LOCATION_LABELS } from '@domain/catalogue/locations.js';
import { minReturnDate, runHeaderSearch } from '@domain/pricing/header-search.js';
import { todayInTbilisi } from '@domain/shared/dates.js';
import { useSite } from '@/app/site-context';
import { MessagingButton } from '@/components/messaging-button';
import { SearchIcon } from '@/components/icons';
import { BOOKING_REQUEST_TEXT } from '@/lib/brand';
import { BenefitBadges } from './benefit-badges';
import { SHAKE_HEADER_FORM, dispatchCarPricing } from './events';
import classes from './header-search.module.css';
import { useWideLayout, WIDE_QUERY } from './layout';
import { searchFieldsFrom, searchQuery, type SearchFields } from './search-url';

/** Invalid input: the form shakes for this long and nothing is submitted (SPEC §4). */
export const INVALID_SHAKE_MS = 500;
/** shakeHeaderForm: horizontal offsets at 100 ms steps, wide screens only. */
const EVENT_SHAKE_OFFSETS = [-60, -80, -70, -60];
const EVENT_SHAKE_STEP_MS = 100;

type Fields = SearchFields;

function scrollToShowcase(): void {
  document.querySelector('[data-section="car-showcase"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function HeaderSearch() {
  const wide = useWideLayout();
  const location = useLocation();
  const navigate = useNavigate();
  // The form shows the search in the URL (a shared, reloaded or revisited search), on the server too.
  const [fields, setFields] = useState<Fields>(() => searchFieldsFrom(location.search));
  useEffect(() => {
    const fromUrl = searchFieldsFrom(location.search);
    setFields((f) => (JSON.stringify(f) === JSON.stringify(fromUrl) ? f : fromUrl));
  }, [location.search]);
  const [invalid, setInvalid] = useState(false);
  const [offset, setOffset] = useState(0);
  const timers = useRef<number[]>([]);
  // The render uses the server's date (hydration); a submit checks against the current one.
  const today = useSite().today;

  useEffect(() => {
    const onShake = () => {
      if (!window.matchMedia(WIDE_QUERY).matches) return;
      timers.current.forEach(clearTimeout);
      timers.current = [
        ...EVENT_SHAKE_OFFSETS.map((x, i) => window.setTimeout(() => setOffset(x), i * EVENT_SHAKE_STEP_MS)),
        window.setTimeout(() => setOffset(0), EVENT_SHAKE_OFFSETS.length * EVENT_SHAKE_STEP_MS),
      ];
    };
    window.addEventListener(SHAKE_HEADER_FORM, onShake);
    return () => {
      window.removeEventListener(SHAKE_HEADER_FORM, onShake);
      timers.current.forEach(clearTimeout);
    };
  }, []);

  const set = (key: keyof Fields) => (value: string) =>
    setFields((f) => {
      const next = { ...f, [key]: value };
      // A return date before the new pickup date is cleared rather than silently kept.
      if (key === 'pickupDate' && next.returnDate && value && next.returnDate < value) next.returnDate = '';
      return next;
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const outcome = runHeaderSearch(
      { pickupLocation: fields.pickup, dropoffLocation: fields.dropoff, pickupDate: fields.pickupDate, returnDate: fields.returnDate },
      todayInTbilisi(new Date()),
    );
    if (!outcome.ok) {
      setInvalid(false);
      requestAnimationFrame(() => setInvalid(true));
      window.setTimeout(() => setInvalid(false), INVALID_SHAKE_MS);
      return;
    }
    // No server call (SPEC §7): the prices are the domain's, computed here. The search goes into the
    // URL so it can be shared, reloaded and gone back to; without JavaScript the same GET form asks
    // the server for that URL, which renders the priced showcase.
    navigate({ pathname: '/', search: searchQuery(location.search, outcome.search) }, { preventScrollReset: true });
    dispatchCarPricing({ ...outcome.search, carPrices: outcome.carPrices });
    scrollToShowcase();
  };

  const returnMin = minReturnDate(fields.pickupDate, today);
  const className = `${classes.form} ${invalid ? classes.shaking : ''}`;
  const style = offset ? { transform: `translateX(${offset}px)` } : undefined;
  const common = {
    method: 'get',
    action: '/',
    onSubmit,
    noValidate: true,
    'aria-label': 'Find your car: pickup, dropoff and dates',
    'data-testid': 'header-search',
    'data-shaking': invalid ? 'true' : 'false',
    'data-offset': String(offset),
    className,
    style,
  } as const;

  if (wide) {
    return (
      <div>
        <form {...common}>
          <div className={classes.pill}>
            <LocationSegment id="hs-pickup" name="pickup" label="Pickup" value={fields.pickup} onChange={set('pickup')} />
            <LocationSegment id="hs-dropoff" name="dropoff" label="Dropoff" value={fields.dropoff} onChange={set('dropoff')} />
            <DateSegment id="hs-pickup-date" name="pickupDate" label="Pickup Date" min={today} value={fields.pickupDate} onChange={set('pickupDate')} />
            <DateSegment id="hs-return-date" name="returnDate" label="Return Date" min={returnMin} value={fields.returnDate} onChange={set('returnDate')} />
            <ActionIcon type="submit" radius="xl" size={60} className={classes.submitRound} aria-label="Search prices and availability">
              <SearchIcon size={26} strokeWidth={2.5} />
            </ActionIcon>
          </div>
        </form>
        <Stack align="center" gap={0} mt="md">
          <MessagingButton text={BOOKING_REQUEST_TEXT} size="md">
            Or book on WhatsApp
          </MessagingButton>
          <BenefitBadges />
        </Stack>
      </div>
    );
  }

  const whereOptions = [{ value: '', label: 'Where' }, ...LOCATIONS.map((l) => ({ value: l, label: LOCATION_LABELS[l] }))];
  return (
    <div>
      <form {...common}>
        <div className={classes.card}>
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <NativeSelect id="hs-pickup" name="pickup" label="Pickup" data={whereOptions} value={fields.pickup} onChange={(e) => set('pickup')(e.currentTarget.value)} size="md" />
              <NativeSelect id="hs-dropoff" name="dropoff" label="Dropoff" data={whereOptions} value={fields.dropoff} onChange={(e) => set('dropoff')(e.currentTarget.value)} size="md" />
              <TextInput id="hs-pickup-date" name="pickupDate" type="date" label="Pickup Date" min={today} value={fields.pickupDate} onChange={(e) => set('pickupDate')(e.currentTarget.value)} size="md" />
              <TextInput id="hs-return-date" name="returnDate" type="date" label="Return Date" min={returnMin} value={fields.returnDate} onChange={(e) => set('returnDate')(e.currentTarget.value)} size="md" />
            </SimpleGrid>
            <Button type="submit" size="md" radius="xl" fullWidth>
              Check Price &amp; Availability
            </Button>
            <MessagingButton text={BOOKING_REQUEST_TEXT} size="md" variant="outline" fullWidth>
              Book on WhatsApp
            </MessagingButton>
          </Stack>
        </div>
      </form>
      <BenefitBadges />
    </div>
  );
}

function LocationSegment({ id, name, label, value, onChange }: { id: string; name: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className={classes.segment}>
      <label htmlFor={id} className={classes.segmentLabel}>
        {label}
      </label>
      <select id={id} name={name} className={`mantine-focus-auto ${classes.bare}`} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="" disabled>
          Select city
        </option>
        {LOCATIONS.map((l) => (
          <option key={l} value={l}>
            {LOCATION_LABELS[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateSegment({ id, name, label, min, value, onChange }: { id: string; name: string; label: string; min: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className={classes.segment}>
      <label htmlFor={id} className={classes.segmentLabel}>
        {label}
      </label>
      <input id={id} name={name} type="date" className={classes.bare} min={min} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  );
}
