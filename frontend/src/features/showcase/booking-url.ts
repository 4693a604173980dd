import type { SearchData } from '@domain/pricing/header-search.js';
import { currentGclid } from '@/features/tracking/lib/gclid-storage';

/** /booking?pickup=&dropoff=&pickupDate=&returnDate=&carType=[&gclid=] (Book Now, docs/frontend.md). */
export function bookNowUrl(search: SearchData, carType: string, gclid = currentGclid()): string {
  const params = new URLSearchParams({
    pickup: search.pickupLocation,
    dropoff: search.dropoffLocation,
    pickupDate: search.pickupDate,
    returnDate: search.returnDate,
    carType,
  });
  if (gclid) params.set('gclid', gclid);
  return `/booking?${params.toString()}`;
}
