#!/usr/bin/env node
// Test helper, run as a child process with the same DATABASE_URL / DATA_DIR as the CLI under test:
// creates bookings and visit records through the backend's application services (so they are
// validated and priced as the site does), with the clock set back by `hoursAgo` when asked, and
// prints what it created as one JSON document: { bookings: BookingView[], visits: VisitView[] }.
//
//   node seed.mjs '{"bookings":[{"request":{...},"hoursAgo":48}],"visits":[{"ipAddress":"1.2.3.4","url":"/?gclid=x"}]}'
//
// `copies: n` on a booking also stores n copies of it in one SQL statement (thousands in a second):
// cancelled (so they hold no car), one second older each, with their own references; they are not
// printed, only counted.
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Test } from '@nestjs/testing';
import { CoreModule } from '@rentals/backend/core.module.js';
import { Clock } from '@rentals/backend/application/ports/clock.js';
import { CreateBookingService } from '@rentals/backend/application/booking/create-booking.service.js';
import { RecordVisitService } from '@rentals/backend/application/visits/record-visit.service.js';

const spec = JSON.parse(process.argv[2] ?? '{}');
let hoursAgo = 0;
const clock = { now: () => new Date(Date.now() - hoursAgo * 3_600_000) };

Logger.overrideLogger(false);
const moduleRef = await Test.createTestingModule({ imports: [CoreModule] }).overrideProvider(Clock).useValue(clock).compile();
moduleRef.useLogger(false);
await moduleRef.init();
const out = { bookings: [], visits: [] };
try {
  for (const item of spec.bookings ?? []) {
    hoursAgo = item.hoursAgo ?? 0;
    const booking = await moduleRef.get(CreateBookingService).execute(item.request, {});
    out.bookings.push(booking);
    if (item.copies) out.copies = (out.copies ?? 0) + (await copy(moduleRef.get(DataSource), booking.id, item.copies));
  }
  for (const item of spec.visits ?? []) {
    hoursAgo = item.hoursAgo ?? 0;
    out.visits.push(await moduleRef.get(RecordVisitService).execute({ ipAddress: item.ipAddress, url: item.url }));
  }
} finally {
  await moduleRef.close();
}
process.stdout.write(`${JSON.stringify(out)}\n`);
process.exit(0);

/** Stores `n` cancelled copies of booking `id` (see above); returns n. */
async function copy(dataSource, id, n) {
  const columns = (
    await dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'bookings' AND table_schema = current_schema()`)
  )
    .map((r) => r.column_name)
    .filter((c) => !['id', 'reference', 'idempotency_key', 'created_at', 'status', 'status_reason', 'cancelled_at', 'customer_name'].includes(c));
  // References GR-XXXXXX from the copy's number in the reference alphabet (unique, unlike random ones).
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const digit = (k) => `substr('${alphabet}', ((g / ${32 ** k}) % 32)::int + 1, 1)`;
  const reference = `'GR-' || ${[5, 4, 3, 2, 1, 0].map(digit).join(' || ')}`;
  await dataSource.query(
    `INSERT INTO bookings (reference, created_at, status, status_reason, cancelled_at, customer_name, ${columns.join(', ')})
     SELECT ${reference}, b.created_at - g * interval '1 second', 'cancelled', 'staff', b.created_at, b.customer_name || ' ' || g, ${columns.map((c) => `b.${c}`).join(', ')}
       FROM bookings b, generate_series(1, $2::int) AS g
      WHERE b.id = $1`,
    [id, n],
  );
  return n;
}
