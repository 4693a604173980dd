import { Logger } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { Request, Response } from 'express';
import { CheckAvailabilityService } from '../../application/availability/check-availability.service.js';
import { BookingStatusService } from '../../application/booking/booking-status.service.js';
import { CreateBookingService } from '../../application/booking/create-booking.service.js';
import { ListFleetService } from '../../application/fleet/list-fleet.service.js';
import { ListPoliciesService } from '../../application/policies/list-policies.service.js';
import { PriceBookingService } from '../../application/booking/price-booking.service.js';
import { CurrentPrices } from '../../application/pricing/current-prices.service.js';
import { apiMessage, localiseFieldError } from '../i18n/messages.js';
import { DEFAULT_TIME } from '../../domain/booking/messages.js';
import type { BookingRequest } from '../../domain/booking/booking-request.js';
import { CURRENCY } from '../../domain/pricing/currency.js';
import type { PriceTables } from '../../domain/pricing/price-tables.js';
import { tbilisiLocalTime } from '../../domain/shared/dates.js';
import { internationalPhone } from '../../domain/shared/messaging.js';
import { DEFAULT_LOCALE, localisePath, type Locale } from '../../domain/site/locales.js';
import { domainErrorToHttp, isDomainError } from '../errors/domain-error-mapping.js';
import { isDatabaseUnavailable } from '../errors/database-unavailable.js';
import { DATABASE_UNAVAILABLE, INTERNAL_ERROR, VALIDATION_FAILED, type ErrorBody } from '../errors/error-body.js';
import { rateLimitDecision } from '../http/guards/rate-limit.guard.js';
import type { SubmissionRateLimiter } from '../http/guards/submission-rate-limiter.js';
import {
  availabilityInput,
  availabilityOutput,
  bookingStatusInput,
  bookingStatusOutput,
  listCarsInput,
  listCarsOutput,
  policiesInput,
  policiesOutput,
  quoteInput,
  quoteOutput,
  requestBookingInput,
  requestBookingOutput,
} from './mcp-schemas.js';

/** The application services the tools call: the HTTP API's own. */
export type McpServices = {
  /** The booking API's pricing path (POST /api/bookings/price): `quote` answers what `request_booking` stores. */
  price: PriceBookingService;
  /** The current price tables: the tools' descriptions name their prices. */
  prices: CurrentPrices;
  availability: CheckAvailabilityService;
  createBooking: CreateBookingService;
  bookingStatus: BookingStatusService;
  fleet: ListFleetService;
  policies: ListPoliciesService;
  /** The API's per-client budgets: POST /api/bookings' (request_booking) and the booking page's (booking_status). */
  bookingLimiter: SubmissionRateLimiter;
  bookingPageLimiter: SubmissionRateLimiter;
};

export type McpSettings = {
  brandName: string;
  contactPhone: string;
  /** E-mail is configured: the customer gets the booking with its "Keep my car" button. */
  mailConfigured: boolean;
  version: string;
};

/** What one HTTP request gives the tools: who is asking (rate limits, caps), the origin of links and the price tables of the moment. */
export type McpRequestContext = { req: Request; res: Response; origin: string; tables: PriceTables };

/** The list_cars answers of each fleet list (one per price-table version), by language and origin. */
const LIST_CARS_ANSWERS = new WeakMap<readonly unknown[], Map<string, Structured>>();

export const MCP_TOOL_NAMES = ['list_cars', 'quote', 'check_availability', 'request_booking', 'policies', 'booking_status'] as const;
export type McpToolName = (typeof MCP_TOOL_NAMES)[number];

type Structured = Record<string, unknown>;

function ok(structured: Structured): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

/**
 * The API's error answer as a tool error: first its message (for field errors, `field: message`
 * a line each, as the form shows them), in `words` when given (the same answer in another
 * language), then the API's JSON error body itself.
 */
export function toolError(body: ErrorBody, words: ErrorBody = body): CallToolResult {
  const errors = words.errors ?? [];
  const fields = errors.map((e) => `${e.field}: ${e.message}`).join('\n');
  let text = words.message;
  if (errors.length && body.message === VALIDATION_FAILED) text = fields;
  else if (errors.some((e) => e.message !== words.message)) text = `${words.message}\n${fields}`;
  return { isError: true, content: [{ type: 'text', text }, { type: 'text', text: JSON.stringify(body) }] };
}

/**
 * An error answer in a language: each field error in the site's words for it
 * (adapters/i18n/messages.ts), a message that is a field error's text as that one, an unknown
 * booking as the API's not-found text in that language. Other answers (the server's own failures)
 * stay in English.
 */
function localisedBody(body: ErrorBody, locale: Locale): ErrorBody {
  if (locale === 'en') return body;
  const errors = body.errors?.map((e) => ({ ...e, message: localiseFieldError(e, locale) }));
  let message = body.message;
  const same = body.errors?.findIndex((e) => e.message === body.message) ?? -1;
  if (same >= 0 && errors) message = errors[same].message;
  else if (body.code === 'BOOKING_NOT_FOUND') message = apiMessage(locale, 'bookingNotFound', { reference: String(body.params?.reference ?? '') });
  return { ...body, message, ...(errors ? { errors } : {}) };
}

const logger = new Logger('Mcp');

/**
 * Runs a tool: a domain error becomes the API's answer as a tool error (its text in `locale`), a
 * database outage the API's 503 message; anything else is logged and answered as the API's 500
 * (no details).
 */
async function run(locale: Locale, work: () => Promise<Structured> | Structured): Promise<CallToolResult> {
  try {
    return ok(await work());
  } catch (e) {
    if (isDomainError(e)) {
      const { body } = domainErrorToHttp(e);
      return toolError(body, localisedBody(body, locale));
    }
    if (isDatabaseUnavailable(e)) return toolError({ statusCode: 503, message: DATABASE_UNAVAILABLE });
    logger.error(`tool failed: ${e instanceof Error ? e.message : String(e)}`, e instanceof Error ? e.stack : undefined);
    return toolError({ statusCode: 500, message: INTERNAL_ERROR });
  }
}

/** The API's 429 as a tool error (its text in `locale`), or null when the request is within its budget. */
async function overLimit(limiter: SubmissionRateLimiter, group: string, ctx: McpRequestContext, locale: Locale): Promise<CallToolResult | null> {
  const wait = await rateLimitDecision(limiter, group, ctx.req, ctx.res);
  if (wait === null) return null;
  const values = { limit: limiter.limit, seconds: wait };
  return toolError({ statusCode: 429, message: apiMessage('en', 'tooManyRequests', values) }, { statusCode: 429, message: apiMessage(locale, 'tooManyRequests', values) });
}

/** A tool's registration: title, description, schemas and hints. */
type ToolConfig<I extends z.ZodTypeAny> = {
  title: string;
  description: string;
  inputSchema: I;
  outputSchema: z.ZodTypeAny;
  annotations: ToolAnnotations;
};

/**
 * `server.registerTool` with our schemas' own argument types. The SDK's generic signature (zod 3
 * and 4 schema unions) made the TypeScript compiler spend minutes on each call; the SDK checks the
 * arguments against `inputSchema` at run time either way.
 */
function addTool<I extends z.ZodTypeAny>(server: McpServer, name: string, config: ToolConfig<I>, handler: (args: z.infer<I>) => Promise<CallToolResult>): void {
  const register = server.registerTool.bind(server) as unknown as (name: string, config: ToolConfig<I>, handler: (args: z.infer<I>) => Promise<CallToolResult>) => void;
  register(name, config, handler);
}

/** Each tool's title and description (tools/list, /.well-known/mcp.json, /llms.txt). */
export function toolInfo(contactPhone: string): Record<McpToolName, { title: string; description: string }> {
  const whatsapp = internationalPhone(contactPhone);
  return {
    list_cars: {
      title: 'List the cars',
      description: 'The cars that can be booked: seats, class, features, daily rates by rental length (EUR) and pictures.',
    },
    quote: {
      title: 'Quote a rental',
      description:
        "The price of a rental exactly as request_booking would store it for the same arguments: days from the pickup and return dates and times (a return later on the clock than the pickup counts one more day), the daily rate by rental length and season, the delivery fee between the cities, insurance and every extra. Answers totalPrice, days, dailyRate, the itemised breakdown, notes that explain the price and whether a car is free (EUR). A car that cannot be booked is an error naming the bookable cars.",
    },
    check_availability: {
      title: 'Check availability',
      description: 'How many cars of each bookable model are free for the whole rental (pickup to return).',
    },
    request_booking: {
      title: 'Request a booking',
      description: `Makes a pending booking under every rule of the site's booking form. The car is held only for a short time: the customer must press "Keep my car" in the e-mail we send, or write to us on WhatsApp (${whatsapp}) with the reference. Answers the reference, status and until when the car is held.`,
    },
    policies: {
      title: 'Rental policies',
      description: 'Deposit and payment, insurance options, cross-border travel, late arrival, fuel and cancellation, from the terms of service, in en, ru, he or ar.',
    },
    booking_status: {
      title: 'Booking status',
      description:
        'The status of a booking (pending, confirmed, cancelled, ...) and until when a pending booking holds its car, given its reference and the e-mail address it was made with; once the car is handed over, its total, charges, payments and balance in EUR (balance below 0: owed to the customer).',
    },
  };
}

function carClass(driveWheels: string, seats: number): string {
  if (driveWheels !== '4x4') return 'Sedan';
  return seats > 5 ? '4x4 SUV, 7 seats' : '4x4 SUV';
}

/**
 * A stateless MCP server for one request (docs/api.md "MCP server"): the six tools, each calling
 * the application service the HTTP API calls, under the API's rules and limits.
 */
export function buildMcpServer(services: McpServices, settings: McpSettings, ctx: McpRequestContext): McpServer {
  const server = new McpServer(
    { name: 'georgia-car-rental', title: `${settings.brandName}: car rental in Georgia`, version: settings.version },
    {
      instructions: `${settings.brandName} rents cars (mostly 4x4) in Georgia, the country, with delivery in Tbilisi, Batumi and Kutaisi; prices in EUR. Use list_cars, quote and check_availability to plan; request_booking makes a pending booking that the customer must keep with the "Keep my car" button in our e-mail or confirm on WhatsApp.`,
    },
  );
  const tools = toolInfo(settings.contactPhone);
  const whatsapp = internationalPhone(settings.contactPhone);

  addTool(
    server,
    'list_cars',
    {
      ...tools.list_cars,
      inputSchema: listCarsInput,
      outputSchema: listCarsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ language }) => {
      const locale: Locale = language ?? DEFAULT_LOCALE;
      return run(locale, async () => {
        const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${ctx.origin}${path}`);
        const fleet = await services.fleet.execute(locale);
        // ListFleetService answers the same array while the price tables' version stays: the answer
        // is made once per version, language and origin (execute(locale): one list per language).
        const answers = LIST_CARS_ANSWERS.get(fleet) ?? new Map<string, Structured>();
        LIST_CARS_ANSWERS.set(fleet, answers);
        const key = `${locale} ${ctx.origin}`;
        const made = answers.get(key);
        if (made) return made;
        if (answers.size >= 64) answers.clear();
        const answer = {
          language: locale,
          currency: CURRENCY,
          cars: fleet.map((v) => ({
            carType: v.carType,
            class: carClass(v.driveWheels, v.passengers),
            seats: v.passengers,
            transmission: v.transmission,
            fuelType: v.fuelType,
            driveWheels: v.driveWheels,
            fuelConsumption: v.fuelConsumption,
            features: [...v.specs],
            description: v.description,
            fromPrice: v.fromPrice,
            dailyRates: v.tiers.map((t) => ({ label: t.label, dailyRate: t.dailyRate })),
            pictures: [...new Set([v.image, ...v.gallery])].map(absolute),
            page: absolute(localisePath(`/booking?carType=${encodeURIComponent(v.carType)}`, locale)),
          })),
        };
        answers.set(key, answer);
        return answer;
      });
    },
  );

  addTool(
    server,
    'quote',
    {
      ...tools.quote,
      inputSchema: quoteInput(ctx.tables),
      outputSchema: quoteOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ language, ...args }) =>
      run(language ?? DEFAULT_LOCALE, async () => {
        const q = await services.price.execute({ ...args, pickupTime: args.pickupTime ?? DEFAULT_TIME, returnTime: args.returnTime ?? DEFAULT_TIME });
        const amount = (key: string) => q.breakdown.lines.filter((l) => l.key === key).reduce((sum, l) => sum + l.amount, 0);
        return {
          ...q.rental,
          extras: Object.entries(q.services).filter(([, chosen]) => chosen).map(([key]) => key),
          days: q.days,
          dailyRate: q.dailyRate,
          baseTotal: amount('car'),
          deliveryFee: amount('delivery'),
          babySeatTotal: amount('babySeat'),
          armeniaFee: amount('crossBorderArmenia'),
          totalPrice: q.totalPrice,
          currency: q.currency,
          breakdown: q.breakdown,
          notes: q.notes,
          available: q.available,
        };
      }),
  );

  addTool(
    server,
    'check_availability',
    {
      ...tools.check_availability,
      inputSchema: availabilityInput,
      outputSchema: availabilityOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ language, ...args }) => run(language ?? DEFAULT_LOCALE, () => services.availability.execute(args)),
  );

  addTool(
    server,
    'request_booking',
    {
      ...tools.request_booking,
      inputSchema: requestBookingInput(ctx.tables),
      outputSchema: requestBookingOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async ({ language, ...args }) => {
      const locale: Locale = language ?? DEFAULT_LOCALE;
      const limited = await overLimit(services.bookingLimiter, 'booking', ctx, locale);
      if (limited) return limited;
      return run(locale, async () => {
        const request = {
          ...args,
          driverAge: String(args.driverAge),
          groupSize: String(args.groupSize),
          pickupTime: args.pickupTime ?? DEFAULT_TIME,
          returnTime: args.returnTime ?? DEFAULT_TIME,
          insuranceType: args.insuranceType ?? 'minimum',
          prepaidFuel: args.prepaidFuel ?? false,
          roadAssistance: args.roadAssistance ?? false,
          babySeat: args.babySeat ?? false,
          crossBorderArmenia: args.crossBorderArmenia ?? false,
          carRoofTent: args.carRoofTent ?? false,
          campingEquipment: args.campingEquipment ?? false,
          prepaidCarWash: args.prepaidCarWash ?? false,
          locale: args.locale ?? locale,
          totalPrice: '',
          gclid: '',
        } satisfies BookingRequest;
        const clientIp = ctx.req.ip ?? ctx.req.socket.remoteAddress ?? null;
        const { booking } = await services.createBooking.create(request, { clientIp, hostname: ctx.req.hostname });
        const expiresAtLocal = tbilisiLocalTime(booking.expiresAt);
        const held = expiresAtLocal ? ` We hold the ${booking.carType} until ${expiresAtLocal}; after that the booking is cancelled.` : '';
        const keep = settings.mailConfigured
          ? `The customer must press "Keep my car" in the e-mail we sent to ${booking.customerEmail}, or write to us on WhatsApp (${whatsapp}) with the reference ${booking.reference}.`
          : `The customer must write to us on WhatsApp (${whatsapp}) with the reference ${booking.reference} so that we confirm it.`;
        return {
          reference: booking.reference,
          status: booking.status,
          expiresAt: booking.expiresAt,
          expiresAtLocal,
          message: `Booking ${booking.reference} is pending, not yet confirmed: ${booking.days} days, ${booking.totalPrice} ${CURRENCY}, paid at pickup.${held} ${keep}`,
        };
      });
    },
  );

  addTool(
    server,
    'policies',
    {
      ...tools.policies,
      inputSchema: policiesInput,
      outputSchema: policiesOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ language }) => run(language ?? DEFAULT_LOCALE, () => services.policies.execute(language ?? DEFAULT_LOCALE)),
  );

  addTool(
    server,
    'booking_status',
    {
      ...tools.booking_status,
      inputSchema: bookingStatusInput,
      outputSchema: bookingStatusOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ reference, customerEmail, language }) => {
      const locale: Locale = language ?? DEFAULT_LOCALE;
      const limited = await overLimit(services.bookingPageLimiter, 'booking-page', ctx, locale);
      if (limited) return limited;
      return run(locale, async () => {
        const status = await services.bookingStatus.execute(reference, customerEmail);
        return { ...status, heldUntilLocal: tbilisiLocalTime(status.heldUntil) };
      });
    },
  );

  return server;
}
