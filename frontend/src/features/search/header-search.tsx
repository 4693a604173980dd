import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCATIONS } from '@domain/catalogue/locations.js';
import { minReturnDate, runHeaderSearch } from '@domain/pricing/header-search.js';
import { todayInTbilisi } from '@domain/shared/dates.js';
import { usePriceTables, useSite } from '@/lib/site-context';
import { MessagingButton } from '@/components/messaging-button';
import { SearchIcon } from '@/components/icons';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { seasonMinimumText } from './lib/season-minimum';
import { BenefitBadges } from './benefit-badges';
import { SHAKE_HEADER_FORM, dispatchCarPricing } from './lib/events';
import classes from './header-search.module.css';
import { WIDE_QUERY } from './layout';
import { searchFieldsFrom, searchQuery, type SearchFields } from './lib/search-url';
import { SEARCH_PARAMS } from '@domain/site/routes.js';
import { enteredBeforeHydration, withEntered } from '@/lib/pre-hydration-input';

/** Invalid input: the form shakes for this long and nothing is submitted (docs/frontend.md). */
export const INVALID_SHAKE_MS = 500;
/** shakeHeaderForm: horizontal offsets at 100 ms steps, wide screens only. */
const EVENT_SHAKE_OFFSETS = [-60, -80, -70, -60];
const EVENT_SHAKE_STEP_MS = 100;

type Fields = SearchFields;

function scrollToShowcase(): void {
  document.querySelector('[data-section="car-showcase"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function HeaderSearch() {
  const t = useT();
  const lp = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  // The form shows the search in the URL (a shared, reloaded or revisited search), on the server too.
  const [fields, setFields] = useState<Fields>(() => searchFieldsFrom(location.search));
  useEffect(() => {
    const fromUrl = searchFieldsFrom(location.search);
    setFields((f) => (JSON.stringify(f) === JSON.stringify(fromUrl) ? f : fromUrl));
  }, [location.search]);
  // A search chosen before hydration (a slow phone) is kept, not wiped by the next render.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const entered = enteredBeforeHydration(formRef.current, SEARCH_PARAMS);
    setFields((f) => withEntered(f, entered));
  }, []);
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const locale = useLocale();
  const [offset, setOffset] = useState(0);
  const timers = useRef<number[]>([]);
  // The render uses the server's date (hydration); a submit checks against the current one.
  const today = useSite().today;
  const prices = usePriceTables();

  useEffect(() => {
    const onShake = () => {
      if (!window.matchMedia(WIDE_QUERY).matches) return;
      timers.current.forEach(clearTimeout);
      timers.current = [
        // flushSync: each step is painted even when a busy main thread runs two timers back to back
        // (React would otherwise batch them and skip an offset).
        ...EVENT_SHAKE_OFFSETS.map((x, i) => window.setTimeout(() => flushSync(() => setOffset(x)), i * EVENT_SHAKE_STEP_MS)),
        window.setTimeout(() => flushSync(() => setOffset(0)), EVENT_SHAKE_OFFSETS.length * EVENT_SHAKE_STEP_MS),
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
      prices,
    );
    if (!outcome.ok) {
      // A season's minimum stay is said in words; other mistakes only shake the form (docs/frontend.md).
      setNotice(outcome.minimum ? (locale === 'en' ? outcome.reason : seasonMinimumText(outcome.minimum, locale, t)) : null);
      setInvalid(false);
      requestAnimationFrame(() => setInvalid(true));
      window.setTimeout(() => setInvalid(false), INVALID_SHAKE_MS);
      return;
    }
    setNotice(null);
    // No server call (docs/frontend.md): the prices are the domain's, computed here. The search goes into the
    // URL so it can be shared, reloaded and gone back to; without JavaScript the same GET form asks
    // the server for that URL, which renders the priced showcase.
    void navigate({ pathname: lp('/'), search: searchQuery(location.search, outcome.search) }, { preventScrollReset: true });
    dispatchCarPricing({ ...outcome.search, carPrices: outcome.carPrices });
    scrollToShowcase();
    // The header form's bot check (docs/product.md §11): after the search, never in its way; its
    // code is fetched only now, and when the server has no keys it stops at the site-key answer.
    void import('@/features/tracking').then(({ runBotCheck, BOT_CHECK_ACTIONS }) => runBotCheck(BOT_CHECK_ACTIONS.headerForm));
  };

  const returnMin = minReturnDate(fields.pickupDate, today);
  const className = `${classes.form} ${classes.formMotion} ${invalid ? classes.shaking : ''}`;
  const style = offset ? { transform: `translateX(${offset}px)` } : undefined;
  const common = {
    ref: formRef,
    method: 'get',
    // The home page of the page's language (/ru, /he, /ar): the search stays in it.
    action: lp('/'),
    onSubmit,
    noValidate: true,
    'aria-label': t('search.formLabel'),
    'data-testid': 'header-search',
    'data-shaking': invalid ? 'true' : 'false',
    'data-offset': String(offset),
    className,
    style,
  } as const;

  // One markup for every screen (docs/frontend.md: the same HTML whatever the User-Agent): CSS lays it
  // out as a pill-shaped bar from 768 px and as a stacked card below (header-search.module.css).
  return (
    <div>
      <form {...common}>
        <div className={classes.fields}>
          <LocationSegment id="hs-pickup" name="pickup" label={t('search.pickup')} value={fields.pickup} onChange={set('pickup')} />
          <LocationSegment id="hs-dropoff" name="dropoff" label={t('search.dropoff')} value={fields.dropoff} onChange={set('dropoff')} />
          <DateSegment id="hs-pickup-date" name="pickupDate" label={t('search.pickupDate')} min={today} value={fields.pickupDate} onChange={set('pickupDate')} />
          <DateSegment id="hs-return-date" name="returnDate" label={t('search.returnDate')} min={returnMin} value={fields.returnDate} onChange={set('returnDate')} />
          {/* One submit: a round icon button in the bar, "Check Price & Availability" on the card. Its
              accessible name follows, since content under display: none is not part of it. */}
          <button type="submit" className={`mantine-focus-auto ${classes.submit}`}>
            <span className={classes.submitText}>{t('search.checkPrice')}</span>
            <span className={classes.submitIcon}>
              <SearchIcon size={26} strokeWidth={2.5} />
              <span className={classes.hidden}>{t('search.submit')}</span>
            </span>
          </button>
        </div>
        <div className={classes.chat}>
          <MessagingButton text={t('messaging.bookingRequest')} size="md" className={classes.chatButton}>
            {t('search.bookOnWhatsApp')}
          </MessagingButton>
        </div>
      </form>
      {notice ? (
        <p role="alert" data-testid="search-notice" className={classes.notice}>
          {notice}
        </p>
      ) : null}
      <BenefitBadges />
    </div>
  );
}

function LocationSegment({ id, name, label, value, onChange }: { id: string; name: string; label: string; value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <div className={classes.segment}>
      <label htmlFor={id} className={classes.segmentLabel}>
        {label}
      </label>
      <select id={id} name={name} className={`mantine-focus-auto ${classes.control}`} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t('search.where')}</option>
        {LOCATIONS.map((l) => (
          <option key={l} value={l}>
            {t(`location.${l}`)}
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
      <input id={id} name={name} type="date" className={`mantine-focus-auto ${classes.control}`} min={min} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  );
}
