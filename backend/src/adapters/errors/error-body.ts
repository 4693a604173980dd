/** The JSON bodies every error answer uses. One shape for the whole API. */
import type { ErrorParams, FieldError } from '../../domain/errors.js';

/**
 * `statusCode` and `message` (the English text) always; `code` (a domain error's code such as
 * `BOOKING_NOT_FOUND`; `VALIDATION_FAILED` for the other 400s with field errors) and `params` (the
 * values it names) when the error has them; `errors` for field errors, each with its own `code` (its
 * text's key in the catalogues) and `params` when it has them. Clients word errors from the codes (docs/api.md).
 */
export interface ErrorBody {
  statusCode: number;
  message: string;
  code?: string;
  params?: ErrorParams;
  errors?: FieldError[];
}

export const VALIDATION_FAILED = 'Validation failed';
export const VALIDATION_FAILED_CODE = 'VALIDATION_FAILED';
export const INTERNAL_ERROR = 'Internal server error';
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable: the database cannot be reached. Please try again in a moment.';

/** A field error as the API answers it: field, type and message, then its code and params when it has them. */
export function wireFieldError(e: FieldError): FieldError {
  return { field: e.field, type: e.type, message: e.message, ...(e.code ? { code: e.code } : {}), ...(e.params ? { params: e.params } : {}) };
}

export function validationBody(errors: FieldError[]): ErrorBody {
  return { statusCode: 400, message: VALIDATION_FAILED, code: VALIDATION_FAILED_CODE, errors: errors.map(wireFieldError) };
}
