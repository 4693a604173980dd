// The floor of `bench/api-floor.mjs`: for each measured API route, a plain Express 5 handler doing
// the same work as the real server's route (the same domain function or application class from
// backend/dist, the same SQL on the same database) and nothing else (no Nest, no validation pipe,
// no security headers, no compression, no request log). The real server's throughput divided by
// this one's is the route's ratio.
//
// Adding a route to the benchmark = one entry in ROUTES (bench/api-floor.mjs) and one handler
// here under the same name. A handler is `(deps) => (req, res) => ...`; deps = { pool } (a pg Pool
// on the server's database).
import { randomInt } from 'node:crypto';
import { BookingChangeEffects } from '../../backend/dist/application/notifications/booking-change-effects.js';
import { TypeOrmBookingHistoryWrites } from '../../backend/dist/adapters/persistence/repositories/typeorm-booking-history.repository.js';
import { TypeOrmBookingWrites } from '../../backend/dist/adapters/persistence/repositories/typeorm-booking.writes.js';
import { TypeOrmOutboxWrites } from '../../backend/dist/adapters/persistence/repositories/typeorm-outbox.repository.js';
import { bookingWithUnit } from '../../backend/dist/adapters/persistence/repositories/booking-columns.js';
import { CryptoBookingTokens } from '../../backend/dist/adapters/persistence/crypto-booking.tokens.js';
import { NodeDigest } from '../../backend/dist/adapters/security/node-digest.js';
import { CreateBookingDto } from '../../backend/dist/adapters/http/dto/create-booking.dto.js';
import { bookingRequestHash, replayOrConflict } from '../../backend/dist/application/booking/idempotency.js';
import { bookingPagePath } from '../../backend/dist/domain/booking/booking-page.js';
import { clientKey } from '../../backend/dist/domain/booking/pending-caps.js';
import { AppConfig } from '../../backend/dist/config/app-config.js';
import { VISITOR_ACTOR } from '../../backend/dist/domain/booking/history.js';
import { ListFleetService } from '../../backend/dist/application/fleet/list-fleet.service.js';
import { toBookingView } from '../../backend/dist/application/booking/booking-view.js';
import { fleetAvailability, parseAvailabilityQuery, unavailableMessage } from '../../backend/dist/domain/availability/availability.js';
import { bookingHoldPeriod, DEFAULT_TURNAROUND_HOURS } from '../../backend/dist/domain/availability/hold-period.js';
import { DEFAULT_INSURANCE, findInsurance } from '../../backend/dist/domain/booking/insurance.js';
import { generateReference } from '../../backend/dist/domain/booking/reference.js';
import { priceBooking } from '../../backend/dist/domain/booking/total.js';
import { SERVICE_KEYS } from '../../backend/dist/domain/booking/services.js';
import { validateBooking } from '../../backend/dist/domain/booking/validation.js';
import { findSiteCar } from '../../backend/dist/domain/catalogue/site-fleet.js';
import { parseLocation } from '../../backend/dist/domain/catalogue/locations.js';
import { DEFAULT_LOCALE, isLocale } from '../../backend/dist/domain/site/locales.js';
import { todayInTbilisi } from '../../backend/dist/domain/shared/dates.js';
import { quotePrice } from '../../backend/dist/domain/pricing/quote.js';
import { CurrentPrices } from '../../backend/dist/application/pricing/current-prices.service.js';
import { readTables, readVersion } from '../../backend/dist/adapters/persistence/repositories/typeorm-catalogue.repository.js';
import { BOOKING_SQL as SQL } from './booking-sql.mjs';

/** The server's default (the bench does not set TURNAROUND_HOURS). */
const TURNAROUND_HOURS = DEFAULT_TURNAROUND_HOURS;

/** The server's settings, read from the same environment (the hold policy of the answer). */
const CONFIG = AppConfig.fromEnv(process.env);
/**
 * What a booking change writes besides itself (its history row, its outbox messages), decided by
 * the server's own class.
 */
const EFFECTS = new BookingChangeEffects(CONFIG);
/** The booking page's link (a random token, its SHA-256 stored) and the idempotency hash, as the server makes them. */
const TOKENS = new CryptoBookingTokens();
const DIGEST = new NodeDigest();

/** An error of the domain (it carries a code) is the client's fault: 400, as the real server answers. */
function fail(res, err) {
  if (typeof err?.getStatus === 'function') {
    res.status(err.getStatus()).json(err.getResponse());
  } else if (err && typeof err.code === 'string' && err.code !== 'ERR') {
    res.status(400).json({ statusCode: 400, message: err.message, errors: err.errors ?? [] });
  } else {
    res.status(500).json({ statusCode: 500, message: 'Internal server error' });
  }
}

/**
 * The price tables as the server keeps them: its CurrentPrices class (a copy in memory, the
 * version compared at most once a second, reloaded when it changed) over the same SQL on the pool.
 */
let prices;
function currentPrices(pool) {
  const sql = async (text, params = []) => (await pool.query(text, params)).rows;
  prices ??= new CurrentPrices({ version: () => readVersion(sql), tables: () => readTables(sql) });
  return prices;
}

export const FLOOR_HANDLERS = {
  // HealthService → DatabaseHealth.ping(): `SELECT 1` on the pool.
  health: ({ pool }) => async (_req, res) => {
    try {
      await pool.query('SELECT 1');
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: 'up' });
    } catch {
      res.status(503).json({ status: 'error', database: 'down' });
    }
  },

  // ListFleetService (a plain class; the server registers the same one).
  fleet: ({ pool }) => {
    const tables = currentPrices(pool);
    const service = new ListFleetService({}, () => tables.get());
    return async (_req, res) => res.json(await service.execute());
  },

  // QuotePriceService.execute = the domain's quotePrice with the current price tables.
  quote: ({ pool }) => {
    const tables = currentPrices(pool);
    return async (req, res) => {
      try {
        res.json(quotePrice(req.body, await tables.get()));
      } catch (err) {
        fail(res, err);
      }
    };
  },

  // CheckAvailabilityService: the domain's parse, one counting query (UnitRepository.availability), the domain's answer.
  availability: ({ pool }) => async (req, res) => {
    try {
      const query = parseAvailabilityQuery(req.query, todayInTbilisi(new Date()));
      const period = bookingHoldPeriod(query, TURNAROUND_HOURS);
      const { rows } = await pool.query(SQL.availability, [period.start, period.end]);
      const counts = rows.map((r) => ({ carType: r.car_type, total: Number(r.total), available: Number(r.available) }));
      res.set('Cache-Control', 'no-store').json(fleetAvailability(query, counts));
    } catch (err) {
      fail(res, err);
    }
  },

  // CreateBookingService.create and its unit of work, written out (see createBooking).
  booking: ({ pool }) => async (req, res) => {
    try {
      // The body's fields and the bot-check token's length (CreateBookingDto, as the server's pipe); the token is not part of the booking.
      const { recaptchaToken: _token, ...booking } = CreateBookingDto.fromJson(req.body ?? {});
      const { status, body, replayed } = await createBooking(pool, booking, req.get('idempotency-key') || null, req.ip ?? null, await currentPrices(pool).get());
      if (replayed) res.set('Idempotent-Replayed', 'true');
      res.status(status).json(body);
    } catch (err) {
      fail(res, err);
    }
  },
};

/** The Idempotency-Key's shape (CreateBookingService). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** Text of a form value, as the service reads it. */
const text = (v) => (typeof v === 'string' ? v.trim() : '');

/**
 * A booking as the server makes one, with nothing around it: the idempotency look-up (the request's
 * hash compared), the domain's validation and price, then one transaction (booking row with the
 * request's hash and client key, then a hold on a free unit of its car, a lost race trying the next
 * candidate; no unit: ROLLBACK and 409; the booking page's token hash), and the answer from what was
 * written with the page's link. The booking row, the unit choice, the token, the history row and the
 * messages are the server's own code (TypeOrmBookingWrites, BookingChangeEffects.record) on this
 * transaction; the look-up is in booking-sql.mjs.
 */
async function createBooking(pool, req, idempotencyKey, clientIp, tables) {
  if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey)) throw Object.assign(new Error('Validation failed'), { code: 'VALIDATION_FAILED', errors: [{ field: 'idempotencyKey' }] });
  const requestHash = idempotencyKey ? bookingRequestHash(req, DIGEST) : null;
  if (idempotencyKey) {
    const { rows } = await pool.query(SQL.findByIdempotencyKey, [idempotencyKey]);
    if (rows.length) {
      // A replay: the first booking (same request hash, else 422) with a link of its own.
      const existing = replayOrConflict(bookingWithUnit(rows[0]), requestHash);
      const page = TOKENS.issue();
      await new TypeOrmBookingWrites(async (text, params) => (await pool.query(text, params)).rows).addToken(existing.id, page.hash, new Date());
      return { status: 201, body: publicView(existing, page.token), replayed: true };
    }
  }
  const now = new Date();
  const errors = validateBooking(req, todayInTbilisi(now), tables);
  if (errors.length) throw Object.assign(new Error('Validation failed'), { code: 'VALIDATION_FAILED', errors });
  const record = { ...price(req, idempotencyKey, clientIp, tables), idempotencyHash: requestHash, createdAt: now };
  const hold = bookingHoldPeriod(record, TURNAROUND_HOURS);

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const reference = generateReference(() => randomInt(0, 2 ** 32) / 2 ** 32);
    const page = TOKENS.issue();
    const sql = async (text, params = []) => (await client.query(text, params)).rows;
    const writes = new TypeOrmBookingWrites(sql);
    const inserted = await writes.insert({ ...record, reference });
    if (!inserted) throw new Error('reference or idempotency key taken (not expected in the bench)');
    const unit = await writes.holdFreeUnit(inserted.id, record.carType, hold, now);
    if (!unit) {
      await client.query('ROLLBACK');
      return {
        status: 409,
        body: { statusCode: 409, message: unavailableMessage(record.carType, record), errors: [{ field: 'carType', type: 'unavailable', message: unavailableMessage(record.carType, record) }] },
      };
    }
    await writes.addToken(inserted.id, page.hash, now);
    const stored = { ...inserted, unit };
    const change = { type: 'created', bookingId: stored.id, reference, at: now, actor: VISITOR_ACTOR, detail: { toUnit: unit } };
    await EFFECTS.record({ history: new TypeOrmBookingHistoryWrites(sql), outbox: new TypeOrmOutboxWrites(sql) }, [change], [stored]);
    await client.query('COMMIT');
    return { status: 201, body: publicView(stored, page.token) };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The service's `price`: the stored shape of a valid request. */
function price(req, idempotencyKey, clientIp, tables) {
  const car = findSiteCar(tables, req.carType);
  const pickupLocation = parseLocation(req.pickupLocation);
  const dropoffLocation = parseLocation(req.dropoffLocation);
  const insuranceType = findInsurance(text(req.insuranceType) || DEFAULT_INSURANCE).value;
  const flags = Object.fromEntries(SERVICE_KEYS.map((key) => [key, req[key] === true]));
  const [pickupDate, pickupTime, returnDate, returnTime] = [req.pickupDate, req.pickupTime, req.returnDate, req.returnTime].map(text);
  const breakdown = priceBooking({ carType: car.name, pickupLocation, dropoffLocation, pickupDate, pickupTime, returnDate, returnTime, insuranceType, ...flags }, tables);
  const days = breakdown.days;
  const clientTotal = typeof req.totalPrice === 'number' ? String(req.totalPrice) : text(req.totalPrice);
  return {
    customerName: text(req.customerName).replace(/\s+/g, ' '),
    driverAge: Number(text(String(req.driverAge ?? ''))),
    groupSize: Number(text(String(req.groupSize ?? ''))),
    customerEmail: text(req.customerEmail),
    customerPhone: text(req.customerPhone),
    pickupLocation,
    dropoffLocation,
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    carType: car.name,
    insuranceType,
    ...flags,
    days,
    dailyRate: breakdown.dailyRate,
    totalPrice: breakdown.total,
    breakdown,
    botScore: null,
    gclid: text(req.gclid) || null,
    idempotencyKey,
    clientTotalPrice: clientTotal || null,
    locale: isLocale(req.locale) ? req.locale : DEFAULT_LOCALE,
    verificationRequired: CONFIG.mailConfigured && CONFIG.holdUnverifiedMinutes > 0,
    clientKey: clientKey(clientIp),
  };
}

/** The API's answer: the booking view without the staff-only fields, with the link to its page (BookingsController). */
function publicView(stored, token) {
  const { botScore: _score, clientTotalPrice: _guess, ...answer } = toBookingView(stored, CONFIG.holdPolicy);
  return { ...answer, bookingPage: bookingPagePath(token, stored.locale) };
}
