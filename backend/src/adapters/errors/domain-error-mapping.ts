/**
 * Maps the domain's typed errors (by their stable `code`, not by class identity) to HTTP answers.
 * Codes are compared as strings so that the mapping holds even when two copies of the domain
 * module are loaded (tests run the sources, the CLI the compiled output).
 */
import type { DomainErrorCode, ErrorParams, FieldError } from '../../domain/errors.js';
import { type ErrorBody, validationBody, wireFieldError } from './error-body.js';

interface CodedError {
  code: DomainErrorCode;
  message: string;
  errors?: FieldError[];
  field?: string;
  /** The key of its text in the catalogues (a RuleViolationError's, a PendingLimitError's). */
  messageCode?: string;
  /** What it names (a UnitUnavailableError's car and period, a BookingNotFoundError's reference...). */
  params?: ErrorParams;
}

type HttpAnswer = { status: number; body: ErrorBody };

const message = (status: number) => (e: CodedError): HttpAnswer => ({ status, body: { statusCode: status, message: e.message } });

const FIELD_TYPES: Partial<Record<DomainErrorCode, string>> = {
  UNKNOWN_CAR: 'unknown',
  UNKNOWN_LOCATION: 'unknown',
  INVALID_DATE: 'format',
  RULE_VIOLATION: 'rule',
};

const DEFAULT_FIELDS: Partial<Record<DomainErrorCode, string>> = {
  UNKNOWN_CAR: 'carType',
  UNKNOWN_LOCATION: 'location',
  INVALID_DATE: 'date',
  RULE_VIOLATION: 'booking',
};

/** Bad input named by one field: 400 with the field error. */
const fieldError = (e: CodedError): HttpAnswer => {
  const field = typeof e.field === 'string' && e.field ? e.field : (DEFAULT_FIELDS[e.code] ?? 'input');
  const error: FieldError = { field, type: FIELD_TYPES[e.code] ?? 'invalid', message: e.message, ...(e.messageCode ? { code: e.messageCode } : {}) };
  return { status: 400, body: { ...validationBody([]), errors: [error] } };
};

/**
 * Every domain error code's HTTP answer. A Record over the domain's DomainErrorCode: a code added
 * to the domain without its answer here does not compile.
 */
const HTTP_ANSWERS: Record<DomainErrorCode, (e: CodedError) => HttpAnswer> = {
  VALIDATION_FAILED: (e) => ({ status: 400, body: { ...validationBody([]), errors: Array.isArray(e.errors) ? e.errors : [] } }),
  UNKNOWN_CAR: fieldError,
  UNKNOWN_LOCATION: fieldError,
  INVALID_DATE: fieldError,
  RULE_VIOLATION: fieldError,
  BOOKING_NOT_FOUND: message(404),
  // The booking's status does not allow the change (docs/product.md §10): e.g. a cancel after the check-out.
  INVALID_TRANSITION: (e) => ({
    status: 409,
    body: { statusCode: 409, message: e.message, errors: [{ field: 'status', type: 'state', message: e.message }] },
  }),
  // docs/product.md §9: nothing free for those dates; the field error lets the form show it in place.
  UNIT_UNAVAILABLE: (e) => ({
    status: 409,
    body: {
      statusCode: 409,
      message: e.message,
      errors: [{ field: e.field || 'carType', type: 'unavailable', message: e.message, ...(e.params ? { code: 'unavailable', params: e.params as FieldError['params'] } : {}) }],
    },
  }),
  // Bookings already waiting for this e-mail, phone or address: nothing stored (docs/product.md §11).
  PENDING_LIMIT: (e) => ({
    status: 429,
    body: {
      statusCode: 429,
      message: e.message,
      errors: [{ field: e.field || 'client', type: 'limit', message: e.message, ...(e.messageCode ? { code: e.messageCode } : {}) }],
    },
  }),
  // docs/api.md: nothing of the first booking, only what is wrong and what to do.
  IDEMPOTENCY_CONFLICT: (e) => ({
    status: 422,
    body: { statusCode: 422, message: e.message, errors: [{ field: 'Idempotency-Key', type: 'conflict', message: e.message }] },
  }),
  BOOKING_PAGE_NOT_FOUND: message(404),
  UNIT_NOT_FOUND: message(404),
  BLOCK_NOT_FOUND: message(404),
  OUTBOX_MESSAGE_NOT_FOUND: message(404),
  STAFF_NOT_FOUND: message(404),
  CAR_PHOTO_NOT_FOUND: message(404),
  UNIT_CONFLICT: message(409),
  OUTBOX_MESSAGE_SENT: message(409),
  RESTORE_REFUSED: message(409),
  STAFF_CONFLICT: message(409),
  HANDOVER_REFUSED: message(409),
  PRECHECKIN_CLOSED: message(409),
  SIGN_IN_REFUSED: message(403),
  KEEP_REFUSED: message(403),
};

export function isDomainError(error: unknown): error is CodedError {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(HTTP_ANSWERS, code);
}

/**
 * The HTTP answer of a domain error, as the API sends it: its message, its `code` and `params`
 * (what it names), and its field errors (field, type, message, and their own code and params).
 */
export function domainErrorToHttp(error: CodedError): HttpAnswer {
  const { status, body } = HTTP_ANSWERS[error.code](error);
  const params = error.params;
  return {
    status,
    body: {
      statusCode: body.statusCode,
      message: body.message,
      code: error.code,
      ...(params ? { params } : {}),
      ...(body.errors ? { errors: body.errors.map(wireFieldError) } : {}),
    },
  };
}
