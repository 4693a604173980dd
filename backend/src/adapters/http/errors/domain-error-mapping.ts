/**
 * Maps the domain's typed errors (by their stable `code`, not by class identity) to HTTP answers.
 * Codes are compared as strings so that the mapping holds even when two copies of the domain
 * module are loaded (tests run the sources, the CLI the compiled output).
 */
import type { FieldError } from '../../../domain/errors.js';
import { type ErrorBody, validationBody } from './error-body.js';

interface CodedError {
  code: string;
  message: string;
  errors?: FieldError[];
  field?: string;
}

export const DOMAIN_CODES = [
  'VALIDATION_FAILED',
  'UNKNOWN_CAR',
  'UNKNOWN_LOCATION',
  'INVALID_DATE',
  'RULE_VIOLATION',
  'BOOKING_NOT_FOUND',
  'INVALID_TRANSITION',
  'UNIT_UNAVAILABLE',
  'UNIT_NOT_FOUND',
  'BLOCK_NOT_FOUND',
  'UNIT_CONFLICT',
  'OUTBOX_MESSAGE_NOT_FOUND',
  'OUTBOX_MESSAGE_SENT',
  'RESTORE_REFUSED',
  'PENDING_LIMIT',
  'BOOKING_PAGE_NOT_FOUND',
  'IDEMPOTENCY_CONFLICT',
  'STAFF_NOT_FOUND',
  'STAFF_CONFLICT',
  'SIGN_IN_REFUSED',
  'HANDOVER_REFUSED',
  'PRECHECKIN_CLOSED',
  'KEEP_REFUSED',
  'CAR_PHOTO_NOT_FOUND',
] as const;

export function isDomainError(error: unknown): error is CodedError {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && (DOMAIN_CODES as readonly string[]).includes(code);
}

const FIELD_TYPES: Record<string, string> = {
  UNKNOWN_CAR: 'unknown',
  UNKNOWN_LOCATION: 'unknown',
  INVALID_DATE: 'format',
  RULE_VIOLATION: 'rule',
};

const DEFAULT_FIELDS: Record<string, string> = {
  UNKNOWN_CAR: 'carType',
  UNKNOWN_LOCATION: 'location',
  INVALID_DATE: 'date',
  RULE_VIOLATION: 'booking',
};

export function domainErrorToHttp(error: CodedError): { status: number; body: ErrorBody } {
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return { status: 400, body: validationBody(Array.isArray(error.errors) ? error.errors : []) };
    case 'BOOKING_NOT_FOUND':
      return { status: 404, body: { statusCode: 404, message: error.message } };
    case 'INVALID_TRANSITION':
      // The booking's status does not allow the change (docs/product.md §10): e.g. a cancel after the check-out.
      return { status: 409, body: { statusCode: 409, message: error.message, errors: [{ field: 'status', type: 'state', message: error.message }] } };
    case 'UNIT_UNAVAILABLE':
      // docs/product.md §9: nothing free for those dates; the field error lets the form show it in place.
      return {
        status: 409,
        body: { statusCode: 409, message: error.message, errors: [{ field: error.field || 'carType', type: 'unavailable', message: error.message }] },
      };
    case 'PENDING_LIMIT':
      // Bookings already waiting for this e-mail, phone or address: nothing stored (docs/product.md §11).
      return {
        status: 429,
        body: { statusCode: 429, message: error.message, errors: [{ field: error.field || 'client', type: 'limit', message: error.message }] },
      };
    case 'IDEMPOTENCY_CONFLICT':
      // docs/api.md: nothing of the first booking, only what is wrong and what to do.
      return {
        status: 422,
        body: { statusCode: 422, message: error.message, errors: [{ field: 'Idempotency-Key', type: 'conflict', message: error.message }] },
      };
    case 'BOOKING_PAGE_NOT_FOUND':
    case 'UNIT_NOT_FOUND':
    case 'BLOCK_NOT_FOUND':
    case 'OUTBOX_MESSAGE_NOT_FOUND':
    case 'STAFF_NOT_FOUND':
    case 'CAR_PHOTO_NOT_FOUND':
      return { status: 404, body: { statusCode: 404, message: error.message } };
    case 'UNIT_CONFLICT':
    case 'OUTBOX_MESSAGE_SENT':
    case 'RESTORE_REFUSED':
    case 'STAFF_CONFLICT':
    case 'HANDOVER_REFUSED':
    case 'PRECHECKIN_CLOSED':
      return { status: 409, body: { statusCode: 409, message: error.message } };
    case 'SIGN_IN_REFUSED':
    case 'KEEP_REFUSED':
      return { status: 403, body: { statusCode: 403, message: error.message } };
    default: {
      const field = typeof error.field === 'string' && error.field ? error.field : DEFAULT_FIELDS[error.code];
      return {
        status: 400,
        body: validationBody([{ field, type: FIELD_TYPES[error.code] ?? 'invalid', message: error.message }]),
      };
    }
  }
}
