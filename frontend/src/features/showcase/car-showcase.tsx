import { Button, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FLEET, type Vehicle } from '@domain/catalogue/fleet.js';
import { quotePrice } from '@domain/pricing/quote.js';
import { PageContainer } from '@/components/page-container';
import { ensureCatalogue } from '@/i18n/catalogues';
import { formatShortDate } from '@/i18n/format';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { useSite } from '@/app/site-context';
import { carAvailability, useAvailability } from '@/features/availability/api/use-availability';
import { soldOutChatMessage } from '@/features/availability/sold-out-message';
import { UPDATE_CAR_PRICING, shakeAndScrollToHero, type CarPricingDetail } from '@/features/search/events';
import { searchFromUrl } from '@/features/search/search-url';
import { currentGclid, gclidFromSearch } from '@/features/tracking/gclid-storage';
import { useHydrated } from '@/lib/use-hydrated';
import { bookNowUrl } from './booking-url';
import { CarCard } from './car-card';
import classes from './showcase.module.css';

// The overlay (Modal, focus trap, scroll lock) loads on the first card click: less JavaScript for /.
const VehicleOverlay = lazy(async () => {
  const [module] = await Promise.all([import('@/features/vehicle/vehicle-overlay'), ensureCatalogue('overlay')]);
  return { default: module.VehicleOverlay };
});

/**
 * The five fleet cards (SPEC §2). Without a search: tiers; with one (the URL's, which the server
 * renders too, or the latest `updateCarPricing`): totals and Book Now.
 */
export function CarShowcase() {
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const location = useLocation();
  const { today } = useSite();
  const hydrated = useHydrated();
  const urlSearch = useMemo(() => searchFromUrl(location.search, today), [location.search, today]);
  const [eventSearch, setEventSearch] = useState<CarPricingDetail | null>(null);
  // A new URL (back, forward, a new search) speaks for itself again.
  useEffect(() => setEventSearch(null), [location.search]);
  const search = eventSearch ?? urlSearch;
  // Book Now carries the click id: the URL's on the server and while hydrating, then also a stored one.
  const gclid = hydrated ? currentGclid(location.search) : (gclidFromSearch(location.search) ?? '');
  const [open, setOpen] = useState<Vehicle | null>(null);
  const [overlayUsed, setOverlayUsed] = useState(false);

  useEffect(() => {
    const onPricing = (e: Event) => setEventSearch((e as CustomEvent<CarPricingDetail>).detail ?? null);
    window.addEventListener(UPDATE_CAR_PRICING, onPricing);
    return () => window.removeEventListener(UPDATE_CAR_PRICING, onPricing);
  }, []);

  const quotes = useMemo(() => {
    if (!search) return null;
    return FLEET.map((v) =>
      quotePrice({
        carType: v.carType,
        pickupLocation: search.pickupLocation,
        dropoffLocation: search.dropoffLocation,
        days: search.days,
        pickupDate: search.pickupDate,
        babySeat: false,
        crossBorderArmenia: false,
      }),
    );
  }, [search]);

  // Free cars for the searched dates, fetched in the browser after a search; until the answer is
  // there (or when the call fails) the cards offer Book Now as before.
  const availability = useAvailability(search ? { pickupDate: search.pickupDate, returnDate: search.returnDate } : null);

  return (
    <section data-section="car-showcase" id="cars" aria-labelledby="showcase-title" style={{ scrollMarginTop: 16 }}>
      <PageContainer py={{ base: 48, md: 72 }} size={1680}>
        <Title order={2} id="showcase-title" ta="center" fz={{ base: 28, md: 36 }}>
          {search ? t('showcase.titlePrices') : t('showcase.titleChoose')}
        </Title>
        {search ? (
          <Text ta="center" c="gray.7" mt="xs" mb={32} data-testid="search-summary">
            {t('showcase.summary', {
              pickup: t(`location.${search.pickupLocation}`),
              dropoff: t(`location.${search.dropoffLocation}`),
              from: formatShortDate(search.pickupDate, locale),
              to: formatShortDate(search.returnDate, locale),
              days: search.days,
            })}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => shakeAndScrollToHero()}>
              {t('showcase.changeDates')}
            </Button>
          </Text>
        ) : (
          <Text ta="center" c="gray.7" mt="xs" mb={32} maw={640} mx="auto">
            {t('showcase.intro')}
          </Text>
        )}
        <div className={classes.grid}>
          {FLEET.map((v, i) => (
            <CarCard
              key={v.id}
              vehicle={v}
              quote={quotes?.[i]}
              bookUrl={search ? lp(bookNowUrl(search, v.carType, gclid)) : undefined}
              availability={search ? carAvailability(availability.data, v.carType) : undefined}
              soldOutMessage={search ? soldOutChatMessage({ carType: v.carType, ...search }, t, locale) : undefined}
              onOpen={() => {
                setOverlayUsed(true);
                setOpen(v);
              }}
              onCheckPrice={() => shakeAndScrollToHero()}
            />
          ))}
        </div>
        {/* For search engines only (SPEC §2): a real link, visually hidden and out of the tab order. */}
        <VisuallyHidden>
          <a href={lp('/#cars')} tabIndex={-1} data-testid="view-all-cars">
            {t('showcase.viewAll')}
          </a>
        </VisuallyHidden>
      </PageContainer>
      {overlayUsed && (
        <Suspense fallback={null}>
          <VehicleOverlay vehicle={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
