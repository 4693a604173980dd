// The floor of `bench/api-floor.mjs`: for each measured API route, a plain Express 5 handler doing
// the same work as the real server's route (the same domain function or application class from
// backend/dist, the same SQL on the same database) and nothing else (no Nest, no validation pipe,
// no security headers, no compression, no request log). The real server's throughput divided by
// this one's is the route's ratio.
//
// Adding a route to the benchmark = one entry in ROUTES (bench/api-floor.mjs) and one handler
// here under the same name. A handler is `(deps) => (req, res) => ...`; deps = { pool } (a pg Pool
// on the server's database).
import { randomInt, randomUUID } from 'node:crypto';
import { BookingChangeEffects } from '../../backend/dist/application/notifications/booking-change-effects.js';
import { AppConfig } from '../../backend/dist/config/app-config.js';
import { VISITOR_ACTOR } from '../../backend/dist/domain/booking/history.js';
import { ListFleetService } from '../../backend/dist/application/fleet/list-fleet.service.js';
import { toBookingView } from '../../backend/dist/application/booking/booking-view.js';
import { fleetAvailability, parseAvailabilityQuery, unavailableMessage } from '../../backend/dist/domain/availability/availability.js';
import { bookingHoldPeriod, DEFAULT_TURNAROUND_HOURS } from '../../backend/dist/domain/availability/hold-period.js';
import { bookingDays } from '../../backend/dist/domain/booking/days.js';
import { DEFAULT_INSURANCE, findInsurance } from '../../backend/dist/domain/booking/insurance.js';
import { generateReference } from '../../backend/dist/domain/booking/reference.js';
import { bookingTotal } from '../../backend/dist/domain/booking/total.js';
import { validateBooking } from '../../backend/dist/domain/booking/validation.js';
import { findCar } from '../../backend/dist/domain/catalogue/cars.js';
import { parseLocation } from '../../backend/dist/domain/catalogue/locations.js';
import { DEFAULT_LOCALE, isLocale } from '../../backend/dist/domain/site/locales.js';
import { todayInTbilisi } from '../../backend/dist/domain/shared/dates.js';
import { quotePrice } from '../../backend/dist/domain/pricing/quote.js';
import { BOOKING_SQL as SQL } from './booking-sql.mjs';

/** The server's defaults (the bench does not set TURNAROUND_HOURS or BOOKING_CONFIRM_HOURS). */
const TURNAROUND_HOURS = DEFAULT_TURNAROUND_HOURS;
const CONFIRM_HOURS = Number(process.env.BOOKING_CONFIRM_HOURS) || 24;

/**
 * What a booking change writes besides itself (history, outbox messages for the configured
 * channels), computed by the server's own class from the same environment the server reads.
 */
const EFFECTS = new BookingChangeEffects(AppConfig.fromEnv(process.env));

/** An error of the domain (it carries a code) is the client's fault: 400, as the real server answers. */
function fail(res, err) {
  if (err && typeof err.code === 'string' && err.code !== 'ERR') {
    res.status(400).json({ statusCode: 400, message: err.message, errors: err.errors ?? [] });
  } else {
    res.status(500).json({ statusCode: 500, message: 'Internal server error' });
  }
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
  fleet: () => {
    const service = new ListFleetService({});
    return (_req, res) => res.json(service.execute());
  },

  // QuotePriceService.execute = the domain's quotePrice.
  quote: () => (req, res) => {
    try {
      res.json(quotePrice(req.body));
    } catch (err) {
      fail(res, err);
    }
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
      const { status, body, replayed } = await createBooking(pool, req.body, req.get('idempotency-key') || null);
      if (replayed) res.set('Idempotent-Replayed', 'true');
      res.status(status).json(body);
    } catch (err) {
      fail(res, err);
    }
  },
};

/** Text of a form value, as the service reads it. */
const text = (v) => (typeof v === 'string' ? v.trim() : '');

/**
 * A booking as the server makes one, with nothing around it: the idempotency look-up, the domain's
 * validation and price, then one transaction (booking row, then a hold on a free unit of its car,
 * a lost race trying the next candidate; no unit: ROLLBACK and 409), and the answer from what was
 * written. Every statement is in booking-sql.mjs.
 */
async function createBooking(pool, req, idempotencyKey) {
  if (idempotencyKey) {
    const { rows } = await pool.query(SQL.findByIdempotencyKey, [idempotencyKey]);
    if (rows.length) return { status: 201, body: publicView(fromRow(rows[0], rows[0].unit_label)), replayed: true };
  }
  const now = new Date();
  const errors = validateBooking(req, todayInTbilisi(now));
  if (errors.length) throw Object.assign(new Error('Validation failed'), { code: 'VALIDATION_FAILED', errors });
  const record = { ...price(req, idempotencyKey), createdAt: now };
  const hold = bookingHoldPeriod(record, TURNAROUND_HOURS);

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const reference = generateReference(() => randomInt(0, 2 ** 32) / 2 ** 32);
    const inserted = await client.query(SQL.insertBooking, insertValues(record, reference));
    if (inserted.rows.length === 0) throw new Error('reference or idempotency key taken (not expected in the bench)');
    const unit = await assignUnit(client, inserted.rows[0].id, record.carType, hold, now);
    if (!unit) {
      await client.query('ROLLBACK');
      return {
        status: 409,
        body: { statusCode: 409, message: unavailableMessage(record.carType, record), errors: [{ field: 'carType', type: 'unavailable', message: unavailableMessage(record.carType, record) }] },
      };
    }
    const stored = { ...record, ...fromInsert(inserted.rows[0]), reference, unit };
    await recordCreated(client, stored, now);
    await client.query('COMMIT');
    return { status: 201, body: publicView(stored) };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** BookingChangeEffects.record for one `created` change: its history row and its outbox messages. */
async function recordCreated(client, booking, at) {
  const change = { type: 'created', bookingId: booking.id, reference: booking.reference, at, actor: VISITOR_ACTOR, detail: { toUnit: booking.unit } };
  const h = EFFECTS.history(change, booking);
  await client.query(SQL.insertHistory, [[booking.id], [h.at], [h.type], [h.actor], [h.detail]]);
  const messages = EFFECTS.messages(change, booking, randomUUID);
  if (messages.length > 0) {
    await client.query(SQL.insertOutbox, [
      messages.map((m) => m.eventId),
      messages.map((m) => m.channel),
      messages.map((m) => m.topic),
      messages.map((m) => m.bookingId),
      messages.map((m) => m.reference),
      messages.map((m) => m.payload),
    ]);
  }
}

/** TypeOrmBookingWrites.holdFreeUnit: free candidates best first, `INSERT ... ON CONFLICT DO NOTHING` on each until one holds. */
async function assignUnit(client, bookingId, carType, period, at) {
  for (let round = 0; round < 3; round++) {
    const { rows: candidates } = await client.query(SQL.freeUnits, [carType, period.start, period.end]);
    if (candidates.length === 0) return null;
    for (const candidate of candidates) {
      const { rows } = await client.query(SQL.holdUnit, [candidate.id, bookingId, period.start, period.end, at]);
      if (rows.length > 0) return rows[0].label;
    }
  }
  return null;
}

/** The service's `price`: the stored shape of a valid request. */
function price(req, idempotencyKey) {
  const car = findCar(req.carType);
  const pickupLocation = parseLocation(req.pickupLocation);
  const dropoffLocation = parseLocation(req.dropoffLocation);
  const insuranceType = findInsurance(text(req.insuranceType) || DEFAULT_INSURANCE).value;
  const flags = {
    prepaidFuel: req.prepaidFuel === true,
    roadAssistance: req.roadAssistance === true,
    babySeat: req.babySeat === true,
    crossBorderArmenia: req.crossBorderArmenia === true,
    carRoofTent: req.carRoofTent === true,
    campingEquipment: req.campingEquipment === true,
    prepaidCarWash: req.prepaidCarWash === true,
  };
  const [pickupDate, pickupTime, returnDate, returnTime] = [req.pickupDate, req.pickupTime, req.returnDate, req.returnTime].map(text);
  const days = bookingDays(pickupDate, pickupTime, returnDate, returnTime);
  const breakdown = bookingTotal({ carType: car.name, pickupLocation, dropoffLocation, days, insuranceType, services: flags });
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
  };
}

function insertValues(b, reference) {
  return [
    reference, b.customerName, b.driverAge, b.groupSize, b.customerEmail, b.customerPhone,
    b.pickupLocation, b.dropoffLocation, b.pickupDate, b.pickupTime, b.returnDate, b.returnTime,
    b.carType, b.insuranceType, b.prepaidFuel, b.roadAssistance, b.babySeat, b.crossBorderArmenia,
    b.carRoofTent, b.campingEquipment, b.prepaidCarWash, b.days, b.dailyRate, b.totalPrice,
    JSON.stringify(b.breakdown), b.botScore, b.gclid, b.idempotencyKey, b.clientTotalPrice, b.createdAt, b.locale,
  ];
}

/** What the database adds to a new booking. */
function fromInsert(r) {
  return { id: r.id, status: r.status, statusReason: null, createdAt: r.created_at, confirmedAt: null, cancelledAt: null };
}

/** A stored booking from its row (an idempotent replay). */
function fromRow(r, unit) {
  const date = (d) => (d instanceof Date ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}` : String(d).slice(0, 10));
  return {
    id: r.id, reference: r.reference, status: r.status, statusReason: r.status_reason, customerName: r.customer_name,
    driverAge: r.driver_age, groupSize: r.group_size, customerEmail: r.customer_email, customerPhone: r.customer_phone,
    pickupLocation: r.pickup_location, dropoffLocation: r.dropoff_location, pickupDate: date(r.pickup_date), pickupTime: String(r.pickup_time).slice(0, 5),
    returnDate: date(r.return_date), returnTime: String(r.return_time).slice(0, 5), carType: r.car_type, insuranceType: r.insurance_type,
    prepaidFuel: r.prepaid_fuel, roadAssistance: r.road_assistance, babySeat: r.baby_seat, crossBorderArmenia: r.cross_border_armenia,
    carRoofTent: r.car_roof_tent, campingEquipment: r.camping_equipment, prepaidCarWash: r.prepaid_car_wash, days: r.days,
    dailyRate: r.daily_rate, totalPrice: r.total_price, breakdown: r.breakdown, botScore: r.bot_score === null ? null : Number(r.bot_score),
    gclid: r.gclid, idempotencyKey: r.idempotency_key, clientTotalPrice: r.client_total_price, createdAt: r.created_at, locale: r.locale,
    confirmedAt: r.confirmed_at, cancelledAt: r.cancelled_at, unit,
  };
}

/** The API's answer: the booking view without the staff-only fields (BookingsController). */
function publicView(stored) {
  const { botScore: _score, clientTotalPrice: _guess, ...answer } = toBookingView(stored, CONFIRM_HOURS);
  return answer;
}
