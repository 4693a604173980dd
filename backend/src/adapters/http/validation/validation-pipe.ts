import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';
import type { FieldError } from '../../../domain/errors.js';
import { validationBody } from '../../errors/error-body.js';

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

/** Which broken constraint speaks for a field: an unknown or missing value first, then a wrong type. */
const PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isBoolean', 'isInt', 'isNumber', 'isObject'];

function mainConstraint(constraints: Record<string, string>): [string, string] | undefined {
  const entries = Object.entries(constraints);
  const rank = (name: string) => (PRIORITY.includes(name) ? PRIORITY.indexOf(name) : PRIORITY.length);
  return entries.sort(([a], [b]) => rank(a) - rank(b))[0];
}

/**
 * Flattens class-validator's nested errors into `{ field, type, message }`, fields as dotted paths,
 * one error per field: the most basic broken rule (a missing value says so rather than "too long").
 */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const main = mainConstraint(error.constraints ?? {});
    if (main) {
      const [constraint, text] = main;
      if (constraint === 'whitelistValidation') out.push({ field, type: 'unknown', message: `Unknown field "${field}"` });
      else if (error.value === undefined) out.push({ field, type: 'required', message: `${field} is required` });
      else out.push({ field, type: TYPES[constraint] ?? constraint, message: text });
    }
    if (error.children?.length) out.push(...toFieldErrors(error.children, field));
  }
  return out;
}

/** A DTO class that checks its body itself (same rules as its decorators, faster: body-checks.ts). */
type FastDto = { fromJson(body: Record<string, unknown>): unknown };

function fastDto(metatype: unknown): FastDto | undefined {
  return typeof metatype === 'function' && typeof (metatype as Partial<FastDto>).fromJson === 'function' ? (metatype as unknown as FastDto) : undefined;
}

/**
 * A JSON body must be an object: an array or a bare value is refused before field validation.
 * A body or query DTO with a static `fromJson` checks itself; every other one goes through class-validator.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException(validationBody([{ field: 'body', type: 'type', message: 'The request body must be a JSON object' }]));
      }
      const fast = fastDto(metadata.metatype);
      if (fast) return fast.fromJson(value as Record<string, unknown>);
    } else if (metadata.type === 'query' && value !== null && typeof value === 'object') {
      const fast = fastDto(metadata.metatype);
      if (fast) return fast.fromJson(value as Record<string, unknown>);
    }
    return super.transform(value, metadata);
  }
}

/** The options of the global validation (the reference behaviour that `fromJson` checks copy). */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  exceptionFactory: (errors) => new BadRequestException(validationBody(toFieldErrors(errors))),
};

/**
 * Global validation: unknown fields are rejected (whitelist + forbidNonWhitelisted), bodies are
 * turned into DTO instances, and failures answer the API's one error shape.
 */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe(VALIDATION_OPTIONS);
}
