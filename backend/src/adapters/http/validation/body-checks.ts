import { BadRequestException } from '@nestjs/common';
import type { FieldError } from '../../../domain/errors.js';
import { validationBody } from '../errors/error-body.js';

/**
 * Hand-written checks for the hot routes' request bodies, giving exactly the field errors that the
 * class-validator DTO and the global ValidationPipe give (same order, types and messages; a spec
 * compares the two on a table of bodies), at a fraction of the cost: class-transformer and
 * class-validator took about a seventh of the quote request's CPU time (docs/performance.md).
 * A DTO class opts in with a static `fromJson(body)` built from these (see validation-pipe.ts).
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

  /** @IsString() @MaxLength(max), and @IsOptional() when `optional`. */
  string(field: string, max: number, optional = false): this {
    const value = this.body[field];
    if (this.absent(field, value, optional)) return this;
    if (typeof value !== 'string') this.errors.push({ field, type: 'type', message: `${field} must be a string` });
    else if (value.length > max) this.errors.push({ field, type: 'max', message: `${field} must be shorter than or equal to ${max} characters` });
    return this;
  }

  /** @IsNumber({ allowNaN: false, allowInfinity: false }, { message }). */
  number(field: string, message: string, optional = false): this {
    const value = this.body[field];
    if (this.absent(field, value, optional)) return this;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.errors.push({ field, type: 'type', message });
    return this;
  }

  /** @IsBoolean(), and @IsOptional() when `optional`. */
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

  /** @IsOptional() skips null and undefined; a required field that is undefined "is required". */
  private absent(field: string, value: unknown, optional: boolean): boolean {
    if (optional) return value === undefined || value === null;
    if (value === undefined) {
      this.errors.push({ field, type: 'required', message: `${field} is required` });
      return true;
    }
    return false;
  }
}
