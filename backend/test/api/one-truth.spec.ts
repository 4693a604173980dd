// One truth on every surface (issue #40): every kind of price is changed through the CLI and
// through /staff/prices, and every surface that names it says the new price within 5 s, on the
// instance that made the change and on a second one (the built server with the real frontend
// build): the pages (FAQ, terms, the booking form's data), /api/fleet, POST /api/bookings/price,
// MCP quote, policies, list_cars and the tools' descriptions, a new booking's total, its e-mail and
// its agreement. Then 20 generated rental requests: /api/bookings/price, MCP quote and the stored
// booking give the same total. `npm test` builds backend, CLI and frontend first.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { toAgreementData } from '../../src/application/agreement/agreement-data.js';
import { loadBooking } from '../../src/application/booking/find-booking.service.js';
import { HandoverMoneyService } from '../../src/application/money/handover-money.service.js';
import { BookingRepository } from '../../src/application/ports/booking.repository.js';
import { CurrentPrices } from '../../src/application/pricing/current-prices.service.js';
import { AppConfig } from '../../src/config/app-config.js';
import { agreementDocument } from '../../src/domain/agreement/agreement.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { MAIN_BUILT, startBuiltServer, type BuiltServer } from './helpers/built-server.js';
import { eventually, startTestApp, type TestApp } from './helpers/test-app.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
const BUILT = MAIN_BUILT && existsSync(`${FRONTEND_DIST}/server/entry-server.js`) && existsSync(`${ROOT}cli/dist/main.js`);
const withBuild = BUILT ? describe : describe.skip;
if (!BUILT) console.log('one-truth tests skipped: backend/dist, cli/dist or frontend/dist/server is missing (npm run build)');

const PASSWORD = 'a long staff password';
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const today = () => todayInTbilisi(new Date());
const PICKUP = addDays(today(), 60);
const SEASON_FROM = addDays(PICKUP, 4);

/** Runs the built `rentals` CLI on the test database (`db.env`: its DATABASE_URL, or the embedded one's DATA_DIR). */
function rentals(args: string[], dbEnv: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['cli/bin/rentals.js', ...args], { cwd: ROOT, env: { ...process.env, ...dbEnv }, timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function mcpClient(baseUrl: string): Promise<Client> {
  const client = new Client({ name: 'one-truth-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`)));
  return client;
}
const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;

/** Deterministic pseudo-random numbers (mulberry32): the same 20 requests on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The rental of the big change: 8 days (returning 2 hours after the pickup time), 4 of them in the CLI's season, every extra. */
const RENTAL = {
  carType: 'Toyota FJ Cruiser',
  pickupLocation: 'tbilisi',
  dropoffLocation: 'batumi',
  pickupDate: PICKUP,
  pickupTime: '10:00',
  returnDate: addDays(PICKUP, 7),
  returnTime: '12:00',
  insuranceType: 'standard',
  prepaidFuel: true,
  roadAssistance: true,
  babySeat: true,
  crossBorderArmenia: true,
  carRoofTent: true,
  campingEquipment: true,
  prepaidCarWash: true,
};
const PERSON = { customerName: 'Nino Beridze', driverAge: '34', groupSize: '2', customerEmail: 'truth@example.com', customerPhone: '+995 555 123 456', locale: 'en' };

withBuild('one truth on every surface', () => {
  let db: TestDatabase;
  let smtp: SmtpSink;
  let a: TestApp;
  let aUrl: string;
  let site: BuiltServer;
  let mcpA: Client;
  let mcpB: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpSink();
    const mail = { SMTP_URL: smtp.url, MAIL_FROM: 'bookings@example.com', OUTBOX_POLL_MS: '100', PENDING_PER_CONTACT: '0', PENDING_PER_IP: '0' };
    // Both instances render the pages with the real frontend build.
    a = await startTestApp({ ...db.env, ...mail, FRONTEND_DIST });
    const server = a.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    aUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    site = await startBuiltServer({ ...db.env, FRONTEND_DIST });
    mcpA = await mcpClient(aUrl);
    mcpB = await mcpClient(site.baseUrl);
  }, 180_000);
  afterAll(async () => {
    await mcpA?.close();
    await mcpB?.close();
    await site?.stop();
    await a?.close();
    await smtp?.close();
    await db?.drop();
  });

  async function manager() {
    const name = `Truth manager ${randomUUID().slice(0, 6)}`;
    const { link } = await a.app.get(AddStaffService).execute({ name, email: `${name.replace(/\W/g, '')}@example.ge`, role: 'manager' });
    const token = link.split('/').pop()!;
    const agent = request.agent(a.app.getHttpServer());
    const form = await agent.get(`/staff/set-password/${token}`).expect(200);
    await agent.post(`/staff/set-password/${token}`).type('form').send({ _csrf: csrfOf(form.text), password: PASSWORD, repeat: PASSWORD }).expect(303);
    const login = await agent.get('/staff/login').expect(200);
    await agent.post('/staff/login').type('form').send({ _csrf: csrfOf(login.text), name, password: PASSWORD }).expect(303);
    return agent;
  }

  const page = async (baseUrl: string, path: string) => (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
  /** The price tables the page hands to the form (site-data): what its insurance cards and extras show. */
  const pagePrices = (html: string) =>
    (JSON.parse(/<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { site?: { prices?: { insurance: Record<string, number>; services: Record<string, { price: number }> } } }).site?.prices;
  const priceApi = async (baseUrl: string, body: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl}/api/bookings/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { totalPrice: number; days: number; notes: string[]; breakdown: { lines: { key: string; label: string; unitPrice?: number; amount: number; season?: string }[]; total: number }; available: boolean; errors?: { field: string; message: string }[] } };
  };

  it('every kind of price changed through the CLI and /staff/prices is on every surface of both instances within 5 s', async () => {
    // Through the CLI: insurance, two services, a band rate, a season, a delivery fee.
    for (const args of [
      ['insurance', 'set', 'standard', '12'],
      ['services', 'set', 'crossBorderArmenia', '60'],
      ['services', 'set', 'babySeat', '4'],
      ['prices', 'set', 'Toyota FJ Cruiser', '--tiers', '72,70,69,64'],
      ['seasons', 'add', 'Truth week', '--from', SEASON_FROM, '--to', addDays(SEASON_FROM, 10), '--percent', '10'],
      ['fees', 'set', 'tbilisi', 'batumi', '120'],
    ]) {
      const out = await rentals(args, db.env);
      expect({ args, code: out.code, stderr: out.stderr }).toEqual({ args, code: 0, stderr: '' });
    }
    // Through /staff/prices: every other service, the other insurance, a rate, a season, a fee.
    const m = await manager();
    const save = async (change: Record<string, string>) => {
      const grid = await m.get('/staff/prices').expect(200);
      const res = await m.post('/staff/prices/save').type('form').send({ _csrf: csrfOf(grid.text), ...change });
      expect({ change, status: res.status, location: res.headers.location }).toEqual({ change, status: 303, location: '/staff/prices?done=saved' });
    };
    for (const [key, price] of [['roadAssistance', '5'], ['prepaidFuel', '55'], ['prepaidCarWash', '45'], ['carRoofTent', '17'], ['campingEquipment', '160']]) await save({ kind: 'service', key, price });
    await save({ kind: 'insurance', type: 'enhanced', price: '33' });
    await save({ kind: 'rates', car: 'Subaru Forester', tier0: '61', tier1: '59', tier2: '57', tier3: '53' });
    await save({ kind: 'season-add', name: 'Staff autumn', from: addDays(PICKUP, 100), to: addDays(PICKUP, 120), percent: '-15', minDays: '', cars: '' });
    await save({ kind: 'fee', from: 'kutaisi', to: 'tbilisi', fee: '95' });
    const changedAt = Date.now();

    // Every surface, on both instances, within 5 s of the last change.
    const surfaces: [string, (baseUrl: string, mcp: Client) => Promise<boolean>][] = [
      [
        'FAQ (home page)',
        async (u) => {
          const html = await page(u, '/');
          return html.includes('costs 60 EUR') && html.includes('prepaid fuel (55 EUR)') && !html.includes('costs 90 EUR');
        },
      ],
      [
        'terms',
        async (u) => {
          const html = await page(u, '/terms-of-service');
          return html.includes('12 EUR per day') && html.includes('33 EUR per day') && html.includes('It costs 60 EUR') && !html.includes('10 EUR per day');
        },
      ],
      [
        'booking form data (server-rendered)',
        async (u) => {
          const prices = pagePrices(await page(u, `/booking?carType=${encodeURIComponent('Toyota FJ Cruiser')}`));
          return prices?.insurance.standard === 12 && prices.insurance.enhanced === 33 && prices.services.babySeat.price === 4 && prices.services.crossBorderArmenia.price === 60;
        },
      ],
      [
        '/api/fleet',
        async (u) => {
          const fleet = (await (await fetch(`${u}/api/fleet`)).json()) as { carType: string; tiers: { dailyRate: number }[] }[];
          const rates = (car: string) => fleet.find((v) => v.carType === car)?.tiers.map((t) => t.dailyRate).join(',');
          return rates('Toyota FJ Cruiser') === '72,70,69,64' && rates('Subaru Forester') === '61,59,57,53';
        },
      ],
      [
        'POST /api/bookings/price',
        async (u) => {
          const { status, body } = await priceApi(u, RENTAL);
          const line = (key: string) => body.breakdown.lines.find((l) => l.key === key);
          return (
            status === 200 &&
            line('insurance')?.unitPrice === 12 &&
            line('babySeat')?.unitPrice === 4 &&
            line('crossBorderArmenia')?.amount === 60 &&
            line('roadAssistance')?.unitPrice === 5 &&
            line('prepaidFuel')?.amount === 55 &&
            line('prepaidCarWash')?.amount === 45 &&
            line('carRoofTent')?.unitPrice === 17 &&
            line('campingEquipment')?.amount === 160 &&
            line('delivery')?.amount === 120 &&
            body.breakdown.lines.some((l) => l.key === 'car' && l.unitPrice === 69 && !l.season) &&
            body.breakdown.lines.some((l) => l.key === 'car' && l.season === 'Truth week' && l.unitPrice === 76)
          );
        },
      ],
      [
        'MCP policies',
        async (_u, mcp) => {
          const p = (await call(mcp, 'policies')).structuredContent as { policies: { key: string; text: string }[]; insuranceOptions: { pricePerDay: number }[] };
          const text = Object.fromEntries(p.policies.map((x) => [x.key, x.text]));
          return text.crossBorder.includes('It costs 60 EUR') && text.insurance.includes('12 EUR per day') && text.insurance.includes('33 EUR per day') && p.insuranceOptions.map((o) => o.pricePerDay).join() === '0,12,33';
        },
      ],
      [
        'MCP tool descriptions',
        async (_u, mcp) => {
          const { tools } = await mcp.listTools();
          for (const name of ['quote', 'request_booking']) {
            const props = tools.find((t) => t.name === name)!.inputSchema.properties as Record<string, { description?: string }>;
            const d = (key: string) => props[key]?.description ?? '';
            const ok =
              d('insuranceType').includes('standard (12 EUR a day)') &&
              d('insuranceType').includes('enhanced (33 EUR a day)') &&
              d('babySeat').includes('4 EUR a day') &&
              d('crossBorderArmenia').includes('60 EUR once') &&
              d('roadAssistance').includes('5 EUR a day') &&
              d('prepaidFuel').includes('55 EUR once') &&
              d('prepaidCarWash').includes('45 EUR once') &&
              d('carRoofTent').includes('17 EUR a day') &&
              d('campingEquipment').includes('160 EUR once');
            if (!ok) return false;
          }
          return true;
        },
      ],
      [
        'MCP list_cars',
        async (_u, mcp) => {
          const cars = (await call(mcp, 'list_cars')).structuredContent as { cars: { carType: string; dailyRates: { dailyRate: number }[] }[] };
          return cars.cars.find((c) => c.carType === 'Toyota FJ Cruiser')?.dailyRates.map((r) => r.dailyRate).join(',') === '72,70,69,64';
        },
      ],
      [
        'MCP quote',
        async (u, mcp) => {
          const q = (await call(mcp, 'quote', RENTAL)).structuredContent as { totalPrice: number; breakdown: unknown };
          const api = (await priceApi(u, RENTAL)).body;
          return q.totalPrice === api.totalPrice && JSON.stringify(q.breakdown) === JSON.stringify(api.breakdown) && api.breakdown.lines.some((l) => l.unitPrice === 12);
        },
      ],
    ];
    for (const [baseUrl, mcp, instance] of [
      [aUrl, mcpA, 'A (made the change)'],
      [site.baseUrl, mcpB, 'B (second instance)'],
    ] as const) {
      for (const [name, check] of surfaces) {
        const ok = await eventually(() => check(baseUrl, mcp), Math.max(0, 5000 - (Date.now() - changedAt)));
        expect({ instance, surface: name, ok }).toEqual({ instance, surface: name, ok: true });
      }
    }

    // A new booking: priced like the quote, its e-mail and its agreement name the new prices.
    const quoted = (await priceApi(aUrl, RENTAL)).body;
    expect(quoted.days).toBe(8);
    expect(quoted.notes.join(' ')).toContain('returning after 10:00 counts one more day');
    expect(quoted.breakdown.lines.find((l) => l.key === 'delivery')!.label).toBe('Delivery fee (Tbilisi to Batumi)');
    const made = await request(a.app.getHttpServer()).post('/api/bookings').set('Idempotency-Key', randomUUID()).send({ ...RENTAL, ...PERSON }).expect(201);
    expect(made.body.totalPrice).toBe(quoted.totalPrice);
    expect(made.body.breakdown).toMatchObject(quoted.breakdown);
    await smtp.waitFor(1, 15_000);
    const mailText = smtp.messages.map((mail) => `${mail.subject ?? ''} ${mail.text ?? ''}`).join('\n');
    expect(mailText).toContain(`${quoted.totalPrice} EUR`);
    // Its agreement: the price table is the stored breakdown, the cross-border policy names 60 EUR,
    // both in the text the customer signs under on the phone and in the agreement document.
    const stored = await loadBooking(a.app.get(BookingRepository), made.body.reference);
    const signed = await a.app.get(HandoverMoneyService).forForm(stored, null);
    const crossBorder = signed.agreement.policies.map((p) => p.text).join(' ');
    expect(crossBorder).toContain('(60 EUR, one working day to prepare)');
    const handover = { at: new Date(), staffName: 'Nika', odometerKm: 1000, fuelEighths: 8, damageNotes: '', signaturePng: null };
    const doc = agreementDocument(toAgreementData(stored, a.app.get(AppConfig).site, handover, await a.app.get(CurrentPrices).get()));
    const text = JSON.stringify(doc.sections);
    expect(text).toContain('(60 EUR, one working day to prepare)');
    for (const amount of ['"12 EUR"', '"4 EUR"', '"60 EUR"']) expect(text).toContain(amount);
  }, 180_000);

  it('20 generated rental requests: /api/bookings/price, MCP quote and the stored booking give the same total', async () => {
    const random = seeded(20261129);
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const cars = ['Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner'];
    const cities = ['tbilisi', 'batumi', 'kutaisi'];
    const times = ['08:00', '09:00', '10:00', '11:30', '14:00', '18:45'];
    const extras = ['prepaidFuel', 'roadAssistance', 'babySeat', 'crossBorderArmenia', 'carRoofTent', 'campingEquipment', 'prepaidCarWash'];
    for (let i = 0; i < 20; i++) {
      const carType = pick(cars);
      // Each request its own weeks, so that every one finds a free car.
      const pickupDate = addDays(today(), 200 + i * 20 + Math.floor(random() * 5));
      const input: Record<string, unknown> = {
        carType,
        pickupLocation: pick(cities),
        dropoffLocation: pick(cities),
        pickupDate,
        pickupTime: pick(times),
        returnDate: addDays(pickupDate, 3 + Math.floor(random() * 14)),
        returnTime: pick(times),
        insuranceType: pick(['minimum', 'standard', 'enhanced']),
      };
      for (const key of extras) if (random() < 0.4 && !(carType === 'Hyundai Elantra' && (key === 'carRoofTent' || key === 'campingEquipment'))) input[key] = true;
      const api = await priceApi(aUrl, input);
      expect({ i, input, status: api.status }).toEqual({ i, input, status: 200 });
      const quote = (await call(mcpB, 'quote', input)).structuredContent as { totalPrice: number; days: number };
      const stored = await request(a.app.getHttpServer()).post('/api/bookings').set('Idempotency-Key', randomUUID()).send({ ...input, ...PERSON, customerEmail: `gen${i}@example.com` });
      expect({ i, status: stored.status }).toEqual({ i, status: 201 });
      expect({ i, input, api: api.body.totalPrice, quote: quote.totalPrice, days: quote.days }).toEqual({ i, input, api: stored.body.totalPrice, quote: stored.body.totalPrice, days: stored.body.days });
      expect(stored.body.breakdown).toMatchObject(api.body.breakdown);
    }
  }, 240_000);
});
