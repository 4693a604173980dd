import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import type { FieldError } from '../../../domain/errors.js';
import { parse } from 'node:querystring';
import { AvailabilityQuery } from '../dto/availability.query.js';
import { CreateBookingDto } from '../dto/create-booking.dto.js';
import { PricingQuoteDto } from '../dto/pricing-quote.dto.js';
import { createValidationPipe } from './validation-pipe.js';

/**
 * The quote and booking bodies are checked by their DTOs' `fromJson` alone (one rule set, no
 * class-validator decorators). These tables pin the answers, which are a contract (docs/api.md, the
 * API tests): they are the answers the class-validator decorators gave before they were dropped.
 */

/** What the global pipe makes of a body (or query): the value it passes on (as JSON) or the 400 answer's body. */
async function outcome(metatype: unknown, body: unknown, type: 'body' | 'query' = 'body'): Promise<unknown> {
  try {
    const value = await createValidationPipe().transform(body, { type, metatype: metatype as never });
    return { value: JSON.parse(JSON.stringify(value)) };
  } catch (e) {
    if (e instanceof BadRequestException) return { error: e.getResponse() };
    throw e;
  }
}

/** The 400 answer with these field errors, as [field, type, message]. */
function refused(...errors: [string, FieldError['type'], string][]) {
  return { error: { statusCode: 400, message: 'Validation failed', code: 'VALIDATION_FAILED', errors: errors.map(([field, type, message]) => ({ field, type, message })) } };
}

const DAYS = 'days must be a whole number from 1 to 365';
const quote = { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 7 };

describe('PricingQuoteDto.fromJson', () => {
  it.each([
    ['a valid body', quote],
    ['every optional field', { ...quote, pickupDate: '2026-12-01', babySeat: true, crossBorderArmenia: false }],
    ['optional fields that are null', { ...quote, pickupDate: null, babySeat: null, crossBorderArmenia: null }],
    ['empty strings and 0 (left to the domain)', { carType: '', pickupLocation: '', dropoffLocation: '', days: 0 }],
    ['days 2.5 (a number: the domain decides)', { ...quote, days: 2.5 }],
    ['text at the limits', { ...quote, carType: 'a'.repeat(100), dropoffLocation: 'b'.repeat(50), pickupDate: '2026-12-01' }],
  ])('passes %s on as it came', async (_what, body) => {
    expect(await outcome(PricingQuoteDto, structuredClone(body))).toEqual({ value: body });
  });

  it.each([
    [
      'an empty body',
      {},
      refused(['carType', 'required', 'carType is required'], ['pickupLocation', 'required', 'pickupLocation is required'], ['dropoffLocation', 'required', 'dropoffLocation is required'], ['days', 'required', 'days is required']),
    ],
    ['missing required fields', { carType: 'Toyota 4Runner', pickupLocation: 'tbilisi' }, refused(['dropoffLocation', 'required', 'dropoffLocation is required'], ['days', 'required', 'days is required'])],
    [
      'required fields that are null',
      { carType: null, pickupLocation: null, dropoffLocation: null, days: null },
      refused(['carType', 'type', 'carType must be a string'], ['pickupLocation', 'type', 'pickupLocation must be a string'], ['dropoffLocation', 'type', 'dropoffLocation must be a string'], ['days', 'type', DAYS]),
    ],
    [
      'wrong types everywhere',
      { carType: 5, pickupLocation: ['tbilisi'], dropoffLocation: {}, days: '5', pickupDate: 20261201, babySeat: 'yes', crossBorderArmenia: 1 },
      refused(
        ['carType', 'type', 'carType must be a string'],
        ['pickupLocation', 'type', 'pickupLocation must be a string'],
        ['dropoffLocation', 'type', 'dropoffLocation must be a string'],
        ['days', 'type', DAYS],
        ['pickupDate', 'type', 'pickupDate must be a string'],
        ['babySeat', 'type', 'babySeat must be a boolean value'],
        ['crossBorderArmenia', 'type', 'crossBorderArmenia must be a boolean value'],
      ),
    ],
    [
      'text over the limits',
      { ...quote, carType: 'a'.repeat(101), dropoffLocation: 'b'.repeat(51), pickupDate: '2026-12-011' },
      refused(
        ['carType', 'max', 'carType must be shorter than or equal to 100 characters'],
        ['dropoffLocation', 'max', 'dropoffLocation must be shorter than or equal to 50 characters'],
        ['pickupDate', 'max', 'pickupDate must be shorter than or equal to 10 characters'],
      ),
    ],
    ['unknown fields, before the others', { discount: 50, ...quote, days: 'x', zz: true }, refused(['discount', 'unknown', 'Unknown field "discount"'], ['zz', 'unknown', 'Unknown field "zz"'], ['days', 'type', DAYS])],
    ['days as an array', { ...quote, days: [3] }, refused(['days', 'type', DAYS])],
    ['days too large to be finite', { ...quote, days: Infinity }, refused(['days', 'type', DAYS])],
    ['booleans as strings', { ...quote, babySeat: 'true', crossBorderArmenia: 'false' }, refused(['babySeat', 'type', 'babySeat must be a boolean value'], ['crossBorderArmenia', 'type', 'crossBorderArmenia must be a boolean value'])],
  ])('refuses %s', async (_what, body, expected) => {
    expect(await outcome(PricingQuoteDto, body)).toEqual(expected);
  });
});

const booking = {
  customerName: 'Nino Beridze', driverAge: '34', groupSize: '3', customerEmail: 'nino@example.com', customerPhone: '+995 555 123 456',
  pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate: '2026-12-02', pickupTime: '09:00', returnDate: '2026-12-07', returnTime: '09:00',
  carType: 'Toyota FJ Cruiser',
};

describe('CreateBookingDto.fromJson', () => {
  it.each([
    ['a valid body', booking],
    [
      'every field',
      { ...booking, insuranceType: 'standard', prepaidFuel: true, roadAssistance: false, babySeat: true, crossBorderArmenia: false, carRoofTent: false, campingEquipment: false, prepaidCarWash: true, totalPrice: '505', gclid: 'abc', recaptchaToken: 'tok' },
    ],
    ['an empty body (every booking field is the domain\'s to check)', {}],
    ['any type in the booking fields (the domain answers with the messages of docs/product.md §8)', { customerName: 5, driverAge: 34, groupSize: null, pickupDate: ['x'], prepaidFuel: 'yes', totalPrice: 505, gclid: { a: 1 } }],
    ['a null recaptchaToken', { ...booking, recaptchaToken: null }],
    ['a recaptchaToken at the limit', { ...booking, recaptchaToken: 'x'.repeat(4096) }],
  ])('passes %s on as it came', async (_what, body) => {
    expect(await outcome(CreateBookingDto, structuredClone(body))).toEqual({ value: body });
  });

  it.each([
    ['a recaptchaToken that is not text', { ...booking, recaptchaToken: 5 }, refused(['recaptchaToken', 'type', 'recaptchaToken must be a string'])],
    ['a recaptchaToken too long', { ...booking, recaptchaToken: 'x'.repeat(4097) }, refused(['recaptchaToken', 'max', 'recaptchaToken must be shorter than or equal to 4096 characters'])],
    [
      'unknown fields, before the others',
      { unit: 'TB-001', ...booking, recaptchaToken: [], status: 'confirmed' },
      refused(['unit', 'unknown', 'Unknown field "unit"'], ['status', 'unknown', 'Unknown field "status"'], ['recaptchaToken', 'type', 'recaptchaToken must be a string']),
    ],
    ['an unknown field only', { discount: 10 }, refused(['discount', 'unknown', 'Unknown field "discount"'])],
  ])('refuses %s', async (_what, body, expected) => {
    expect(await outcome(CreateBookingDto, body)).toEqual(expected);
  });
});

describe('AvailabilityQuery.fromJson (a query string as Express parses it)', () => {
  it.each([
    ['pickupDate=2026-07-01&returnDate=2026-07-08', { pickupDate: '2026-07-01', returnDate: '2026-07-08' }],
    ['pickupDate=2026-07-01&pickupTime=10:00&returnDate=2026-07-08&returnTime=18:30', { pickupDate: '2026-07-01', pickupTime: '10:00', returnDate: '2026-07-08', returnTime: '18:30' }],
    ['', {}],
    ['pickupDate&returnDate=', { pickupDate: '', returnDate: '' }],
    [`returnTime=${'y'.repeat(32)}`, { returnTime: 'y'.repeat(32) }],
  ])('passes %j on as it came', async (query, value) => {
    expect(await outcome(AvailabilityQuery, parse(query), 'query')).toEqual({ value });
  });

  it.each([
    ['pickupDate=a&pickupDate=b&returnDate=x', refused(['pickupDate', 'type', 'pickupDate must be a string'])],
    [`pickupDate=${'x'.repeat(33)}`, refused(['pickupDate', 'max', 'pickupDate must be shorter than or equal to 32 characters'])],
    [
      'foo=1&pickupDate=2026-07-01&bar=2&returnDate=a&returnDate=b',
      refused(['foo', 'unknown', 'Unknown field "foo"'], ['bar', 'unknown', 'Unknown field "bar"'], ['returnDate', 'type', 'returnDate must be a string']),
    ],
  ])('refuses %j', async (query, expected) => {
    expect(await outcome(AvailabilityQuery, parse(query), 'query')).toEqual(expected);
  });
});

describe('the global pipe', () => {
  it('refuses a body that is not an object before looking at fields', async () => {
    for (const metatype of [PricingQuoteDto, CreateBookingDto]) {
      for (const body of [null, [1], 'text', 3]) {
        expect(await outcome(metatype, body)).toEqual(refused(['body', 'type', 'The request body must be a JSON object']));
      }
    }
  });
});
