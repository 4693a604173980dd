import { Button, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Vehicle } from '@domain/catalogue/fleet.js';
import type { OverlayOpener } from '@/features/vehicle';
import { siteFleet } from '@domain/catalogue/site-fleet.js';
import { quotePrice } from '@domain/pricing/quote.js';
import { PageContainer } from '@/components/page-container';
import { ensureCatalogue } from '@/i18n/catalogues';
import { formatShortDate } from '@/i18n/format';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { usePriceTables, useSite } from '@/lib/site-context';
import { pricedFleet } from '@domain/pricing/showcase.js';
import { carAvailability, soldOutChatMessage, useAvailability } from '@/features/availability';
import { UPDATE_CAR_PRICING, shakeAndScrollToHero, type CarPricingDetail } from '@/features/search/lib/events';
import { searchFromUrl } from '@/features/search/lib/search-url';
import { currentGclid, gclidFromSearch } from '@/features/tracking/lib/gclid-storage';
import { useHydrated } from '@/lib/use-hydrated';
import { bookNowUrl } from './booking-url';
import { CarCard } from './car-card';
import classes from './showcase.module.css';

// The overlay (Modal, focus trap, scroll lock) and its texts are a chunk of their own, loaded once the
// showcase nears the screen (or at the first card click): not part of what the page needs to show,
// but there before the tap that wants it (docs/performance.md).
let overlayCode: Promise<{ default: typeof import('@/features/vehicle').VehicleOverlay }> | undefined;
function loadOverlay() {
  return (overlayCode ??= Promise.all([import('@/features/vehicle'), ensureCatalogue('overlay')]).then(([module]) => ({
    default: module.VehicleOverlay,
  })));
}
const VehicleOverlay = lazy(loadOverlay);

/**
 * Loads the overlay's code once half of a card is on the screen or the pointer is over the showcase
 * (a visitor looking at the cards), and then mounts the (closed) overlay, so that a tap on a card
 * only has to open it.
 */
function useOverlayReady(onReady: () => void): (el: HTMLElement | null) => void {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let live = true;
    const load = () => {
      observer.disconnect();
      el.removeEventListener('pointerover', load);
      void loadOverlay().then(() => {
        if (live) startTransition(onReady);
      });
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { threshold: 0.5 });
    el.querySelectorAll('[data-car]').forEach((card) => observer.observe(card));
    el.addEventListener('pointerover', load, { passive: true });
    return () => {
      live = false;
      observer.disconnect();
      el.removeEventListener('pointerover', load);
    };
  }, [el]); // eslint-disable-line react-hooks/exhaustive-deps
  return setEl;
}

const checkPrice = () => shakeAndScrollToHero();

/**
 * The cards of the site's cars (docs/frontend.md): the specification's five and the cars managers added. Without a search: tiers; with one (the URL's, which the server
 * renders too, or the latest `updateCarPricing`): totals and Book Now.
 */
export function CarShowcase() {
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const location = useLocation();
  const { today, collector } = useSite();
  // On the server: the page carries each car's overlay as HTML too, for a tap before the scripts (car-dialogs.tsx).
  if (collector) collector.carDialogs = true;
  const hydrated = useHydrated();
  const prices = usePriceTables();
  const fleet = useMemo(() => pricedFleet(siteFleet(prices, locale), prices), [prices, locale]);
  const urlSearch = useMemo(() => searchFromUrl(location.search, today, prices), [location.search, today, prices]);
  const [eventSearch, setEventSearch] = useState<CarPricingDetail | null>(null);
  // A new URL (back, forward, a new search) speaks for itself again.
  useEffect(() => setEventSearch(null), [location.search]);
  const search = eventSearch ?? urlSearch;
  // Book Now carries the click id: the URL's on the server and while hydrating, then also a stored one.
  const gclid = hydrated ? currentGclid(location.search) : (gclidFromSearch(location.search) ?? '');
  const [overlayUsed, setOverlayUsed] = useState(false);
  const showcaseRef = useOverlayReady(() => setOverlayUsed(true));
  // Once the overlay is mounted a tap opens it through `opener` (the overlay's own state): the
  // showcase is not rendered again. Before, the car waits in `first` for the overlay's code.
  const opener = useRef<OverlayOpener>(null);
  const [first, setFirst] = useState<Vehicle | null>(null);
  // Stable, so that the (memoised) cards are not rendered again.
  const openOverlay = useCallback((v: Vehicle) => {
    if (opener.current) return opener.current(v);
    setFirst(v);
    setOverlayUsed(true);
  }, []);

  useEffect(() => {
    const onPricing = (e: Event) => setEventSearch((e as CustomEvent<CarPricingDetail>).detail ?? null);
    window.addEventListener(UPDATE_CAR_PRICING, onPricing);
    return () => window.removeEventListener(UPDATE_CAR_PRICING, onPricing);
  }, []);

  const quotes = useMemo(() => {
    if (!search) return null;
    return fleet.map((v) =>
      quotePrice(
        {
        carType: v.carType,
        pickupLocation: search.pickupLocation,
        dropoffLocation: search.dropoffLocation,
        days: search.days,
        pickupDate: search.pickupDate,
        babySeat: false,
        crossBorderArmenia: false,
        },
        prices,
      ),
    );
  }, [search, fleet, prices]);

  // Free cars for the searched dates, fetched in the browser after a search; until the answer is
  // there (or when the call fails) the cards offer Book Now as before.
  const availability = useAvailability(search ? { pickupDate: search.pickupDate, returnDate: search.returnDate } : null);

  return (
    <section ref={showcaseRef} data-section="car-showcase" id="cars" aria-labelledby="showcase-title" style={{ scrollMarginTop: 16 }}>
      <PageContainer py={{ base: 48, md: 72 }} size={1680}>
        {/* Centred lines: shown once whole (app/page-sections.css). */}
        <div data-whole="">
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
          <span data-whole-end="" hidden />
        </div>
        <div className={classes.grid}>
          {fleet.map((v, i) => (
            <CarCard
              key={v.id}
              vehicle={v}
              quote={quotes?.[i]}
              bookUrl={search ? lp(bookNowUrl(search, v.carType, gclid)) : undefined}
              availability={search ? carAvailability(availability.data, v.carType) : undefined}
              soldOutMessage={search ? soldOutChatMessage({ carType: v.carType, ...search }, t, locale) : undefined}
              onOpen={openOverlay}
              onCheckPrice={checkPrice}
            />
          ))}
        </div>
        {/* For search engines only (docs/frontend.md): a real link, visually hidden and out of the tab order. */}
        <VisuallyHidden>
          <a href={lp('/#cars')} tabIndex={-1} data-testid="view-all-cars">
            {t('showcase.viewAll')}
          </a>
        </VisuallyHidden>
      </PageContainer>
      {overlayUsed && (
        <Suspense fallback={null}>
          <VehicleOverlay first={first} opener={opener} />
        </Suspense>
      )}
    </section>
  );
}
