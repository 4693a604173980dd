// Every SQL statement of the floor's booking and availability handlers (handlers.mjs), in one
// place: the statements the real server runs for POST /api/bookings and GET /api/availability
// (backend/src/adapters/persistence/repositories/typeorm-booking.repository.ts: insert,
// assignUnit, findByIdempotencyKey; typeorm-unit.repository.ts: availability), copied word for
// word, and the history and outbox writes every booking change makes in its transaction
// (typeorm-booking.repository.ts: recordChanges; docs/persistence.md). When the server's booking
// transaction gains statements, add them here and in createBooking (handlers.mjs) so the floor
// keeps doing the same work.

const INSERT_COLUMNS = [
  'reference', 'customer_name', 'driver_age', 'group_size', 'customer_email', 'customer_phone',
  'pickup_location', 'dropoff_location', 'pickup_date', 'pickup_time', 'return_date', 'return_time',
  'car_type', 'insurance_type', 'prepaid_fuel', 'road_assistance', 'baby_seat', 'cross_border_armenia',
  'car_roof_tent', 'camping_equipment', 'prepaid_car_wash', 'days', 'daily_rate', 'total_price',
  'breakdown', 'bot_score', 'gclid', 'idempotency_key', 'client_total_price', 'created_at', 'locale',
];

/** `tstzrange($a, $b, '[)')`, as hold-queries.ts's `range`. */
const range = (a, b) => `tstzrange($${a}::timestamptz, $${b}::timestamptz, '[)')`;

export const BOOKING_SQL = {
  /** An earlier booking with this Idempotency-Key (a replay), with its unit's label. */
  findByIdempotencyKey: `SELECT b.*, (SELECT u.label FROM holds h JOIN units u ON u.id = h.unit_id WHERE h.booking_id = b.id) AS unit_label
                           FROM bookings b WHERE b.idempotency_key = $1`,

  /** The booking row; no row back: a unique index (reference, idempotency key) refused it. */
  insertBooking: `INSERT INTO bookings (${INSERT_COLUMNS.join(', ')})
                  VALUES (${INSERT_COLUMNS.map((c, i) => (c === 'created_at' ? `COALESCE($${i + 1}::timestamptz, now())` : `$${i + 1}`)).join(', ')})
                  ON CONFLICT DO NOTHING RETURNING id, status, created_at`,

  /** Active units of the car with no overlapping active hold, the one whose previous hold (within 30 days) ends closest before the pickup first. */
  freeUnits: `SELECT u.id
                FROM units u
               WHERE u.car_type = $1 AND u.active
                 AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.unit_id = u.id AND h.active AND h.period && ${range(2, 3)})
               ORDER BY (SELECT max(upper(h.period)) FROM holds h
                          WHERE h.unit_id = u.id AND h.active AND upper(h.period) <= $2::timestamptz
                            AND h.period && tstzrange($2::timestamptz - interval '30 days', $2::timestamptz)) DESC NULLS LAST,
                        u.label`,

  /** The hold; no row back: another transaction holds the unit for an overlapping period (holds_no_overlap), try the next. */
  holdUnit: `INSERT INTO holds (unit_id, kind, booking_id, period, created_at)
             SELECT u.id, 'booking', $2, ${range(3, 4)}, $5 FROM units u WHERE u.id = $1 AND u.active FOR SHARE
             ON CONFLICT DO NOTHING
             RETURNING (SELECT label FROM units WHERE id = $1) AS label`,

  /** The booking's history rows (recordChanges: one per change, batched with unnest). */
  insertHistory: `INSERT INTO booking_history (booking_id, at, type, actor, detail)
                  SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::varchar[], $4::varchar[], $5::text[])`,

  /** The change's outbox messages (recordChanges; only when a channel is configured). */
  insertOutbox: `INSERT INTO outbox (event_id, channel, topic, booking_id, reference, payload)
                 SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::uuid[], $5::varchar[], $6::text[])`,

  /** Free and total units per car type for a period (GET /api/availability). */
  availability: `SELECT u.car_type,
                        count(*)::int AS total,
                        count(*) FILTER (WHERE NOT EXISTS (
                          SELECT 1 FROM holds h WHERE h.unit_id = u.id AND h.active AND h.period && ${range(1, 2)}
                        ))::int AS available
                   FROM units u
                  WHERE u.active
                  GROUP BY u.car_type`,
};
