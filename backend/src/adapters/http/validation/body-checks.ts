import { BadRequestException } from '@nestjs/common';
import type { FieldError } from '../../../domain/errors.js';
import { validationBody } from '../../errors/error-body.js';

/**
 * The rules of the hot routes' request bodies (quote, booking): a DTO class with a static
 * `fromJson(body)` built from these checks its own body (see validation-pipe.ts) and carries no
 * class-validator decorators, so each rule exists once. The answers are those the class-validator
 * route gives other DTOs (unknown fields first, then per field in order; same types and messages:
 * body-checks.spec.ts pins them), at a fraction of the cost: class-transformer and class-validator
 * took about a seventh of the quote request's CPU time (bench/results/2026-11-23-api-floor.md).
 */
export class BodyChecks {
  readonly errors: FieldError[] = [];

  constructor(
    private readonly body: Record<string, unknown>,
    known: readonly string[],
  ) {
    // Unknown fields first, as the whitelist check reports them.
    for (const key of Object.keys(body)) if (!known.includes(key)) this.errors.push({ field: key, type: 'unknown', message: `Unknown field "${key}"` });
  }

  /** A string of at most `max` characters (class-validator's @IsString() @MaxLength(max) messages); null or absent allowed when `optional`. */
  string(field: string, max: number, optional = false): this {
    const value = this.body[field];
    if (this.absent(field, value, optional)) return this;
    if (typeof value !== 'string') this.errors.push({ field, type: 'type', message: `${field} must be a string` });
    else if (value.length > max) this.errors.push({ field, type: 'max', message: `${field} must be shorter than or equal to ${max} characters` });
    return this;
  }

  /** A finite number, else `message` (as @IsNumber({ allowNaN: false, allowInfinity: false }, { message })). */
  number(field: string, message: string, optional = false): this {
    const value = this.body[field];
    if (this.absent(field, value, optional)) return this;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.errors.push({ field, type: 'type', message });
    return this;
  }

  /** true or false (@IsBoolean()'s message); null or absent allowed when `optional`. */
  boolean(field: string, optional = false): this {
    const value = this.body[field];
    if (this.absent(field, value, optional)) return this;
    if (typeof value !== 'boolean') this.errors.push({ field, type: 'type', message: `${field} must be a boolean value` });
    return this;
  }

  /** The body as it came (the caller's type), or the one 400 answer with every field error. */
  result<T>(): T {
    if (this.errors.length) throw new BadRequestException(validationBody(this.errors));
    return this.body as T;
  }

  /** An optional field skips null and undefined (as @IsOptional()); a required field that is undefined "is required". */
  private absent(field: string, value: unknown, optional: boolean): boolean {
    if (optional) return value === undefined || value === null;
    if (value === undefined) {
      this.errors.push({ field, type: 'required', message: `${field} is required` });
      return true;
    }
    return false;
  }
}
