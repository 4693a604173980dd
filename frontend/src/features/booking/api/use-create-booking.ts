import { useMutation } from '@tanstack/react-query';
import type { BookingRequest } from '@domain/booking/booking-request.js';
import type { BookingStatus } from '@domain/booking/status.js';
import { apiFetch } from '@/lib/api-client';

/** 201 answer of POST /api/bookings (docs/api.md). */
export interface CreatedBooking {
  id: string;
  reference: string;
  status: BookingStatus;
  days: number;
  totalPrice: number;
  currency: 'EUR';
  /** Until when the car is held unless kept or confirmed (docs/product.md §10). */
  expiresAt: string | null;
  /** Kept by the customer or confirmed by staff. */
  verified: boolean;
  /** The path of the customer's own booking page (`/b/<token>`, in the booking's language). */
  bookingPage: string;
}

export interface CreateBookingVariables {
  request: BookingRequest;
  /** One key per submission attempt; the same key again returns the first booking (docs/api.md). */
  idempotencyKey: string;
  recaptchaToken?: string | null;
}

export function postBooking({ request, idempotencyKey, recaptchaToken }: CreateBookingVariables): Promise<CreatedBooking> {
  const body = recaptchaToken ? { ...request, recaptchaToken } : request;
  return apiFetch<CreatedBooking>('/api/bookings', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
}

/** POST /api/bookings. */
export function useCreateBooking() {
  return useMutation({ mutationFn: postBooking });
}
