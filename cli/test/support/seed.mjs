#!/usr/bin/env node
// Test helper, run as a child process with the same DATABASE_URL / DATA_DIR as the CLI under test:
// creates bookings and visit records through the backend's application services (so they are
// validated and priced as the site does), with the clock set back by `hoursAgo` when asked, and
// prints what it created as one JSON document: { bookings: BookingView[], visits: VisitView[] }.
//
//   node seed.mjs '{"bookings":[{"request":{...},"hoursAgo":48}],"visits":[{"ipAddress":"1.2.3.4","url":"/?gclid=x"}]}'
import { Logger } from '@nestjs/common';
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
    out.bookings.push(await moduleRef.get(CreateBookingService).execute(item.request, {}));
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
