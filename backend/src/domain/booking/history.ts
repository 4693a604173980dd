import { ValidationError } from '../errors.js';

/**
 * The history of a booking (docs/product.md §16): every change is recorded, in the change's own
 * transaction, with its time, who did it and a short detail.
 */
export const HISTORY_EVENT_TYPES = ['created', 'verified', 'confirmed', 'cancelled', 'expired', 'moved', 'checked_out', 'checked_in', 'payment', 'charge', 'whatsapp'] as const;
export type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];

/** Who creates bookings: the visitor on the site (or an API client). */
export const VISITOR_ACTOR = 'visitor';
/** Who expires unconfirmed bookings: the scheduled job or `rentals bookings expire`. */
export const SYSTEM_ACTOR = 'system';
/** Who keeps ("verified") or cancels a booking on its booking page: the customer. */
export const CUSTOMER_ACTOR = 'customer';
export const ACTOR_MAX_LENGTH = 64;

/** One entry of a booking's history. */
export type HistoryEntry = { at: Date; type: HistoryEventType; actor: string; detail: string };

// Control characters (C0, DEL, C1) and invisible format characters (bidi overrides, zero-width
// joiners...), which would let a name rewrite a terminal line or hide what it says.
const FORBIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * A staff member's name as given with `--by`: trimmed, 1 to 64 characters, no control or
 * invisible formatting characters. Throws ValidationError (field `by`) otherwise.
 */
export function validateActor(raw: unknown, field = 'by'): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw new ValidationError([{ field, type: 'required', message: 'the name of who makes the change must not be empty' }]);
  if ([...name].length > ACTOR_MAX_LENGTH) {
    throw new ValidationError([{ field, type: 'max', message: `the name of who makes the change must be at most ${ACTOR_MAX_LENGTH} characters` }]);
  }
  if (FORBIDDEN.test(name)) {
    throw new ValidationError([{ field, type: 'format', message: 'the name of who makes the change must not contain control characters' }]);
  }
  return name;
}

/** What the detail of a history entry is made of. */
export type HistoryFacts = {
  /** The unit held before (moved) or now (created). */
  fromUnit?: string | null;
  toUnit?: string | null;
  days?: number;
  totalPrice?: number;
  confirmHours?: number;
  /** For `expired`: the rule that expired it, and HOLD_UNVERIFIED_MINUTES. */
  expiryRule?: 'unverified' | 'unconfirmed';
  unverifiedMinutes?: number;
  /** For `cancelled`: who cancelled (the customer on the booking page, else staff). */
  byCustomer?: boolean;
  /** For `checked_out` and `checked_in`: the detail the handover wrote (domain/handover). */
  handover?: string;
  /** For `payment` and `charge`: what was paid or charged (domain/money). */
  money?: string;
  /** For `whatsapp`: the number that wrote (E.164 digits); for `verified`: kept by that message, not on the booking page. */
  whatsapp?: string;
};

/** What Today and the booking's history say when the customer wrote on WhatsApp about the booking. */
export const WROTE_ON_WHATSAPP = 'wrote on WhatsApp';

/** The short human detail of an entry, e.g. "moved from FJ-101-GE to FJ-103-GE". */
export function historyDetail(type: HistoryEventType, facts: HistoryFacts = {}): string {
  switch (type) {
    case 'created': {
      const parts = [facts.toUnit ? `unit ${facts.toUnit}` : 'no unit'];
      if (facts.days !== undefined) parts.push(`${facts.days} day${facts.days === 1 ? '' : 's'}`);
      if (facts.totalPrice !== undefined) parts.push(`${facts.totalPrice} EUR`);
      return `booked: ${parts.join(', ')}`;
    }
    case 'verified':
      return facts.whatsapp ? 'kept by the customer\'s WhatsApp message' : 'kept by the customer on the booking page ("Keep my car")';
    case 'whatsapp':
      return facts.whatsapp ? `${WROTE_ON_WHATSAPP} from +${facts.whatsapp}` : WROTE_ON_WHATSAPP;
    case 'confirmed':
      return 'confirmed by staff';
    case 'cancelled':
      return facts.byCustomer ? 'cancelled by the customer on the booking page; the unit is free again' : 'cancelled by staff; the unit is free again';
    case 'expired':
      if (facts.expiryRule === 'unverified' && facts.unverifiedMinutes !== undefined) {
        return `not kept by the customer within ${facts.unverifiedMinutes} minutes: cancelled; the unit is free again`;
      }
      return facts.confirmHours !== undefined
        ? `not confirmed within ${facts.confirmHours} hours: cancelled; the unit is free again`
        : 'not confirmed in time: cancelled; the unit is free again';
    case 'moved':
      return `moved from ${facts.fromUnit ?? 'no unit'} to ${facts.toUnit ?? 'no unit'}`;
    case 'checked_out':
      return facts.handover ?? 'handed over to the customer';
    case 'checked_in':
      return facts.handover ?? 'returned by the customer';
    case 'payment':
    case 'charge':
      return facts.money ?? type;
  }
}
