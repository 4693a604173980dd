import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability, AvailabilityQuery, CarAvailability } from '@domain/availability/availability.js';
import { apiFetch } from '@/lib/api-client';

export const AVAILABILITY_PATH = '/api/availability';

/** The dates (and optional times) asked about; times default to 09:00 on the server. */
export type AvailabilityParams = Pick<AvailabilityQuery, 'pickupDate' | 'returnDate'> & Partial<Pick<AvailabilityQuery, 'pickupTime' | 'returnTime'>>;

export function availabilityUrl(p: AvailabilityParams): string {
  const q = new URLSearchParams({ pickupDate: p.pickupDate, returnDate: p.returnDate });
  if (p.pickupTime) q.set('pickupTime', p.pickupTime);
  if (p.returnTime) q.set('returnTime', p.returnTime);
  return `${AVAILABILITY_PATH}?${q.toString()}`;
}

/**
 * GET /api/availability for a period (docs/product.md §9). Short-lived (30 s): other visitors book too.
 * The wizard's check before step 3 fetches it fresh with `queryClient.fetchQuery`.
 */
export function availabilityQuery(p: AvailabilityParams) {
  const url = availabilityUrl(p);
  return queryOptions({
    queryKey: [AVAILABILITY_PATH, url],
    queryFn: ({ signal }) => apiFetch<Availability>(url, { signal }),
    staleTime: 30_000,
  });
}

/** One car's free and total units in an answer, if the answer has it. */
export function carAvailability(answer: Availability | undefined, carType: string): CarAvailability | undefined {
  return answer?.cars?.find((c) => c.carType === carType);
}

/**
 * The availability of the five fleet cars for a search, fetched in the browser only (never during
 * a server render) and only once there is a search. While loading or after a failed call there is
 * no data: the caller then shows the cards as without it (Book Now), never blocking the visitor.
 */
export function useAvailability(params: AvailabilityParams | null) {
  const inBrowser = typeof window !== 'undefined';
  return useQuery({
    ...availabilityQuery(params ?? { pickupDate: '', returnDate: '' }),
    enabled: inBrowser && params !== null,
  });
}
