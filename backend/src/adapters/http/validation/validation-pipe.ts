import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '../../../domain/errors.js';
import { validationBody } from '../errors/error-body.js';

/** class-validator constraint names -> the `type` of our field errors. */
const TYPES: Record<string, string> = {
  whitelistValidation: 'unknown',
  isDefined: 'required',
  isNotEmpty: 'required',
  isString: 'type',
  isBoolean: 'type',
  isInt: 'type',
  isNumber: 'type',
  isObject: 'type',
  min: 'min',
  max: 'max',
  minLength: 'min',
  maxLength: 'max',
  isIn: 'invalid',
  matches: 'format',
  isEmail: 'format',
};

/** Flattens class-validator's nested errors into `{ field, type, message }`, fields as dotted paths. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    for (const [constraint, text] of Object.entries(error.constraints ?? {})) {
      const message = constraint === 'whitelistValidation' ? `Unknown field "${field}"` : text;
      out.push({ field, type: TYPES[constraint] ?? constraint, message });
    }
    if (error.children?.length) out.push(...toFieldErrors(error.children, field));
  }
  return out;
}

/**
 * Global validation: unknown fields are rejected (whitelist + forbidNonWhitelisted), bodies are
 * turned into DTO instances, and failures answer the API's one error shape.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(validationBody(toFieldErrors(errors))),
  });
}
