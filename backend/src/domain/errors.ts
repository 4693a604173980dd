/**
 * Typed domain errors. Each carries a stable `code`; adapters map codes to transport answers
 * (HTTP status, CLI exit line). No transport details live here.
 */

import { API_MESSAGES } from './booking/messages.en.js';

/**
 * One field's problem, as the API answers it: `message` the English text; `code` the message's key
 * in the catalogues (messages.<locale>.ts) and `params` its values (numbers, ISO dates, names), from
 * which the edges (the site, the MCP server) write it in another language. Not every field error has
 * a code (an unknown field, a body that is not JSON): then only its message says it.
 */
export type FieldError = { field: string; type: FieldErrorType | string; message: string; code?: string; params?: Readonly<Record<string, string | number>> };

/** The kinds of field problems used throughout the domain. */
export type FieldErrorType = 'required' | 'min' | 'max' | 'format' | 'rule' | 'invalid' | 'unavailable' | 'limit' | 'bot';

/**
 * Every domain error's code, in one place. The HTTP status map
 * (adapters/errors/domain-error-mapping.ts) and the CLI's exit map (cli/src/errors.ts) are
 * `Record<DomainErrorCode, ...>`, so a new code without its mapping there does not compile, and a
 * class whose code is not listed here does not compile either.
 */
export type DomainErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNKNOWN_CAR'
  | 'UNKNOWN_LOCATION'
  | 'INVALID_DATE'
  | 'RULE_VIOLATION'
  | 'INVALID_TRANSITION'
  | 'BOOKING_NOT_FOUND'
  | 'UNIT_UNAVAILABLE'
  | 'UNIT_NOT_FOUND'
  | 'OUTBOX_MESSAGE_NOT_FOUND'
  | 'OUTBOX_MESSAGE_SENT'
  | 'RESTORE_REFUSED'
  | 'BLOCK_NOT_FOUND'
  | 'UNIT_CONFLICT'
  | 'PENDING_LIMIT'
  | 'BOOKING_PAGE_NOT_FOUND'
  | 'IDEMPOTENCY_CONFLICT'
  | 'STAFF_NOT_FOUND'
  | 'STAFF_CONFLICT'
  | 'SIGN_IN_REFUSED'
  | 'HANDOVER_REFUSED'
  | 'PRECHECKIN_CLOSED'
  | 'KEEP_REFUSED'
  | 'CAR_PHOTO_NOT_FOUND';

/** The values an error names (the API's top-level `params`): names, numbers, ISO dates, lists. */
export type ErrorParams = Readonly<Record<string, string | number | readonly string[]>>;

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }

  /** What the error names, by name (the API answers them beside `code`); none by default. */
  get params(): ErrorParams | undefined {
    return undefined;
  }
}

/** One or more input fields are wrong; `errors` lists each of them. */
export class ValidationError extends DomainError {
  readonly code = 'VALIDATION_FAILED';

  constructor(
    readonly errors: FieldError[],
    message = errors.length === 1 ? `${errors[0].field}: ${errors[0].message}` : `Validation failed: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
  ) {
    super(message);
  }
}

/** A car name that is not in the catalogue. */
export class UnknownCarError extends DomainError {
  readonly code = 'UNKNOWN_CAR';

  constructor(
    readonly carType: string,
    readonly knownCars: readonly string[],
    readonly field = 'carType',
  ) {
    super(`Unknown car "${carType}". Known cars: ${knownCars.join(', ')}.`);
  }

  override get params(): ErrorParams {
    return { carType: this.carType, knownCars: this.knownCars };
  }
}

/** A location that is not one of the served cities. */
export class UnknownLocationError extends DomainError {
  readonly code = 'UNKNOWN_LOCATION';

  constructor(
    readonly location: string,
    readonly field: string,
    readonly knownLocations: readonly string[],
  ) {
    super(`Unknown ${field} "${location}". Choose one of: ${knownLocations.join(', ')}.`);
  }

  override get params(): ErrorParams {
    return { field: this.field, location: this.location, knownLocations: this.knownLocations };
  }
}

/** A date or time that is not a real calendar value in the expected format. */
export class InvalidDateError extends DomainError {
  readonly code = 'INVALID_DATE';

  constructor(
    readonly value: string,
    readonly field: string,
    readonly expected = 'YYYY-MM-DD',
  ) {
    super(`Invalid ${field} "${value}". Use a real date in the form ${expected}.`);
  }

  override get params(): ErrorParams {
    return { field: this.field, value: this.value, expected: this.expected };
  }
}

/** A business rule is broken (minimum rental, return before pickup, camping with an Elantra...). */
export class RuleViolationError extends DomainError {
  readonly code = 'RULE_VIOLATION';

  /** `messageCode`: the key of its text in the message catalogues (messages.<locale>.ts), when it has one. */
  constructor(
    message: string,
    readonly field?: string,
    readonly messageCode?: string,
  ) {
    super(message);
  }
}

/** A booking status change that the life cycle does not allow. */
export class InvalidTransitionError extends DomainError {
  readonly code = 'INVALID_TRANSITION';

  constructor(
    readonly from: string,
    readonly to: string,
    message: string,
  ) {
    super(message);
  }

  override get params(): ErrorParams {
    return { from: this.from, to: this.to };
  }
}

/** No booking with that id or reference. */
export class BookingNotFoundError extends DomainError {
  readonly code = 'BOOKING_NOT_FOUND';

  constructor(readonly idOrReference: string) {
    super(API_MESSAGES.bookingNotFound.replace('{reference}', idOrReference));
  }

  override get params(): ErrorParams {
    return { reference: this.idOrReference };
  }
}

/**
 * Every unit of the car is held for (part of) the period asked for (docs/product.md §9): nothing was
 * stored. `message` names the car and says what to do; the HTTP answer is a 409 naming `carType`.
 */
export class UnitUnavailableError extends DomainError {
  readonly code = 'UNIT_UNAVAILABLE';
  readonly field = 'carType';

  /** `period`: the car and the period (availability.ts `unavailableParams`), the message's values. */
  constructor(
    readonly carType: string,
    message: string,
    readonly period?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  override get params(): Readonly<Record<string, string>> | undefined {
    return this.period;
  }
}

/** No unit with that label. */
export class UnitNotFoundError extends DomainError {
  readonly code = 'UNIT_NOT_FOUND';

  constructor(readonly label: string) {
    super(`No unit labelled "${label}".`);
  }

  override get params(): ErrorParams {
    return { label: this.label };
  }
}

/** No outbox message with that id. */
export class OutboxMessageNotFoundError extends DomainError {
  readonly code = 'OUTBOX_MESSAGE_NOT_FOUND';

  constructor(readonly messageId: string) {
    super(`No outbox message number "${messageId}" (rentals outbox list shows them).`);
  }

  override get params(): ErrorParams {
    return { messageId: this.messageId };
  }
}

/** An outbox message that was sent already: there is nothing to retry. */
export class OutboxMessageSentError extends DomainError {
  readonly code = 'OUTBOX_MESSAGE_SENT';

  constructor(readonly messageId: string) {
    super(`Message ${messageId} was sent already; nothing to retry`);
  }

  override get params(): ErrorParams {
    return { messageId: this.messageId };
  }
}

/** A restore that would overwrite data (the database is not empty) or does not fit the schema. */
export class RestoreRefusedError extends DomainError {
  readonly code = 'RESTORE_REFUSED';
}

/** No maintenance block with that number. */
export class BlockNotFoundError extends DomainError {
  readonly code = 'BLOCK_NOT_FOUND';

  constructor(readonly blockId: string) {
    super(`No block number "${blockId}".`);
  }

  override get params(): ErrorParams {
    return { blockId: this.blockId };
  }
}

/**
 * A fleet change that clashes with what is stored: a label already taken, a move or block over
 * another hold, retiring a unit that still holds bookings. `conflicts` names what is in the way
 * (booking references, block numbers).
 */
export class UnitConflictError extends DomainError {
  readonly code = 'UNIT_CONFLICT';

  constructor(
    message: string,
    readonly conflicts: readonly string[] = [],
  ) {
    super(message);
  }

  override get params(): ErrorParams {
    return { conflicts: this.conflicts };
  }
}

/**
 * A new booking would go over a cap on pending bookings (per e-mail, phone or client address):
 * nothing was stored. The HTTP answer is a 429 naming `field`.
 */
export class PendingLimitError extends DomainError {
  readonly code = 'PENDING_LIMIT';

  /** `waiting`: how many bookings are waiting already (the cap). */
  constructor(
    readonly field: string,
    message: string,
    readonly waiting?: number,
  ) {
    super(message);
  }

  /** The key of the site's words for this cap in the catalogues (messages.<locale>.ts). */
  get messageCode(): 'limitEmail' | 'limitPhone' | 'limitClient' {
    return this.field === 'customerEmail' ? 'limitEmail' : this.field === 'customerPhone' ? 'limitPhone' : 'limitClient';
  }

  override get params(): ErrorParams {
    return { field: this.field, ...(this.waiting === undefined ? {} : { waiting: this.waiting }) };
  }
}

/** No booking page for that link (unknown token, or the page has been taken down after the rental). */
export class BookingPageNotFoundError extends DomainError {
  readonly code = 'BOOKING_PAGE_NOT_FOUND';

  constructor() {
    super('No booking found for this link. Check the link in your e-mail, or write to us on WhatsApp.');
  }
}

/**
 * An Idempotency-Key that was first used with another request (docs/api.md): nothing was stored
 * and nothing of the first booking is told. The HTTP answer is a 422 naming `Idempotency-Key`.
 */
export class IdempotencyConflictError extends DomainError {
  readonly code = 'IDEMPOTENCY_CONFLICT';
  readonly field = 'Idempotency-Key';

  constructor(message = 'This Idempotency-Key was already used for a different booking request. Send a new key with each new request.') {
    super(message);
  }
}

/** No staff account with that name. */
export class StaffNotFoundError extends DomainError {
  readonly code = 'STAFF_NOT_FOUND';

  constructor(readonly staffName: string) {
    super(`No staff member named "${staffName}".`);
  }

  override get params(): ErrorParams {
    return { name: this.staffName };
  }
}

/** A staff change that clashes with what is stored: a name or e-mail address already taken. */
export class StaffConflictError extends DomainError {
  readonly code = 'STAFF_CONFLICT';
}

/**
 * A sign-in or set-password attempt that is refused (wrong name or password, account locked or
 * disabled, link used or expired). `message` is what the person sees.
 */
export class SignInRefusedError extends DomainError {
  readonly code = 'SIGN_IN_REFUSED';

  constructor(
    message: string,
    readonly reason: 'credentials' | 'locked' | 'link',
  ) {
    super(message);
  }

  override get params(): ErrorParams {
    return { reason: this.reason };
  }
}

/** A handover (check-out) or return (check-in) that the booking's state does not allow now. */
export class HandoverRefusedError extends DomainError {
  readonly code = 'HANDOVER_REFUSED';
}

/** A pre-check-in sent when the booking no longer takes one (cancelled, or its return has passed). */
export class PrecheckinClosedError extends DomainError {
  readonly code = 'PRECHECKIN_CLOSED';
}

/**
 * "Keep my car" pressed from a link that may not keep the booking (the creator's link while
 * e-mail is configured): only the link in the e-mail to the customer's address keeps it.
 * `maskedEmail` is that address as the page may show it (`n…@example.com`).
 */
export class KeepRefusedError extends DomainError {
  readonly code = 'KEEP_REFUSED';

  constructor(readonly maskedEmail: string) {
    super(`To keep this booking, press Keep my car in the e-mail we sent to ${maskedEmail}.`);
  }

  override get params(): ErrorParams {
    return { maskedEmail: this.maskedEmail };
  }
}

/** No photo with that id for that car (`rentals cars photo remove`, /staff/fleet/photos). */
export class CarPhotoNotFoundError extends DomainError {
  readonly code = 'CAR_PHOTO_NOT_FOUND';

  constructor(
    readonly carType: string,
    readonly photoId: string,
  ) {
    super(`No photo "${photoId}" of the ${carType}`);
  }

  override get params(): ErrorParams {
    return { carType: this.carType, photoId: this.photoId };
  }
}
