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

export function validationBody(errors: FieldError[]): ErrorBody {
  return { statusCode: 400, message: VALIDATION_FAILED, errors };
}
