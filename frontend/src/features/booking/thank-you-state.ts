import { isReference, normaliseReference } from '@domain/booking/reference.js';

/** What the wizard hands to /thank-you in the router state (the reference is also in ?ref=). */
export interface ThankYouState {
  reference: string;
  carType: string;
  pickupLocation: string;
  dropoffLocation: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  totalPrice: number;
  currency: string;
}

/** The booking reference from `?ref=`, when it is a well-formed one; otherwise null. */
export function referenceFrom(search: string): string | null {
  const ref = new URLSearchParams(search).get('ref');
  return ref && isReference(ref) ? normaliseReference(ref) : null;
}

/** The router state, when it is the wizard's and matches the reference in the URL. */
export function thankYouStateFrom(state: unknown, reference: string | null): ThankYouState | null {
  if (!state || typeof state !== 'object' || !reference) return null;
  const s = state as Partial<ThankYouState>;
  if (typeof s.reference !== 'string' || normaliseReference(s.reference) !== reference) return null;
  const strings = ['carType', 'pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const;
  if (!strings.every((k) => typeof s[k] === 'string')) return null;
  return s as ThankYouState;
}
