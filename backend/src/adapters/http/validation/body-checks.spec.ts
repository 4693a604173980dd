import 'reflect-metadata';
import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { PricingQuoteDto } from '../dto/pricing-quote.dto.js';
import { VALIDATION_OPTIONS, createValidationPipe } from './validation-pipe.js';

/** What a pipe makes of a body: the value it passes on (as JSON) or the 400 answer's body. */
async function outcome(pipe: ValidationPipe, body: unknown): Promise<unknown> {
  try {
    const value = await pipe.transform(body, { type: 'body', metatype: PricingQuoteDto });
    return { value: JSON.parse(JSON.stringify(value)) };
  } catch (e) {
    if (e instanceof BadRequestException) return { error: e.getResponse() };
    throw e;
  }
}

const valid = { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 7 };

describe('PricingQuoteDto.fromJson (the fast path) answers exactly as class-validator with the DTO decorators', () => {
  const reference = new ValidationPipe(VALIDATION_OPTIONS); // class-transformer + class-validator
  const fast = createValidationPipe(); // uses PricingQuoteDto.fromJson

  it.each([
    ['a valid body', valid],
    ['every optional field', { ...valid, pickupDate: '2026-12-01', babySeat: true, crossBorderArmenia: false }],
    ['optional fields that are null', { ...valid, pickupDate: null, babySeat: null, crossBorderArmenia: null }],
    ['empty strings and 0 (left to the domain)', { carType: '', pickupLocation: '', dropoffLocation: '', days: 0 }],
    ['days 2.5 and -1 (numbers: the domain decides)', { ...valid, days: 2.5 }],
    ['an empty body', {}],
    ['missing required fields', { carType: 'Toyota 4Runner', pickupLocation: 'tbilisi' }],
    ['required fields that are null', { carType: null, pickupLocation: null, dropoffLocation: null, days: null }],
    ['wrong types everywhere', { carType: 5, pickupLocation: ['tbilisi'], dropoffLocation: {}, days: '5', pickupDate: 20261201, babySeat: 'yes', crossBorderArmenia: 1 }],
    ['text over the limits', { ...valid, carType: 'a'.repeat(101), dropoffLocation: 'b'.repeat(51), pickupDate: '2026-12-011' }],
    ['text at the limits', { ...valid, carType: 'a'.repeat(100), dropoffLocation: 'b'.repeat(50), pickupDate: '2026-12-01' }],
    ['unknown fields, before the others', { discount: 50, ...valid, days: 'x', zz: true }],
    ['days as an array', { ...valid, days: [3] }],
    ['booleans as strings', { ...valid, babySeat: 'true', crossBorderArmenia: 'false' }],
  ])('%s', async (_what, body) => {
    const expected = await outcome(reference, structuredClone(body));
    expect(await outcome(fast, structuredClone(body))).toEqual(expected);
  });

  it('refuses a body that is not an object before looking at fields', async () => {
    for (const body of [null, [1], 'text', 3]) {
      expect(await outcome(fast, body)).toEqual({
        error: { statusCode: 400, message: 'Validation failed', errors: [{ field: 'body', type: 'type', message: 'The request body must be a JSON object' }] },
      });
    }
  });
});
