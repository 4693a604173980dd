import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { BookingPageBooking } from '../my-booking';
import type { ThankYouState } from '../thank-you-state';

/** What the thank-you page keeps of the booking page's API answer. */
export type ThankYouBooking = Omit<ThankYouState, 'bookingPage'>;

const queryKey = (token: string) => ['thank-you-booking', token] as const;

async function fetchBooking(token: string): Promise<ThankYouBooking | null> {
  try {
    const b = await apiFetch<BookingPageBooking>(`/api/bookings/manage/${encodeURIComponent(token)}`);
    const { reference, expiresAt, carType, pickupLocation, dropoffLocation, pickupDate, pickupTime, returnDate, returnTime, totalPrice, currency } = b;
    return { reference, expiresAt, carType, pickupLocation, dropoffLocation, pickupDate, pickupTime, returnDate, returnTime, totalPrice, currency };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The booking of the thank-you page, by the booking page's token in its URL (GET
 * /api/bookings/manage/<token>): after a reload or in a new tab too. Null while unknown, for an
 * unknown token, or without one. Asked once per mount (the API counts requests per client).
 */
export function useThankYouBooking(token: string | null): ThankYouBooking | null {
  const { data } = useQuery({
    queryKey: queryKey(token ?? ''),
    queryFn: () => fetchBooking(token ?? ''),
    enabled: token !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return token && data ? data : null;
}

/**
 * The wizard's answer, shown at once after the booking while the page asks the API (which then
 * answers the same booking): no empty summary between the two pages.
 */
export function primeThankYouBooking(queryClient: QueryClient, token: string, booking: ThankYouBooking): void {
  queryClient.setQueryData(queryKey(token), booking);
}
