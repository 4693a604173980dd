/** The JSON bodies every error answer uses. One shape for the whole API. */
import type { FieldError } from '../../domain/errors.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldError[];
}

export const VALIDATION_FAILED = 'Validation failed';
export const INTERNAL_ERROR = 'Internal server error';
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable: the database cannot be reached. Please try again in a moment.';

/** A field error as the API answers it: field, type and message (its code and params stay inside; the MCP server words them). */
export function wireFieldError(e: FieldError): FieldError {
  return { field: e.field, type: e.type, message: e.message };
}

export function validationBody(errors: FieldError[]): ErrorBody {
  return { statusCode: 400, message: VALIDATION_FAILED, errors: errors.map(wireFieldError) };
}
