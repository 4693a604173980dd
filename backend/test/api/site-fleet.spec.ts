// A car a manager adds (`rentals cars add`) is a car of the site like the
// specification's five: on the home page in every language (rendered by the built server with the
// real frontend build, a second instance on the same database, so the change reaches another
// instance and its page cache within 5 s), in /api/fleet and the quote, bookable once it has a
// unit; hidden, it is gone from all of them. `npm test` builds both first.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CatalogueCarsService } from '../../src/application/fleet/catalogue-cars.service.js';
import { AddUnitService } from '../../src/application/units/add-unit.service.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { validBooking } from './helpers/booking-body.js';
import { MAIN_BUILT, startBuiltServer, type BuiltServer } from './helpers/built-server.js';
import { eventually, startTestApp, type TestApp } from './helpers/test-app.js';

const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
const BUILT = MAIN_BUILT && existsSync(`${FRONTEND_DIST}/server/entry-server.js`);
const withBuild = BUILT ? describe : describe.skip;
if (!BUILT) console.log('site fleet tests skipped: backend/dist or frontend/dist/server is missing (npm run build)');

const NAME = 'Lada Niva Legend';
const ID = 'lada-niva-legend';
const EN = 'A small, tough 4x4 for the mountain tracks of Tusheti.';
const RU = 'Небольшой выносливый внедорожник для горных дорог Тушети.';

withBuild('a car added by a manager on the site', () => {
  let db: TestDatabase;
  let app: TestApp;
  let site: BuiltServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir });
    site = await startBuiltServer({ ...db.env, FRONTEND_DIST });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await app?.close();
    await db?.drop();
  });

  const page = async (path: string) => {
    const res = await fetch(`${site.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    return res.text();
  };
  /** Polls the other instance's page until `check` holds; answers how long it took (ms). */
  const within = async (path: string, check: (html: string) => boolean) => {
    const started = Date.now();
    const ok = await eventually(async () => check(await page(path)), 5000);
    expect(ok).toBe(true);
    return Date.now() - started;
  };
  const pickupDate = addDays(todayInTbilisi(new Date()), 40);
  const booking = () => validBooking({ carType: NAME, pickupDate, returnDate: addDays(pickupDate, 7), crossBorderArmenia: false });

  it('before: the home page has the specification’s five cars only (rendered and cached)', async () => {
    const html = await page('/');
    expect(html.match(/<article[^>]* data-car="/g)).toHaveLength(5);
    expect(html).not.toContain(ID);
    // Twice, so the instance has it in its page cache when the car is added.
    expect(await page('/ru')).not.toContain(ID);
  });

  it('added with texts in English and Russian: on /, /ru, /he and /ar of the other instance within 5 s', async () => {
    await app.app.get(CatalogueCarsService).add(
      { name: NAME, carClass: '4x4', seats: '4', daily: '48', texts: { en: { description: EN, features: 'Snorkel, Roof rack' }, ru: { description: RU } } },
      'manager-nino',
    );
    expect(await within('/', (html) => html.includes(`data-car="${ID}"`))).toBeLessThan(5000);
    const en = await page('/');
    const card = en.slice(en.indexOf(`data-car="${ID}"`), en.indexOf('</article>', en.indexOf(`data-car="${ID}"`)));
    // The card: its name, class and seats, the drawn placeholder, its own rates (48 a day for 1-3 days, from 43).
    expect(card).toContain('>LADA\nNIVA LEGEND</h3>');
    expect(card).toContain('>4x4</span>');
    expect(card).toContain('src="/images/cars/placeholder.svg"');
    expect(card).toMatch(/4 seats/i);
    expect(card).toMatch(/data-testid="from-price">€<!-- -->43</);
    expect(card).not.toMatch(/l\/100 ?km/);
    // The page's data carries its texts for the overlay and the booking form.
    expect(en).toContain(EN);
    for (const path of ['/ru', '/he', '/ar']) {
      const html = await page(path);
      expect(html).toContain(`data-car="${ID}"`);
      expect(html).toContain(EN);
    }
    const ru = await page('/ru');
    expect(ru).toContain(RU);
    expect(ru.slice(ru.indexOf(`data-car="${ID}"`))).toMatch(/4 места/);
  });

  it('/api/fleet lists it with its rates and texts; the quote prices it at its own rates', async () => {
    const fleet = (await fetch(`${site.baseUrl}/api/fleet`).then((r) => r.json())) as { carType: string; id: string; description: string; specs: string[]; tiers: { dailyRate: number }[]; fromPrice: number; fuelConsumption: number | null }[];
    expect(fleet.map((v) => v.carType)).toEqual(['Hyundai Elantra', 'Subaru Forester', 'Chevrolet Suburban', 'Toyota FJ Cruiser', 'Toyota 4Runner', NAME]);
    expect(fleet[5]).toMatchObject({ id: ID, description: EN, specs: ['Snorkel', 'Roof rack'], fromPrice: 43, fuelConsumption: null, tiers: [{ dailyRate: 48 }, { dailyRate: 47 }, { dailyRate: 46 }, { dailyRate: 43 }] });
    const quote = await fetch(`${site.baseUrl}/api/pricing/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carType: 'lada niva legend', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 7, pickupDate }),
    }).then((r) => r.json());
    expect(quote).toMatchObject({ dailyRate: 46, baseTotal: 322 });
  });

  it('without a unit it is sold out (409); after `units add` a booking of it is taken, priced at its rates', async () => {
    const none = await app.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send(booking()).expect(409);
    expect(JSON.stringify(none.body)).toContain(NAME);
    const available = await app.http.get(`/api/availability?pickupDate=${pickupDate}&returnDate=${addDays(pickupDate, 7)}`).expect(200);
    expect(available.body.cars).toContainEqual({ carType: NAME, available: 0, total: 0 });

    const unit = await app.app.get(AddUnitService).execute({ carType: 'lada-niva-legend', label: 'ln-101-ge' });
    expect(unit).toMatchObject({ label: 'LN-101-GE', carType: NAME });
    const res = await app.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send(booking()).expect(201);
    expect(res.body).toMatchObject({ carType: NAME, unit: 'LN-101-GE', days: 7, dailyRate: 46 });
    // The one unit is taken for those dates now.
    await app.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send(booking()).expect(409);
  });

  it('a unit of a car that is not on the site is refused, naming the cars of the site', async () => {
    await expect(app.app.get(AddUnitService).execute({ carType: 'Toyota Camry', label: 'TC-101-GE' })).rejects.toThrow(new RegExp(NAME));
    expect(await app.query(`SELECT 1 FROM units WHERE label = 'TC-101-GE'`)).toEqual([]);
  });

  it('hidden: gone from the pages (within 5 s) and /api/fleet, not bookable; its booking is kept', async () => {
    await app.app.get(CatalogueCarsService).hide(NAME, 'manager-nino');
    await within('/ar', (html) => !html.includes(`data-car="${ID}"`));
    expect(await page('/')).not.toContain(`data-car="${ID}"`);
    const fleet = (await fetch(`${site.baseUrl}/api/fleet`).then((r) => r.json())) as { carType: string }[];
    expect(fleet.map((v) => v.carType)).not.toContain(NAME);
    const refused = await app.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send(booking()).expect(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'carType' });
    expect(await app.query(`SELECT count(*)::int AS n FROM bookings WHERE car_type = $1`, [NAME])).toEqual([{ n: 1 }]);
  });
});
