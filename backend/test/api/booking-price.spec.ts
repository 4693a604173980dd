// A price before booking equals the booking (issue #40): POST /api/bookings/price answers what
// POST /api/bookings would store, storing nothing; MCP quote takes times, insurance and every extra
// and equals request_booking; prices explain themselves (a later return's extra day, a season, the
// delivery's cities); held-until times in Tbilisi time; photos in /api/fleet and list_cars, whose
// texts follow the asked language.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CarPhotosService } from '../../src/application/fleet/car-photos.service.js';
import { CatalogueCarsService } from '../../src/application/fleet/catalogue-cars.service.js';
import { ChangePricesService } from '../../src/application/pricing/change-prices.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const today = () => todayInTbilisi(new Date());
const BOOKABLE = 'the cars you can book: Hyundai Elantra, Subaru Forester, Chevrolet Suburban, Toyota FJ Cruiser, Toyota 4Runner';
const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const errorText = (r: CallToolResult) => (r.content as { type: string; text: string }[])[0]?.text ?? '';
const PERSON = { customerName: 'Nino Beridze', driverAge: '34', groupSize: '2', customerEmail: 'price@example.com', customerPhone: '+995 555 123 456' };

describe('POST /api/bookings/price and MCP quote', () => {
  let t: TestApp;
  let baseUrl: string;
  let mcp: Client;
  const count = async () => Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM bookings'))[0].n);
  let week = 0;
  /** A 7-day rental 10:00 to 10:00, each call in weeks of its own. */
  const rental = (overrides: Record<string, unknown> = {}) => {
    const pickupDate = addDays(today(), 30 + 10 * week++);
    return { carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', pickupDate, pickupTime: '10:00', returnDate: addDays(pickupDate, 7), returnTime: '10:00', ...overrides };
  };

  beforeAll(async () => {
    t = await startTestApp({ PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0' });
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mcp = new Client({ name: 'price-test', version: '1.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`)));
  }, 120_000);
  afterAll(async () => {
    await mcp?.close();
    await t?.close();
  });

  it('answers what the booking would store, without the personal fields, storing nothing', async () => {
    const before = await count();
    const body = rental({ insuranceType: 'enhanced', babySeat: true, campingEquipment: true });
    const res = await t.http.post('/api/bookings/price').send(body).expect(200);
    expect(Object.keys(res.body as object).sort()).toEqual(['available', 'breakdown', 'currency', 'days', 'notes', 'totalPrice']);
    expect(res.body).toMatchObject({ days: 7, currency: 'EUR', available: true, notes: [] });
    // 7 × 67 + delivery 100 + 7 × 30 insurance + 7 × 3 baby seat + 150 camping.
    expect(res.body.totalPrice).toBe(469 + 100 + 210 + 21 + 150);
    expect(res.body.breakdown.total).toBe(res.body.totalPrice);
    expect(await count()).toBe(before);
    const made = await t.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send({ ...body, ...PERSON }).expect(201);
    expect(made.body.totalPrice).toBe(res.body.totalPrice);
    expect(made.body.breakdown).toMatchObject(res.body.breakdown);
  });

  it("answers the booking API's validation errors, and a car that cannot be booked on carType naming the bookable cars", async () => {
    const before = await count();
    const bad = await t.http.post('/api/bookings/price').send(rental({ pickupDate: addDays(today(), -1), dropoffLocation: 'gori', customerEmail: 'nino@@x' })).expect(400);
    expect((bad.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message])).toEqual(
      expect.arrayContaining([
        ['customerEmail', 'Please enter a valid email address'],
        ['dropoffLocation', 'Please select dropoff location'],
        ['pickupDate', 'Pickup date cannot be in the past'],
      ]),
    );
    const cadillac = await t.http.post('/api/bookings/price').send(rental({ carType: 'Cadillac Escalade' })).expect(400);
    expect(cadillac.body.errors).toEqual([{ field: 'carType', type: 'invalid', message: `Cadillac Escalade cannot be booked on the site; ${BOOKABLE}`, code: 'carType' }]);
    await t.http.post('/api/bookings/price').send({ ...rental(), unknownField: 1 }).expect(400);
    // The booking API says the same about such a car.
    const booking = await t.http.post('/api/bookings').send({ ...rental({ carType: 'Cadillac Escalade' }), ...PERSON }).expect(400);
    expect(booking.body.errors).toEqual(cadillac.body.errors);
    expect(await count()).toBe(before);
  });

  it('explains an extra day from a later return, a season by name and the delivery by its cities', async () => {
    const r = rental({ returnTime: '12:30' });
    await t.app.get(ChangePricesService).apply({ kind: 'season-add', season: { name: 'Price test week', from: addDays(r.pickupDate, 2), to: addDays(r.pickupDate, 3), percent: '20' } }, 'test');
    const res = await t.http.post('/api/bookings/price').send(r).expect(200);
    expect(res.body.days).toBe(8);
    expect(res.body.notes[0]).toContain('returning after 10:00 counts one more day');
    expect(res.body.notes.join(' ')).toContain('2 days fall in the season "Price test week" (+20%)');
    const lines = res.body.breakdown.lines as { key: string; label: string; season?: string }[];
    expect(lines.find((l) => l.season === 'Price test week')!.label).toBe('Toyota FJ Cruiser rental (Price test week +20%)');
    expect(lines.find((l) => l.key === 'delivery')!.label).toBe('Delivery fee (Tbilisi to Batumi)');
    const quote = (await call(mcp, 'quote', r)).structuredContent as { notes: string[]; totalPrice: number; days: number };
    expect(quote).toMatchObject({ days: 8, totalPrice: res.body.totalPrice, notes: res.body.notes });
  });

  it('MCP quote takes the times, the insurance and every extra, and equals what request_booking stores', async () => {
    const args = rental({ returnTime: '15:00', insuranceType: 'standard', prepaidFuel: true, roadAssistance: true, babySeat: true, crossBorderArmenia: true, carRoofTent: true, campingEquipment: true, prepaidCarWash: true });
    const quote = await call(mcp, 'quote', args);
    expect(quote.isError).toBeFalsy();
    const q = quote.structuredContent as { totalPrice: number; days: number; extras: string[]; insuranceType: string; pickupTime: string; returnTime: string };
    expect(q).toMatchObject({ days: 8, insuranceType: 'standard', pickupTime: '10:00', returnTime: '15:00' });
    expect(q.extras).toHaveLength(7);
    const made = (await call(mcp, 'request_booking', { ...args, ...PERSON, customerEmail: 'mcp-quote@example.com' })).structuredContent as { reference: string; expiresAt: string; expiresAtLocal: string; message: string };
    const [stored] = await t.query<{ total_price: string; days: number }>('SELECT total_price, days FROM bookings WHERE reference = $1', [made.reference]);
    expect(Number(stored.total_price)).toBe(q.totalPrice);
    expect(stored.days).toBe(8);
    // Held until, in Tbilisi time too.
    const local = new Date(Date.parse(made.expiresAt) + 4 * 3_600_000).toISOString();
    expect(made.expiresAtLocal).toBe(`${local.slice(0, 10)} ${local.slice(11, 16)} (Tbilisi, UTC+4)`);
    expect(made.message).toContain(made.expiresAtLocal);
  });

  it('MCP quote of a car that is priced but not on the site is a tool error naming the bookable cars', async () => {
    const result = await call(mcp, 'quote', rental({ carType: 'Cadillac Escalade' }));
    expect(result.isError).toBe(true);
    expect(errorText(result)).toBe(`carType: Cadillac Escalade cannot be booked on the site; ${BOOKABLE}`);
  });

  it('a car with photos has them in /api/fleet and in list_cars; list_cars answers texts in the asked language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleet-photo-'));
    const file = join(dir, 'forester.jpg');
    writeFileSync(file, await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6' } }).jpeg().toBuffer());
    await t.app.get(CarPhotosService).add({ car: 'Subaru Forester', path: file, by: 'test' });
    const fleet = (await t.http.get('/api/fleet').expect(200)).body as { carType: string; image: string; gallery: string[] }[];
    const forester = fleet.find((v) => v.carType === 'Subaru Forester')!;
    expect(forester.image).toMatch(/^\/photos\/[0-9a-f]{20}-960\.webp$/);
    expect(forester.gallery).toEqual([forester.image]);
    expect(fleet.find((v) => v.carType === 'Toyota 4Runner')!.image).toMatch(/^\/images\/cars\//);
    await t.http.get(forester.image).expect(200);

    await t.app.get(CatalogueCarsService).add(
      { name: 'Lada Niva Legend', carClass: '4x4', seats: '4', daily: '48', texts: { en: { description: 'A small, tough 4x4.', features: 'Snorkel, Roof rack' }, ru: { description: 'Небольшой выносливый внедорожник.', features: 'Шноркель, Багажник' } } },
      'test',
    );
    const ru = (await call(mcp, 'list_cars', { language: 'ru' })).structuredContent as { cars: { carType: string; description: string; features: string[]; pictures: string[] }[] };
    expect(ru.cars.find((c) => c.carType === 'Subaru Forester')!.pictures).toEqual([`${baseUrl}${forester.image}`]);
    expect(ru.cars.find((c) => c.carType === 'Lada Niva Legend')).toMatchObject({ description: 'Небольшой выносливый внедорожник.', features: ['Шноркель', 'Багажник'] });
    const en = (await call(mcp, 'list_cars')).structuredContent as typeof ru;
    expect(en.cars.find((c) => c.carType === 'Lada Niva Legend')!.description).toBe('A small, tough 4x4.');
  });
});
