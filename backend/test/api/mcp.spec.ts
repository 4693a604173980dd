/**
 * The agents' MCP server (docs/api.md "MCP server"), driven by the official client over Streamable
 * HTTP against a listening server on a real database: the tools, the same answers and rules as the
 * HTTP API (quote, sold out, validation messages, caps, rate limits, the body limit), a booking that
 * staff see in `rentals bookings show` with its e-mail queued, the status only for the right
 * e-mail, the discovery files and MCP_ENABLED=0.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import request from 'supertest';
import { ListPoliciesService } from '../../src/application/policies/list-policies.service.js';
import { ChangePricesService } from '../../src/application/pricing/change-prices.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const today = () => todayInTbilisi(new Date());

async function listen(t: TestApp): Promise<string> {
  const server = t.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A connected official MCP client (stateless server: every call is a POST of its own). */
async function connect(baseUrl: string): Promise<Client> {
  const client = new Client({ name: 'rentals-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`)));
  return client;
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
const errorText = (r: CallToolResult) => (r.content as { type: string; text: string }[])[0]?.text ?? '';

/** Runs the built `rentals` CLI on the test database (`db.env`: its DATABASE_URL, or the embedded one's DATA_DIR). */
function rentals(args: string[], dbEnv: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['cli/bin/rentals.js', ...args],
      { cwd: ROOT, env: { ...process.env, ...dbEnv, PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0' }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let week = 0;
/** A valid request_booking: a Toyota FJ Cruiser for 5 days, each call in a week of its own. */
function bookingArgs(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const pickupDate = addDays(today(), 20 + 7 * week++);
  return {
    customerName: 'Nino Beridze',
    driverAge: 34,
    groupSize: '3',
    customerEmail: 'nino@example.com',
    customerPhone: '+995 555 123 456',
    pickupLocation: 'tbilisi',
    dropoffLocation: 'batumi',
    pickupDate,
    returnDate: addDays(pickupDate, 5),
    carType: 'Toyota FJ Cruiser',
    insuranceType: 'standard',
    roadAssistance: true,
    ...overrides,
  };
}

describe('MCP server at /mcp (caps off, e-mail to the test sink)', () => {
  let db: TestDatabase;
  let smtp: SmtpSink;
  let t: TestApp;
  let baseUrl: string;
  let client: Client;
  const bookingCount = async () => Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM bookings'))[0].n);

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpSink();
    t = await startTestApp({ ...db.env, SMTP_URL: smtp.url, MAIL_FROM: 'bookings@example.com', OUTBOX_POLL_MS: '100', CONTACT_PHONE: '995555000111' });
    baseUrl = await listen(t);
    client = await connect(baseUrl);
  });
  afterAll(async () => {
    await client?.close();
    await t?.close();
    await smtp?.close();
    await db?.drop();
  });

  it('lists the six tools, each with an input and an output schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['booking_status', 'check_availability', 'list_cars', 'policies', 'quote', 'request_booking']);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.description).toBeTruthy();
    }
    const booking = tools.find((tool) => tool.name === 'request_booking')!;
    expect(Object.keys(booking.inputSchema.properties ?? {})).not.toEqual(expect.arrayContaining(['totalPrice']));
    for (const hidden of ['totalPrice', 'gclid', 'recaptchaToken']) expect(booking.inputSchema.properties).not.toHaveProperty(hidden);
    expect(booking.inputSchema.required).toEqual(expect.arrayContaining(['customerName', 'customerEmail', 'carType', 'pickupDate', 'returnDate']));
    expect(booking.inputSchema.required).not.toContain('babySeat');
  });

  it('quotes a 7-day FJ Cruiser Tbilisi -> Batumi like POST /api/bookings/price (and POST /api/pricing/quote for the same days)', async () => {
    const pickupDate = addDays(today(), 30);
    const result = await call(client, 'quote', { carType: 'toyota fj cruiser', pickupLocation: 'Tbilisi', dropoffLocation: 'batumi', pickupDate, returnDate: addDays(pickupDate, 7) });
    expect(result.isError).toBeFalsy();
    const http = await request(baseUrl).post('/api/pricing/quote').send({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 7, pickupDate }).expect(200);
    expect(result.structuredContent).toMatchObject({ days: 7, dailyRate: 67, totalPrice: http.body.totalPrice, baseTotal: http.body.baseTotal, deliveryFee: http.body.deliveryFee, currency: 'EUR' });
    const price = await request(baseUrl).post('/api/bookings/price').send({ carType: 'toyota fj cruiser', pickupLocation: 'Tbilisi', dropoffLocation: 'batumi', pickupDate, pickupTime: '09:00', returnDate: addDays(pickupDate, 7), returnTime: '09:00' }).expect(200);
    expect(result.structuredContent).toMatchObject({ totalPrice: price.body.totalPrice, breakdown: price.body.breakdown, notes: price.body.notes, available: price.body.available });

    const extras = await call(client, 'quote', { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate, returnDate: addDays(pickupDate, 7), babySeat: true, crossBorderArmenia: true });
    const httpExtras = await request(baseUrl).post('/api/pricing/quote').send({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days: 7, pickupDate, babySeat: true, crossBorderArmenia: true });
    expect(extras.structuredContent).toMatchObject({ totalPrice: httpExtras.body.totalPrice, babySeatTotal: httpExtras.body.babySeatTotal, armeniaFee: httpExtras.body.armeniaFee, extras: ['babySeat', 'crossBorderArmenia'] });
  });

  it('lists the cars and the policies in the asked language', async () => {
    const cars = await call(client, 'list_cars', { language: 'ru' });
    const list = (cars.structuredContent as { cars: { carType: string; seats: number; class: string; pictures: string[]; page: string; features: string[] }[] }).cars;
    expect(list.map((c) => c.carType)).toEqual(['Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner']);
    expect(list.find((c) => c.carType === 'Chevrolet Suburban')).toMatchObject({ seats: 7, class: '4x4 SUV, 7 seats' });
    expect(list[0].pictures[0]).toMatch(new RegExp(`^${baseUrl}/images/cars/`));
    expect(list[3].page).toBe(`${baseUrl}/ru/booking?carType=Toyota%20FJ%20Cruiser`);
    // The five cars' texts in Russian, the words the site's /ru page shows (domain/catalogue/fleet-texts.ru.ts).
    const suburban = list.find((c) => c.carType === 'Chevrolet Suburban') as (typeof list)[number] & { description: string };
    expect(suburban.description).toMatch(/^Семь мест, огромный багажник и полный привод/);
    expect(suburban.features).toEqual(['7 мест', 'Автомат', 'Бензин', 'Кондиционер', 'Блютуз', '4x4']);
    expect(list[0].features).toEqual(['5 мест', 'Автомат', 'Бензин', 'Кондиционер', 'Блютуз', '2x2']);
    const english = ((await call(client, 'list_cars')).structuredContent as { cars: { carType: string; description: string; features: string[] }[] }).cars;
    expect(english.find((c) => c.carType === 'Chevrolet Suburban')).toMatchObject({ features: ['7 Seats', 'Automatic', 'Petrol', 'A/C', 'Bluetooth', '4x4'] });
    expect(english.find((c) => c.carType === 'Chevrolet Suburban')!.description).toMatch(/^Seven seats, a huge boot and 4x4/);

    const en = (await call(client, 'policies')).structuredContent as { language: string; policies: { key: string; text: string }[]; insuranceOptions: { key: string; pricePerDay: number }[] };
    expect(en.language).toBe('en');
    expect(en.policies.map((p) => p.key)).toEqual(['deposit', 'insurance', 'crossBorder', 'lateArrival', 'fuel', 'cancellation']);
    expect(en.policies.find((p) => p.key === 'deposit')!.text).toContain('There is no deposit');
    expect(en.policies.find((p) => p.key === 'crossBorder')!.text).toContain('It costs 90 EUR');
    expect(en.insuranceOptions.map((o) => [o.key, o.pricePerDay])).toEqual([['minimum', 0], ['standard', 10], ['enhanced', 30]]);
    for (const language of ['ru', 'he', 'ar']) {
      const other = (await call(client, 'policies', { language })).structuredContent as typeof en;
      expect(other.language).toBe(language);
      expect(other.policies).toHaveLength(6);
      expect(other.policies[0].text).not.toBe(en.policies[0].text);
    }
    const ru = (await call(client, 'policies', { language: 'ru' })).structuredContent as typeof en;
    expect(ru.policies[0].text).toContain('Залога нет');
    const bad = await call(client, 'policies', { language: 'fr' });
    expect(bad.isError).toBe(true);
  });

  it('answers list_cars from a copy made once per price-table version: a price change shows at once', async () => {
    const rates = async () =>
      ((await call(client, 'list_cars')).structuredContent as { cars: { carType: string; dailyRates: { dailyRate: number }[] }[] }).cars
        .find((c) => c.carType === 'Toyota 4Runner')!
        .dailyRates.map((r) => r.dailyRate);
    const before = await rates();
    expect(await rates()).toEqual(before);
    await t.app.get(ChangePricesService).setRates('Toyota 4Runner', before.map((r) => r + 7).join(','), 'mcp test');
    expect(await rates()).toEqual(before.map((r) => r + 7));
    await t.app.get(ChangePricesService).setRates('Toyota 4Runner', before.join(','), 'mcp test');
    expect(await rates()).toEqual(before);
  });

  it('answers policies from a copy made once per price-table version and language: a price change shows at once', async () => {
    const service = t.app.get(ListPoliciesService);
    const first = await service.execute('ru');
    expect(await service.execute('ru')).toBe(first);
    expect(await service.execute('en')).not.toBe(first);
    expect(Object.isFrozen(first.insuranceOptions[0])).toBe(true);
    const standard = async () =>
      ((await call(client, 'policies', { language: 'ru' })).structuredContent as { insuranceOptions: { key: string; pricePerDay: number }[] }).insuranceOptions.find((o) => o.key === 'standard')!.pricePerDay;
    const before = await standard();
    expect(before).toBe(first.insuranceOptions.find((o) => o.key === 'standard')!.pricePerDay);
    await t.app.get(ChangePricesService).setInsurance('standard', String(before + 5), 'mcp test');
    expect(await standard()).toBe(before + 5);
    const changed = await service.execute('ru');
    expect(changed).not.toBe(first);
    expect(await service.execute('ru')).toBe(changed);
    await t.app.get(ChangePricesService).setInsurance('standard', String(before), 'mcp test');
    expect(await standard()).toBe(before);
  });

  it('requests a booking that staff see in `rentals bookings show` as pending and unverified, with its e-mail queued; never a page token', async () => {
    const before = smtp.messages.length;
    const result = await call(client, 'request_booking', bookingArgs({ customerEmail: 'agent.guest@example.com', locale: 'ru' }));
    expect(result.isError).toBeFalsy();
    const answer = result.structuredContent as { reference: string; status: string; expiresAt: string; message: string };
    expect(Object.keys(answer).sort()).toEqual(['expiresAt', 'expiresAtLocal', 'message', 'reference', 'status']);
    expect(answer.reference).toMatch(/^GR-[A-Z0-9]{6}$/);
    expect(answer.status).toBe('pending');
    expect(new Date(answer.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(answer.message).toContain('Keep my car');
    expect(answer.message).toContain('WhatsApp (+995555000111)');
    expect(JSON.stringify(result)).not.toMatch(/\/b\/|token|bookingPage/i);

    const shown = await rentals(['bookings', 'show', answer.reference, '--json'], db.env);
    expect(shown.stderr).toBe('');
    const booking = JSON.parse(shown.stdout);
    expect(booking).toMatchObject({ reference: answer.reference, status: 'pending', verified: false, customerEmail: 'agent.guest@example.com', locale: 'ru', carType: 'Toyota FJ Cruiser', insuranceType: 'standard', roadAssistance: true, babySeat: false, gclid: null });
    expect(booking.expiresAt).toBe(answer.expiresAt);
    expect(booking.clientTotalPrice ?? null).toBeNull();

    const queued = await t.query<{ channel: string; topic: string }>(`SELECT channel, topic FROM outbox WHERE reference = $1`, [answer.reference]);
    expect(queued).toEqual(expect.arrayContaining([expect.objectContaining({ channel: 'email' })]));
    const mails = await smtp.waitFor(before + 1);
    expect(mails.some((m) => m.text?.includes(answer.reference) && JSON.stringify(m.to).includes('agent.guest@example.com'))).toBe(true);
  });

  it('sees a car sold out once its last unit is booked, and refuses a booking of it with the API message, storing nothing', async () => {
    const pickupDate = addDays(today(), 300);
    const period = { pickupDate, returnDate: addDays(pickupDate, 4) };
    const free = (r: CallToolResult) => (r.structuredContent as { cars: { carType: string; available: number; total: number }[] }).cars.find((c) => c.carType === 'Chevrolet Suburban')!;
    expect(free(await call(client, 'check_availability', period))).toEqual({ carType: 'Chevrolet Suburban', available: 3, total: 3 });
    const http = await request(baseUrl).get('/api/availability').query(period).expect(200);
    expect((await call(client, 'check_availability', period)).structuredContent).toEqual(http.body);
    for (let i = 0; i < 3; i++) {
      const made = await call(client, 'request_booking', bookingArgs({ carType: 'Chevrolet Suburban', ...period, customerEmail: `family${i}@example.com` }));
      expect(made.isError).toBeFalsy();
    }
    expect(free(await call(client, 'check_availability', period))).toEqual({ carType: 'Chevrolet Suburban', available: 0, total: 3 });
    const count = await bookingCount();
    const refused = await call(client, 'request_booking', bookingArgs({ carType: 'Chevrolet Suburban', ...period, customerEmail: 'late@example.com' }));
    expect(refused.isError).toBe(true);
    expect(errorText(refused)).toBe(`Sorry, the Chevrolet Suburban is sold out from ${pickupDate} 09:00 to ${period.returnDate} 09:00. Please choose other dates or another car.`);
    const refusedRu = await call(client, 'request_booking', bookingArgs({ carType: 'Chevrolet Suburban', ...period, customerEmail: 'late@example.com', language: 'ru' }));
    const ruDate = (iso: string) => new Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    expect(errorText(refusedRu)).toBe(
      `К сожалению, автомобиль Chevrolet Suburban занят с ${ruDate(pickupDate)} 09:00 по ${ruDate(period.returnDate)} 09:00. Выберите другие даты или другой автомобиль.`,
    );
    expect(await bookingCount()).toBe(count);
  });

  it("answers a booking's status with the right e-mail, and the same not-found answer for a wrong e-mail as for an unknown reference", async () => {
    const made = (await call(client, 'request_booking', bookingArgs({ customerEmail: 'Status.Check@example.com' }))).structuredContent as { reference: string; expiresAt: string };
    const status = await call(client, 'booking_status', { reference: made.reference.toLowerCase(), customerEmail: 'status.check@EXAMPLE.com' });
    expect(status.isError).toBeFalsy();
    expect(status.structuredContent).toEqual({ reference: made.reference, status: 'pending', heldUntil: made.expiresAt, heldUntilLocal: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Tbilisi, UTC\+4\)$/) });

    const wrong = await call(client, 'booking_status', { reference: made.reference, customerEmail: 'someone.else@example.com' });
    expect(wrong.isError).toBe(true);
    expect(wrong.structuredContent).toBeUndefined();
    expect(JSON.stringify(wrong)).not.toMatch(/pending|Nino|Toyota/);
    const unknown = await call(client, 'booking_status', { reference: 'GR-ZZZZZZ', customerEmail: 'someone.else@example.com' });
    expect(unknown.isError).toBe(true);
    expect(errorText(wrong).replace(made.reference, 'REF')).toBe(errorText(unknown).replace('GR-ZZZZZZ', 'REF'));
    expect(errorText(unknown)).toBe('No booking found for "GR-ZZZZZZ". Check the id or the reference (for example GR-7K3Q9P).');

    // Its personal data removed (the retention job writes "[removed]" over the e-mail): not found, whatever the e-mail.
    await t.query(`UPDATE bookings SET status = 'cancelled', customer_name = '[removed]', customer_email = '[removed]', customer_phone = '[removed]', personal_data_removed_at = now() WHERE reference = $1`, [made.reference]);
    for (const customerEmail of ['[removed]', '[REMOVED]', 'status.check@example.com']) {
      const removed = await call(client, 'booking_status', { reference: made.reference, customerEmail });
      expect(removed.isError).toBe(true);
      expect(errorText(removed).replace(made.reference, 'REF')).toBe(errorText(unknown).replace('GR-ZZZZZZ', 'REF'));
    }
  });

  it('answers bad input with a tool error carrying the API message, and stores nothing', async () => {
    const count = await bookingCount();
    const pickupDate = addDays(today(), 40);
    const quote = { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate, returnDate: addDays(pickupDate, 5) };
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['quote', { ...quote, carType: 'Lada Niva' }, /^carType: Lada Niva cannot be booked on the site; the cars you can book: .*Toyota FJ Cruiser/],
      ['quote', { ...quote, dropoffLocation: 'gori' }, 'dropoffLocation: Please select dropoff location'],
      ['quote', { ...quote, pickupDate: addDays(today(), -1) }, 'pickupDate: Pickup date cannot be in the past'],
      ['quote', { ...quote, returnDate: addDays(pickupDate, 2) }, 'returnDate: The minimum rental is 3 days'],
      ['quote', { ...quote, pickupDate: '2026-02-30' }, 'pickupDate: Please select pickup date'],
      ['check_availability', { pickupDate: addDays(today(), -3), returnDate: addDays(today(), 3) }, 'pickupDate: Pickup date cannot be in the past'],
      ['request_booking', bookingArgs({ carType: 'Lada Niva' }), 'carType: Lada Niva cannot be booked on the site; the cars you can book: Hyundai Elantra, Subaru Forester'],
      ['request_booking', bookingArgs({ pickupLocation: 'gori' }), 'pickupLocation: Please select pickup location'],
      ['request_booking', bookingArgs({ pickupDate: addDays(today(), -2), returnDate: addDays(today(), 5) }), 'pickupDate: Pickup date cannot be in the past'],
      ['request_booking', bookingArgs({ pickupDate: addDays(today(), 25), returnDate: addDays(today(), 27) }), 'returnDate: The minimum rental is 3 days'],
      ['request_booking', bookingArgs({ customerEmail: 'nino@@example' }), 'customerEmail: Please enter a valid email address'],
      ['request_booking', bookingArgs({ driverAge: 19 }), 'driverAge: Driver age must be between 23 and 70 years old'],
      ['request_booking', bookingArgs({ carType: 'Hyundai Elantra', carRoofTent: true }), 'Camping services (roof tent and camping equipment) are not available for the Hyundai Elantra'],
    ];
    for (const [tool, args, expected] of cases) {
      const result = await call(client, tool, args);
      expect({ tool, args, isError: result.isError }).toEqual({ tool, args, isError: true });
      if (typeof expected === 'string') expect(errorText(result)).toContain(expected);
      else expect(errorText(result)).toMatch(expected);
      expect(result.structuredContent).toBeUndefined();
    }
    // Names the schema does not know (the API's unknown fields), and the fields an agent may not send.
    for (const extra of [{ totalPrice: '1' }, { gclid: 'abc' }, { recaptchaToken: 'x' }]) {
      const result = await call(client, 'request_booking', bookingArgs(extra));
      expect(result.isError).toBe(true);
      expect(errorText(result)).toMatch(/Unrecognized key/);
    }
    // A body over the API's 32 KB limit: the API's 413 message, as the tool's error.
    const big = await call(client, 'request_booking', bookingArgs({ customerName: `Nino ${'B'.repeat(40_000)}` }));
    expect(big.isError).toBe(true);
    expect(errorText(big)).toBe('The request body is too large: the limit is 32 KB');
    // An unknown tool: the SDK's answer.
    const unknownTool = await call(client, 'book_a_flight', {});
    expect(unknownTool.isError).toBe(true);
    expect(errorText(unknownTool)).toMatch(/Tool book_a_flight not found/);
    expect(await bookingCount()).toBe(count);
  });

  it("answers errors in the asked language with the site's own words, English by default", async () => {
    const count = await bookingCount();
    const pickupDate = addDays(today(), 45);
    const quote = { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate, returnDate: addDays(pickupDate, 5) };
    const past = { ...quote, pickupDate: addDays(today(), -1) };
    // The texts of the site's booking form in that language (validation.<key> of its catalogue).
    const cases: [string, Record<string, unknown>, string][] = [
      ['quote', { ...past, language: 'ru' }, 'pickupDate: Дата получения не может быть в прошлом'],
      ['quote', past, 'pickupDate: Pickup date cannot be in the past'],
      ['quote', { ...past, language: 'en' }, 'pickupDate: Pickup date cannot be in the past'],
      ['check_availability', { pickupDate: addDays(today(), -3), returnDate: addDays(today(), 3), language: 'ru' }, 'pickupDate: Дата получения не может быть в прошлом'],
      ['request_booking', bookingArgs({ customerEmail: 'nino@@example', language: 'he' }), 'customerEmail: יש להזין כתובת דוא״ל תקינה'],
      ['quote', { ...quote, returnDate: addDays(pickupDate, 2), language: 'ar' }, 'returnDate: الحد الأدنى لمدة الإيجار 3 أيام'],
      ['request_booking', bookingArgs({ pickupDate: addDays(today(), 25), returnDate: addDays(today(), 27), language: 'ar' }), 'returnDate: الحد الأدنى لمدة الإيجار 3 أيام'],
      ['quote', { ...quote, carType: 'Lada Niva', language: 'ru' }, 'carType: Выберите автомобиль'],
      ['quote', { ...quote, dropoffLocation: 'gori', language: 'he' }, 'dropoffLocation: יש לבחור מקום החזרה'],
      ['booking_status', { reference: 'GR-ZZZZZZ', customerEmail: 'someone@example.com', language: 'ar' }, 'لم نعثر على حجز بالرقم "GR-ZZZZZZ". يُرجى التحقق من رقم الحجز (مثل GR-7K3Q9P).'],
      ['booking_status', { reference: 'GR-ZZZZZZ', customerEmail: 'someone@example.com', language: 'ru' }, 'Бронирование «GR-ZZZZZZ» не найдено. Проверьте номер бронирования (например, GR-7K3Q9P).'],
    ];
    for (const [tool, args, expected] of cases) {
      const result = await call(client, tool, args);
      expect({ tool, args, isError: result.isError, text: errorText(result) }).toEqual({ tool, args, isError: true, text: expected });
      // The API's own answer (English) follows as JSON.
      expect(JSON.parse((result.content as { text: string }[])[1].text).statusCode).toBeGreaterThanOrEqual(400);
    }
    const camping = await call(client, 'request_booking', bookingArgs({ carType: 'Hyundai Elantra', carRoofTent: true, language: 'ru' }));
    expect(errorText(camping)).toBe('carRoofTent: Услуги для кемпинга (палатка на крышу и туристическое снаряжение) недоступны для Hyundai Elantra');
    expect(JSON.parse((camping.content as { text: string }[])[1].text).errors[0].message).toBe('Camping services (roof tent and camping equipment) are not available for the Hyundai Elantra');

    // An unknown language is a tool error naming the four, whichever tool.
    for (const tool of ['quote', 'check_availability', 'request_booking', 'booking_status', 'list_cars', 'policies']) {
      const args = tool === 'quote' ? quote : tool === 'request_booking' ? bookingArgs() : tool === 'check_availability' ? { pickupDate, returnDate: addDays(pickupDate, 5) } : tool === 'booking_status' ? { reference: 'GR-ZZZZZZ', customerEmail: 'a@example.com' } : {};
      const result = await call(client, tool, { ...args, language: 'fr' });
      expect({ tool, isError: result.isError }).toEqual({ tool, isError: true });
      expect(errorText(result)).toContain('Language must be one of en, ru, he, ar');
    }
    expect(await bookingCount()).toBe(count);

    // Policies in Arabic are Arabic.
    const ar = (await call(client, 'policies', { language: 'ar' })).structuredContent as { language: string; policies: { title: string; text: string }[] };
    expect(ar.language).toBe('ar');
    for (const p of ar.policies) {
      expect(p.title).toMatch(/\p{Script=Arabic}/u);
      expect(p.text).toMatch(/\p{Script=Arabic}/u);
    }

    // The tools say so in their input schemas.
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const language = (tool.inputSchema.properties as Record<string, { enum?: string[]; description?: string }>).language;
      expect({ tool: tool.name, enum: language?.enum }).toEqual({ tool: tool.name, enum: ['en', 'ru', 'he', 'ar'] });
      expect(tool.inputSchema.required ?? []).not.toContain('language');
    }
  });

  it('answers the HTTP layer in JSON: bad bodies, other methods, security headers; no page visit', async () => {
    const visitsBefore = Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM visits'))[0].n);
    const bad = await request(baseUrl).post('/mcp').set('Content-Type', 'application/json').set('Accept', 'application/json, text/event-stream').send('{"jsonrpc":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the request body is not valid JSON' }, id: null });
    const huge = await request(baseUrl).post('/mcp').set('Content-Type', 'application/json').send(JSON.stringify({ x: 'y'.repeat(300_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ statusCode: 413, message: 'The request body is too large: the limit is 32 KB' });
    const get = await request(baseUrl).get('/mcp').set('Accept', 'text/html');
    expect(get.status).toBe(405);
    expect(get.headers['content-type']).toMatch(/application\/json/);
    expect(get.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const post = await request(baseUrl).post('/mcp').set('Accept', 'application/json, text/event-stream').send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(post.status).toBe(200);
    expect(post.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(post.body.result.tools).toHaveLength(6);
    await new Promise((r) => setTimeout(r, 200));
    expect(Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM visits'))[0].n)).toBe(visitsBefore);
  });

  it('describes itself at /.well-known/mcp.json and /llms.txt', async () => {
    const card = await request(baseUrl).get('/.well-known/mcp.json').expect(200);
    expect(card.body.transport).toEqual({ type: 'streamable-http', url: `${baseUrl}/mcp` });
    expect(card.body.tools.map((tool: { name: string }) => tool.name)).toEqual(['list_cars', 'quote', 'check_availability', 'request_booking', 'policies', 'booking_status']);
    expect(card.body.description).toMatch(/Georgia/);
    const llms = await request(baseUrl).get('/llms.txt').expect(200);
    expect(llms.headers['content-type']).toMatch(/text\/plain/);
    expect(llms.text).toMatch(/^# Georgia 4x4 Rentals\n/);
    expect(llms.text).toContain(`${baseUrl}/mcp`);
    expect(llms.text).toContain('- request_booking:');
    expect(llms.text).toContain('optional "language" argument (en, ru, he, ar; default en)');
    expect(card.body.languages).toEqual(['en', 'ru', 'he', 'ar']);
    expect(card.body.languageArgument).toMatch(/"language"/);
  });
});

describe('MCP server under the caps and rate limits (PENDING_PER_CONTACT=1, PENDING_PER_IP=2, RATE_LIMIT=4)', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: Client;

  beforeAll(async () => {
    t = await startTestApp({ PENDING_PER_CONTACT: '1', PENDING_PER_IP: '2', RATE_LIMIT: '4' });
    baseUrl = await listen(t);
    client = await connect(baseUrl);
  });
  afterAll(async () => {
    await client?.close();
    await t?.close();
  });

  it('refuses past the caps with the API 429 message (the site\'s words in Arabic), then past the rate limit (in Russian too), storing nothing more', async () => {
    const first = await call(client, 'request_booking', bookingArgs({ customerEmail: 'one@example.com', customerPhone: '+995 555 000 001' }));
    expect(first.isError).toBeFalsy();
    const sameContact = await call(client, 'request_booking', bookingArgs({ customerEmail: 'one@example.com', customerPhone: '+995 555 000 002' }));
    expect(sameContact.isError).toBe(true);
    expect(errorText(sameContact)).toBe('1 booking is already waiting for this e-mail address. Please write to us on WhatsApp and we will confirm or change them for you.');
    expect(JSON.parse((sameContact.content as { text: string }[])[1].text)).toMatchObject({ statusCode: 429, errors: [{ field: 'customerEmail', type: 'limit' }] });
    const second = await call(client, 'request_booking', bookingArgs({ customerEmail: 'two@example.com', customerPhone: '+995 555 000 003' }));
    expect(second.isError).toBeFalsy();
    const sameClient = await call(client, 'request_booking', bookingArgs({ customerEmail: 'three@example.com', customerPhone: '+995 555 000 004', language: 'ar' }));
    expect(sameClient.isError).toBe(true);
    expect(errorText(sameClient)).toBe('هناك حجوزات بانتظار التأكيد من اتصالكم. راسلونا عبر واتساب وسنؤكدها أو نعدّلها لكم.');
    expect(JSON.parse((sameClient.content as { text: string }[])[1].text)).toMatchObject({ statusCode: 429, errors: [{ field: 'client', type: 'limit' }] });
    // Four calls so far this minute: the fifth is over RATE_LIMIT, like a fifth POST /api/bookings.
    const limited = await call(client, 'request_booking', bookingArgs({ customerEmail: 'four@example.com', customerPhone: '+995 555 000 005' }));
    expect(limited.isError).toBe(true);
    expect(errorText(limited)).toMatch(/^Too many requests: at most 4 a minute\. Try again in \d+ seconds\.$/);
    const limitedRu = await call(client, 'request_booking', bookingArgs({ customerEmail: 'five@example.com', customerPhone: '+995 555 000 006', language: 'ru' }));
    expect(errorText(limitedRu)).toMatch(/^Слишком много запросов: не более 4 в минуту\. Повторите через \d+ секунд[уы]?\.$/);
    expect(JSON.parse((limitedRu.content as { text: string }[])[1].text).message).toMatch(/^Too many requests/);
    // The HTTP API shares the budget.
    await request(baseUrl).post('/api/bookings').send({}).expect(429);
    expect(Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM bookings'))[0].n)).toBe(2);
  });
});

describe('MCP batches, budgets and origins (MCP_RATE_LIMIT=3, PUBLIC_URL=https://rent.example.ge)', () => {
  let t: TestApp;
  let baseUrl: string;
  const rpc = (body: unknown, headers: Record<string, string> = {}) => {
    const req = request(baseUrl).post('/mcp').set('Accept', 'application/json, text/event-stream').set('Content-Type', 'application/json');
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req.send(JSON.stringify(body));
  };
  const listCars = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'list_cars', arguments: {} } });

  beforeAll(async () => {
    t = await startTestApp({ MCP_RATE_LIMIT: '3', PUBLIC_URL: 'https://rent.example.ge' });
    baseUrl = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a Host or an Origin that is not the site\'s (403, nothing run); the site\'s own and this machine\'s names pass', async () => {
    const attacks: Record<string, string>[] = [{ Host: 'evil.example' }, { Host: 'rent.example.ge.evil.example:443' }, { Origin: 'https://evil.example' }, { Origin: 'http://127.0.0.1:1' }, { Origin: 'null' }];
    for (const headers of attacks) {
      const refused = await rpc({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    }
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { Host: 'rent.example.ge', Origin: 'https://rent.example.ge' })).status).toBe(200);
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).status).toBe(200);
  });

  it('refuses a JSON-RPC batch before anything runs, and counts every tool call against the client\'s budget (429 beyond)', async () => {
    const batch = await rpc(Array.from({ length: 100 }, (_, i) => listCars(i + 1)));
    expect(batch.status).toBe(400);
    expect(batch.body).toEqual({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request: batches are not supported, send one JSON-RPC message per request' }, id: null });
    for (let i = 1; i <= 3; i++) {
      const ok = await rpc(listCars(i));
      expect(ok.status).toBe(200);
      expect(ok.body.result.isError).toBeFalsy();
    }
    // tools/list is not a tool call; the fourth call of the minute is over MCP_RATE_LIMIT.
    expect((await rpc({ jsonrpc: '2.0', id: 9, method: 'tools/list' })).status).toBe(200);
    const over = await rpc(listCars(4));
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(over.body).toMatchObject({ jsonrpc: '2.0', id: 4, error: { message: expect.stringMatching(/^Too many requests: at most 3 a minute/) } });
  });
});

describe('MCP_ENABLED=0', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ MCP_ENABLED: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 at /mcp and /.well-known/mcp.json, and leaves the MCP part out of /llms.txt', async () => {
    const post = await t.http.post('/mcp').set('Accept', 'application/json, text/event-stream').send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ statusCode: 404, message: 'Not found' });
    await t.http.get('/mcp').expect(404);
    await t.http.get('/.well-known/mcp.json').expect(404);
    const llms = await t.http.get('/llms.txt').expect(200);
    expect(llms.text).toContain('# Georgia 4x4 Rentals');
    expect(llms.text).not.toMatch(/\/mcp|MCP/);
  });
});
