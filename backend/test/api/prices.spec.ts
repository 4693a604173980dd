/**
 * Prices in PostgreSQL (docs/product.md, price rules): a season changes the quote API, the booking
 * API and the stored total of new bookings only; two instances on one database both use a change
 * within 5 s; bad changes are refused and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { ChangePricesService } from '../../src/application/pricing/change-prices.service.js';
import { FindBookingService } from '../../src/application/booking/find-booking.service.js';
import { PriceListService } from '../../src/application/pricing/price-list.service.js';
import { CatalogueCarsService } from '../../src/application/fleet/catalogue-cars.service.js';
import { todayInTbilisi } from '../../src/domain/shared/dates.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const YEAR = Number(todayInTbilisi(new Date()).slice(0, 4)) + 1;
const MESSAGE = 'Bookings starting between 1 Jul and 31 Aug need at least 5 days';
const fjQuote = (days = 7, pickupDate = `${YEAR}-07-10`) => ({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'batumi', days, pickupDate });
const julyBooking = (returnDate: string) =>
  validBooking({
    pickupDate: `${YEAR}-07-10`,
    returnDate,
    roadAssistance: false,
    insuranceType: 'minimum',
    crossBorderArmenia: false,
  });

describe('prices in the database, seasons, every instance', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let before: { id: string; totalPrice: number };

  beforeAll(async () => {
    db = await createTestDatabase();
    const url = db.url ?? '';
    // Two instances (two Nest applications) on one database; on the embedded database both reach it through its socket.
    a = await startTestApp(db.url ? { DATABASE_URL: url } : { DATA_DIR: db.dataDir });
    b = await startTestApp(db.url ? { DATABASE_URL: url } : { DATA_DIR: db.dataDir });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
  });

  const changes = () => a.app.get(ChangePricesService);
  const version = async () => Number((await a.query<{ version: string }>('SELECT version FROM catalogue_version'))[0].version);
  const historyCount = async () => Number((await a.query<{ n: string }>('SELECT count(*) AS n FROM price_changes'))[0].n);

  it('with nothing changed, the seeded tables are SPEC’s: 7-day FJ Cruiser 67 a day', async () => {
    const q = (await a.http.post('/api/pricing/quote').send(fjQuote()).expect(200)).body;
    expect(q).toMatchObject({ dailyRate: 67, baseTotal: 469, deliveryFee: 100, totalPrice: 569 });
    const fleet = (await a.http.get('/api/fleet').expect(200)).body as { carType: string; tiers: { dailyRate: number }[]; fromPrice: number }[];
    expect(fleet.find((v) => v.carType === 'Toyota FJ Cruiser')).toMatchObject({ fromPrice: 63, tiers: [{ dailyRate: 70 }, { dailyRate: 68 }, { dailyRate: 67 }, { dailyRate: 63 }] });
    // A booking made before the change: 7 × 67 + delivery 100.
    const res = await a.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send(julyBooking(`${YEAR}-07-17`)).expect(201);
    expect(res.body.totalPrice).toBe(569);
    before = res.body;
  });

  it('a +20 % season with 5 minimum days: every day round(67 × 1.2) = 80, on both instances within 5 s', async () => {
    const change = await changes().addSeason({ name: 'Summer', from: `${YEAR}-07-01`, to: `${YEAR}-08-31`, percent: '20', minDays: '5' }, 'manager-nino');
    expect(change).toMatchObject({ by: 'manager-nino', subject: 'season Summer', before: null });
    const started = Date.now();
    // The instance that made the change uses it at once.
    expect((await a.http.post('/api/pricing/quote').send(fjQuote()).expect(200)).body).toMatchObject({ dailyRate: 80, baseTotal: 560, totalPrice: 660 });
    // The other one within 5 s (it compares the version at most once a second).
    let seen = 0;
    while (Date.now() - started < 5000) {
      seen = (await b.http.post('/api/pricing/quote').send(fjQuote()).expect(200)).body.dailyRate;
      if (seen === 80) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(80);
    expect(Date.now() - started).toBeLessThan(5000);
    const fleet = (await b.http.get('/api/fleet').expect(200)).body;
    expect(fleet).toHaveLength(5);
  });

  it('a 7-day booking stores 560 + delivery, with the season’s line', async () => {
    const res = await b.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send(julyBooking(`${YEAR}-07-17`)).expect(201);
    expect(res.body).toMatchObject({ days: 7, totalPrice: 660 });
    const stored = await a.app.get(FindBookingService).execute(res.body.reference);
    expect(stored.totalPrice).toBe(660);
    expect(stored.breakdown.lines[0]).toMatchObject({ key: 'car', quantity: 7, unitPrice: 80, amount: 560, label: 'Toyota FJ Cruiser rental (Summer +20%)' });
  });

  it('a 4-day booking, and a 4-day quote, are 400s on returnDate with the season’s message', async () => {
    const res = await a.http.post('/api/bookings').set('Idempotency-Key', randomUUID()).send(julyBooking(`${YEAR}-07-14`)).expect(400);
    // The site words it from the code and the season's dates (ISO), in any language.
    const error = { field: 'returnDate', type: 'rule', message: MESSAGE, code: 'seasonMinimum', params: { from: `${YEAR}-07-01`, to: `${YEAR}-08-31`, days: 5 } };
    expect(res.body.errors).toEqual([error]);
    const q = await b.http.post('/api/pricing/quote').send(fjQuote(4)).expect(400);
    expect(q.body.errors).toEqual([error]);
  });

  it('the booking made before the change keeps its total and breakdown', async () => {
    const stored = await a.app.get(FindBookingService).execute(before.id);
    expect(stored.totalPrice).toBe(569);
    expect(stored.breakdown.lines[0]).toMatchObject({ unitPrice: 67, amount: 469 });
  });

  it('rates, fees and services: stored with who, when, before → after', async () => {
    await changes().setRates('toyota fj cruiser', '75,73,71,68', 'manager-nino');
    await changes().setFee('Batumi', 'TBILISI', '110', 'manager-nino');
    await changes().setService('babySeat', '4', 'manager-nino');
    const shown = await a.app.get(PriceListService).show();
    expect(shown.cars.find((c) => c.name === 'Toyota FJ Cruiser')?.tiers).toEqual([75, 73, 71, 68]);
    expect(shown.deliveryFees.find((f) => f.from === 'tbilisi' && f.to === 'batumi')?.fee ?? shown.deliveryFees.find((f) => f.from === 'batumi' && f.to === 'tbilisi')?.fee).toBe(110);
    expect(shown.services.find((s) => s.key === 'babySeat')).toMatchObject({ price: 4, unit: 'per-day' });
    const history = await a.app.get(PriceListService).history();
    expect(history.slice(0, 3).map((h) => [h.subject, h.before, h.after, h.by])).toEqual([
      ['service babySeat', 3, 4, 'manager-nino'],
      ['delivery batumi ↔ tbilisi', 100, 110, 'manager-nino'],
      ['rates Toyota FJ Cruiser', [70, 68, 67, 63], [75, 73, 71, 68], 'manager-nino'],
    ]);
    // Outside the season the new rate; in it the new rate + 20 %.
    expect((await a.http.post('/api/pricing/quote').send(fjQuote(7, `${YEAR}-06-01`)).expect(200)).body).toMatchObject({ dailyRate: 71, deliveryFee: 110 });
    expect((await a.http.post('/api/pricing/quote').send(fjQuote(7)).expect(200)).body).toMatchObject({ dailyRate: 85 });
    // The earlier bookings still keep theirs.
    expect((await a.app.get(FindBookingService).execute(before.id)).totalPrice).toBe(569);
  });

  it.each<[string, () => Promise<unknown>, RegExp]>([
    ['a negative rate', () => changes().setRates('Toyota FJ Cruiser', '70,-1,67,63', 'x'), /cannot be negative/],
    ['a non-numeric rate', () => changes().setRates('Toyota FJ Cruiser', '70,abc,67,63', 'x'), /whole number/],
    ['three tiers', () => changes().setRates('Toyota FJ Cruiser', '70,68,67', 'x'), /4 daily rates/],
    ['five tiers', () => changes().setRates('Toyota FJ Cruiser', '70,68,67,63,60', 'x'), /4 daily rates/],
    ['an unknown car', () => changes().setRates('Lada Niva', '70,68,67,63', 'x'), /Lada Niva/],
    ['an unknown city', () => changes().setFee('Tbilisi', 'Yerevan', '50', 'x'), /Yerevan/],
    ['a negative fee', () => changes().setFee('Tbilisi', 'Batumi', '-5', 'x'), /cannot be negative/],
    ['an unknown service', () => changes().setService('jetpack', '5', 'x'), /unknown service/],
    ['a season ending before it starts', () => changes().addSeason({ name: 'Back', from: `${YEAR}-10-10`, to: `${YEAR}-10-01`, percent: '5' }, 'x'), /ends .* before it starts/],
    ['an overlapping season for the same car', () => changes().addSeason({ name: 'Late summer', from: `${YEAR}-08-20`, to: `${YEAR}-09-10`, percent: '5', cars: 'Toyota FJ Cruiser' }, 'x'), /overlaps the season "Summer"/],
    ['a percent under -90', () => changes().addSeason({ name: 'Sale', from: `${YEAR}-11-01`, to: `${YEAR}-11-10`, percent: '-91' }, 'x'), /from -90 to \+500/],
    ['a percent over 500', () => changes().addSeason({ name: 'Gold', from: `${YEAR}-11-01`, to: `${YEAR}-11-10`, percent: '501' }, 'x'), /from -90 to \+500/],
    ['a season for an unknown car', () => changes().addSeason({ name: 'Niva', from: `${YEAR}-11-01`, to: `${YEAR}-11-10`, percent: '5', cars: 'Lada Niva' }, 'x'), /Lada Niva/],
    ['removing an unknown season', () => changes().removeSeason('Winter', 'x'), /no season named "Winter"/],
  ])('%s is refused and changes nothing', async (_what, attempt, message) => {
    const v = await version();
    const n = await historyCount();
    await expect(attempt()).rejects.toThrow(message);
    expect(await version()).toBe(v);
    expect(await historyCount()).toBe(n);
  });

  it('removing a season brings the rates back; seasons for other cars may overlap', async () => {
    await changes().removeSeason('summer', 'x');
    expect((await a.http.post('/api/pricing/quote').send(fjQuote(4)).expect(200)).body).toMatchObject({ dailyRate: 73 });
    await changes().addSeason({ name: 'FJ autumn', from: `${YEAR}-08-15`, to: `${YEAR}-09-15`, percent: '-10', cars: 'Toyota FJ Cruiser' }, 'x');
    await changes().addSeason({ name: 'Elantra autumn', from: `${YEAR}-08-20`, to: `${YEAR}-09-20`, percent: '10', cars: 'hyundai elantra' }, 'x');
    await expect(changes().addSeason({ name: 'All autumn', from: `${YEAR}-09-01`, to: `${YEAR}-09-02`, percent: '10' }, 'x')).rejects.toThrow(/overlaps/);
    expect((await a.app.get(PriceListService).seasons()).map((s) => [s.name, s.cars])).toEqual([
      ['FJ autumn', ['Toyota FJ Cruiser']],
      ['Elantra autumn', ['Hyundai Elantra']],
    ]);
  });

  it('cars add: quoted at once with its texts; bad input refused; hide: not offered, earlier bookings kept', async () => {
    const cars = a.app.get(CatalogueCarsService);
    await cars.add({ name: 'Toyota Land Cruiser', carClass: '4x4', seats: '7', daily: '95', texts: { en: { description: 'Big and calm', features: '7 Seats, 4x4' }, ar: { description: 'كبيرة وهادئة' } } }, 'nino');
    const listed = (await cars.list()).find((c) => c.name === 'Toyota Land Cruiser');
    expect(listed).toMatchObject({ tiers: [95, 92, 90, 86], seats: 7, carClass: '4x4', hidden: false, texts: { en: { description: 'Big and calm', features: ['7 Seats', '4x4'] }, ar: { description: 'كبيرة وهادئة' } } });
    expect((await a.http.post('/api/pricing/quote').send({ ...fjQuote(4, `${YEAR}-05-01`), carType: 'toyota land cruiser' }).expect(200)).body.dailyRate).toBe(92);
    for (const bad of [{ name: 'X', carClass: '4x4', seats: '5', daily: '50' }, { name: 'Lada Niva', carClass: 'tank', seats: '5', daily: '50' }, { name: 'Lada Niva', carClass: '4x4', seats: '0', daily: '50' }, { name: 'Lada Niva', carClass: '4x4', seats: '5', daily: '-3' }, { name: 'Toyota Land Cruiser', carClass: '4x4', seats: '5', daily: '50' }]) {
      const v = await version();
      await expect(cars.add(bad, 'nino')).rejects.toThrow();
      expect(await version()).toBe(v);
    }
    await cars.hide('Toyota FJ Cruiser', 'nino');
    const refused = await a.http.post('/api/pricing/quote').send(fjQuote(7, `${YEAR}-05-01`)).expect(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'carType' });
    expect(((await a.http.get('/api/fleet').expect(200)).body as { carType: string }[]).map((v) => v.carType)).not.toContain('Toyota FJ Cruiser');
    expect((await a.app.get(FindBookingService).execute(before.id)).totalPrice).toBe(569);
    await cars.edit('toyota fj cruiser', { show: true }, 'nino');
    await a.http.post('/api/pricing/quote').send(fjQuote(7, `${YEAR}-05-01`)).expect(200);
  });
});
