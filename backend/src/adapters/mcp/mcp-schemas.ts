import { z } from 'zod';
import { INSURANCE_TYPES } from '../../domain/booking/insurance.js';
import { BOOKING_MESSAGES } from '../../domain/booking/messages.js';
import type { PriceTables } from '../../domain/pricing/price-tables.js';
import { priceValues } from '../../domain/pricing/price-values.js';
import { LOCALES } from '../../domain/site/locales.js';

/**
 * The tools' arguments and results (docs/api.md "MCP server"). The schemas fix names and JSON
 * types only: every value is checked by the same domain rules as the HTTP API, so a bad value gets
 * the API's message (a schema rule would answer with zod's words instead). Unknown arguments are
 * refused, like unknown fields of the API.
 */

const text = (description: string) => z.string().max(4096).describe(description);
/** Another value is a tool error naming the four (the API's message for a booking's `locale`). */
const language = z
  .enum(LOCALES, { message: BOOKING_MESSAGES.locale })
  .optional()
  .describe('Language of the texts and of the error messages (the words the site shows in that language): en (default), ru, he or ar');
const date = (description: string) => text(`${description}, YYYY-MM-DD (Tbilisi date)`);
const time = (description: string) => text(`${description}, HH:MM (Tbilisi time); default 09:00`).optional();
const city = (description: string) => text(`${description}: tbilisi, batumi or kutaisi`);
const flag = (description: string) => z.boolean().optional().describe(`${description} (default false)`);
/** The booking form sends numbers as typed text; an agent may send a JSON number. */
const whole = (description: string) => z.union([z.string().max(16), z.number()]).describe(description);

export const listCarsInput = z.object({ language }).strict();
export const policiesInput = z.object({ language }).strict();

/**
 * The rental's arguments of `quote` and `request_booking`: the booking form's step 2 and extras, their
 * descriptions naming the current price tables' prices (the server is built per request).
 */
function rentalArgs(tables: PriceTables) {
  const p = priceValues(tables);
  return {
    pickupLocation: city('Pickup city'),
    dropoffLocation: city('Drop-off city'),
    pickupDate: date('Pickup date, not in the past'),
    pickupTime: time('Pickup time'),
    returnDate: date('Return date; the rental lasts 3 to 365 days'),
    returnTime: time('Return time; a return later on the clock than the pickup counts one more day'),
    carType: text('One of the cars of list_cars, e.g. "Toyota FJ Cruiser"'),
    insuranceType: z
      .enum(INSURANCE_TYPES)
      .optional()
      .describe(`minimum (${p.minimumInsurance ? `${p.minimumInsurance} EUR a day` : 'free'}, default), standard (${p.standardInsurance} EUR a day) or enhanced (${p.enhancedInsurance} EUR a day); see policies`),
    prepaidFuel: flag(`Prepaid fuel, ${p.prepaidFuel} EUR once`),
    roadAssistance: flag(`Roadside assistance, ${p.roadAssistance} EUR a day`),
    babySeat: flag(`Baby seat, ${p.babySeat} EUR a day`),
    crossBorderArmenia: flag(`Permission to drive to Armenia, ${p.crossBorderArmenia} EUR once`),
    carRoofTent: flag(`Car roof tent, ${p.carRoofTent} EUR a day (not for the Hyundai Elantra)`),
    campingEquipment: flag(`Camping equipment, ${p.campingEquipment} EUR once (not for the Hyundai Elantra)`),
    prepaidCarWash: flag(`Prepaid car wash, ${p.prepaidCarWash} EUR once`),
  };
}

export const quoteInput = (tables: PriceTables) => z.object({ ...rentalArgs(tables), language }).strict();

export const availabilityInput = z
  .object({
    pickupDate: date('Pickup date, not in the past'),
    returnDate: date('Return date, after the pickup'),
    pickupTime: time('Pickup time'),
    returnTime: time('Return time'),
    language,
  })
  .strict();

export const requestBookingInput = (tables: PriceTables) => z
  .object({
    customerName: text('First and last name, e.g. "Nino Beridze"'),
    driverAge: whole('Age of the driver, 23 to 70'),
    groupSize: whole('People travelling, 1 to 20'),
    customerEmail: text('The customer\'s e-mail address: we send the booking there with the "Keep my car" button'),
    customerPhone: text('WhatsApp number with country code, e.g. "+995 555 123 456"'),
    ...rentalArgs(tables),
    locale: z
      .enum(LOCALES, { message: BOOKING_MESSAGES.locale })
      .optional()
      .describe("Language of the customer's e-mails: en, ru, he or ar; default: language"),
    language,
  })
  .strict();

export const bookingStatusInput = z
  .object({
    reference: text('The booking reference, e.g. "GR-7K3Q9P"'),
    customerEmail: text('The e-mail address the booking was made with'),
    language,
  })
  .strict();

const location = z.enum(['tbilisi', 'batumi', 'kutaisi']);

const priceLine = z.object({
  key: z.string(),
  label: z.string(),
  quantity: z.number().optional(),
  unitPrice: z.number().optional(),
  amount: z.number(),
  season: z.string().optional(),
  percent: z.number().optional(),
});

export const quoteOutput = z.object({
  carType: z.string(),
  pickupLocation: location,
  dropoffLocation: location,
  pickupDate: z.string(),
  pickupTime: z.string(),
  returnDate: z.string(),
  returnTime: z.string(),
  insuranceType: z.enum(INSURANCE_TYPES),
  extras: z.array(z.string()),
  dailyRate: z.number(),
  days: z.number(),
  baseTotal: z.number(),
  deliveryFee: z.number(),
  babySeatTotal: z.number(),
  armeniaFee: z.number(),
  totalPrice: z.number(),
  currency: z.literal('EUR'),
  breakdown: z.object({ lines: z.array(priceLine), total: z.number() }),
  notes: z.array(z.string()),
  available: z.boolean(),
});

export const availabilityOutput = z.object({
  pickupDate: z.string(),
  pickupTime: z.string(),
  returnDate: z.string(),
  returnTime: z.string(),
  cars: z.array(z.object({ carType: z.string(), available: z.number(), total: z.number() })),
});

export const requestBookingOutput = z.object({
  reference: z.string(),
  status: z.string(),
  expiresAt: z.string().nullable(),
  expiresAtLocal: z.string().nullable(),
  message: z.string(),
});

export const bookingStatusOutput = z.object({
  reference: z.string(),
  status: z.string(),
  heldUntil: z.string().nullable(),
  heldUntilLocal: z.string().nullable(),
});

export const policiesOutput = z.object({
  language: z.enum(LOCALES),
  policies: z.array(z.object({ key: z.string(), title: z.string(), text: z.string() })),
  insuranceOptions: z.array(
    z.object({ key: z.enum(INSURANCE_TYPES), name: z.string(), pricePerDay: z.number(), currency: z.literal('EUR'), price: z.string(), youPay: z.string() }),
  ),
});

export const listCarsOutput = z.object({
  language: z.enum(LOCALES),
  currency: z.literal('EUR'),
  cars: z.array(
    z.object({
      carType: z.string(),
      class: z.string(),
      seats: z.number(),
      transmission: z.string().nullable(),
      fuelType: z.string().nullable(),
      driveWheels: z.string(),
      fuelConsumption: z.number().nullable(),
      features: z.array(z.string()),
      description: z.string(),
      fromPrice: z.number(),
      dailyRates: z.array(z.object({ label: z.string(), dailyRate: z.number() })),
      pictures: z.array(z.string()),
      page: z.string(),
    }),
  ),
});
