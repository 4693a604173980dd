import type { CarPrice, SearchData } from '@domain/pricing/header-search.js';

/** Window events between the header search, the showcase and the vehicle overlay (docs/frontend.md). */
export const UPDATE_CAR_PRICING = 'updateCarPricing';
export const SHAKE_HEADER_FORM = 'shakeHeaderForm';

/** Detail of `updateCarPricing`: the search data (docs/product.md §7) plus the header search's car prices. */
export type CarPricingDetail = SearchData & { carPrices: CarPrice[] };

export function dispatchCarPricing(detail: CarPricingDetail): void {
  window.dispatchEvent(new CustomEvent<CarPricingDetail>(UPDATE_CAR_PRICING, { detail }));
}

export function dispatchShakeHeaderForm(): void {
  window.dispatchEvent(new CustomEvent(SHAKE_HEADER_FORM));
}

/** Scrolls smoothly to the hero (the header search), or to the top of the page when there is none. */
export function scrollToHero(): void {
  const hero = document.getElementById('hero');
  if (hero) hero.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** "Check Price & Availability" and "Book This Vehicle": shake the header form, then bring it into view. */
export function shakeAndScrollToHero(delayMs = 100): void {
  dispatchShakeHeaderForm();
  window.setTimeout(scrollToHero, delayMs);
}
