import { DataSource } from 'typeorm';
import { CancelBookingService } from '../../src/application/booking/cancel-booking.service.js';
import { ConfirmBookingService } from '../../src/application/booking/confirm-booking.service.js';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { FindBookingService } from '../../src/application/booking/find-booking.service.js';
import { ListBookingsService } from '../../src/application/booking/list-bookings.service.js';
import { MoveBookingService } from '../../src/application/booking/move-booking.service.js';
import { AddUnitService } from '../../src/application/units/add-unit.service.js';
import { BlockUnitService } from '../../src/application/units/block-unit.service.js';
import { FleetCalendarService } from '../../src/application/units/fleet-calendar.service.js';
import { ListBlocksService } from '../../src/application/units/list-blocks.service.js';
import { ListUnitsService } from '../../src/application/units/list-units.service.js';
import { ReactivateUnitService } from '../../src/application/units/reactivate-unit.service.js';
import { RemoveBlockService } from '../../src/application/units/remove-block.service.js';
import { RetireUnitService } from '../../src/application/units/retire-unit.service.js';
import { DEFAULT_FLEET } from '../../src/domain/availability/units.js';
import {
  BlockNotFoundError,
  RuleViolationError,
  UnitConflictError,
  UnitNotFoundError,
  UnitUnavailableError,
  UnknownCarError,
  ValidationError,
} from '../../src/domain/errors.js';
import { addDays, todayInTbilisi } from '../../src/domain/shared/dates.js';
import { createCoreTestContext, type CoreTestContext } from '../support/core-context.js';
import { bookingRequest } from '../support/fixtures.js';

let ctx: CoreTestContext;
const get = <T>(cls: abstract new (...args: never[]) => T): T => ctx.module.get(cls as never) as T;

beforeAll(async () => {
  ctx = await createCoreTestContext({ TURNAROUND_HOURS: '12', RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET_KEY: undefined });
});
afterAll(async () => {
  await ctx?.close();
});

const today = () => todayInTbilisi(ctx.clock.now());
/** A rental window of its own per call, far from the fixture bookings. */
let window = 0;
function period(days = 5): { pickupDate: string; returnDate: string } {
  const pickupDate = addDays(today(), 600 + 30 * window++);
  return { pickupDate, returnDate: addDays(pickupDate, days) };
}
const create = (overrides: Parameters<typeof bookingRequest>[0]) => get(CreateBookingService).execute(bookingRequest(overrides));
async function errorOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (e) {
    return e as Error & Record<string, unknown>;
  }
  throw new Error('expected an error');
}

describe('units', () => {
  it('starts with the default fleet of 21, in fleet order', async () => {
    const units = await get(ListUnitsService).execute();
    expect(units).toEqual(DEFAULT_FLEET.map((u) => ({ label: u.label, carType: u.carType, active: true })));
  });

  it('adds a unit with a new label; refuses a taken label, an unknown car and a bad label, storing nothing', async () => {
    expect(await get(AddUnitService).execute({ carType: 'toyota-4runner', label: ' rn 777 tb ' })).toEqual({ label: 'RN 777 TB', carType: 'Toyota 4Runner', active: true });
    const duplicate = await errorOf(get(AddUnitService).execute({ carType: 'Toyota FJ Cruiser', label: 'rn 777 tb' }));
    expect(duplicate).toBeInstanceOf(UnitConflictError);
    expect(duplicate.message).toMatch(/RN 777 TB is taken already \(a Toyota 4Runner\)/);
    expect(await errorOf(get(AddUnitService).execute({ carType: 'Cadillac Escalade', label: 'CA-001-GE' }))).toBeInstanceOf(UnknownCarError);
    expect(await errorOf(get(AddUnitService).execute({ carType: 'Toyota 4Runner', label: 'x' }))).toBeInstanceOf(ValidationError);
    const units = await get(ListUnitsService).execute();
    expect(units).toHaveLength(22);
    expect(units.filter((u) => u.carType === 'Toyota 4Runner').map((u) => u.label)).toContain('RN 777 TB');
  });

  it('retires a unit only while it holds no booking that is not over; names the bookings otherwise', async () => {
    await get(AddUnitService).execute({ carType: 'Hyundai Elantra', label: 'EL-500-TB' });
    // Four Elantras are taken for these dates by others first, so the new one gets the booking.
    const d = period();
    for (let i = 0; i < 4; i++) await create({ ...d, carType: 'Hyundai Elantra', customerName: `Other Guest${'abcd'[i]}` });
    const held = await create({ ...d, carType: 'Hyundai Elantra', customerName: 'Held Guest' });
    expect(held.unit).toBe('EL-500-TB');

    const refused = await errorOf(get(RetireUnitService).execute('el-500-tb'));
    expect(refused).toBeInstanceOf(UnitConflictError);
    expect(refused.message).toContain(held.reference);
    expect(refused.conflicts).toEqual([held.reference]);
    expect((await get(ListUnitsService).execute()).find((u) => u.label === 'EL-500-TB')?.active).toBe(true);

    await get(CancelBookingService).execute(held.reference);
    expect(await get(RetireUnitService).execute('EL-500-TB')).toEqual({ label: 'EL-500-TB', carType: 'Hyundai Elantra', active: false });
    expect(await errorOf(get(RetireUnitService).execute('EL-500-TB'))).toBeInstanceOf(UnitConflictError);
    // A retired unit takes no booking: with the four others held, the next Elantra is refused.
    expect(await errorOf(create({ ...d, carType: 'Hyundai Elantra' }))).toBeInstanceOf(UnitUnavailableError);
    // The cancelled booking still says which car it had.
    expect((await get(FindBookingService).execute(held.reference)).unit).toBe('EL-500-TB');

    expect(await get(ReactivateUnitService).execute('EL-500-TB')).toMatchObject({ active: true });
    expect((await create({ ...d, carType: 'Hyundai Elantra' })).unit).toBe('EL-500-TB');
    expect(await errorOf(get(RetireUnitService).execute('NO-SUCH-1'))).toBeInstanceOf(UnitNotFoundError);
  });

  it('a unit with only past bookings can be retired', async () => {
    await get(AddUnitService).execute({ carType: 'Subaru Forester', label: 'FR-600-TB' });
    const d = period(3);
    for (let i = 0; i < 4; i++) await create({ ...d, carType: 'Subaru Forester' });
    const mine = await create({ ...d, carType: 'Subaru Forester' });
    expect(mine.unit).toBe('FR-600-TB');
    const saved = ctx.clock.now();
    ctx.clock.set(new Date(Date.parse(`${addDays(d.returnDate, 1)}T12:00:00+04:00`)));
    try {
      expect((await get(RetireUnitService).execute('FR-600-TB')).active).toBe(false);
    } finally {
      ctx.clock.set(saved);
    }
  });
});

describe('maintenance blocks', () => {
  it('blocks whole days, lists them, refuses overlaps naming them, and frees the unit when removed', async () => {
    const { pickupDate } = period();
    const from = addDays(pickupDate, 1);
    const to = addDays(pickupDate, 3);
    const block = await get(BlockUnitService).execute({ label: 'fj-101-ge', from, to, reason: '  new tyres ' });
    expect(block).toMatchObject({ unit: 'FJ-101-GE', carType: 'Toyota FJ Cruiser', from, to, reason: 'new tyres', active: true, removedAt: null });

    const again = await errorOf(get(BlockUnitService).execute({ label: 'FJ-101-GE', from: to, to: addDays(to, 2) }));
    expect(again).toBeInstanceOf(UnitConflictError);
    expect(again.message).toContain(`block ${block.id} (${from} to ${to}, new tyres)`);

    const listed = await get(ListBlocksService).execute({ label: 'FJ-101-GE' });
    expect(listed.map((b) => b.id)).toEqual([block.id]);
    expect((await get(ListBlocksService).execute()).map((b) => b.id)).toContain(block.id);
    expect(await get(ListBlocksService).execute({ label: 'FJ-102-GE' })).toEqual([]);

    const removed = await get(RemoveBlockService).execute(`#${block.id}`);
    expect(removed).toMatchObject({ id: block.id, active: false });
    expect(removed.removedAt).not.toBeNull();
    expect(await get(ListBlocksService).execute({ label: 'FJ-101-GE' })).toEqual([]);
    expect((await get(ListBlocksService).execute({ label: 'FJ-101-GE', all: true })).map((b) => b.id)).toEqual([block.id]);
    expect(await errorOf(get(RemoveBlockService).execute(String(block.id)))).toBeInstanceOf(UnitConflictError);
    expect(await errorOf(get(RemoveBlockService).execute('999999'))).toBeInstanceOf(BlockNotFoundError);
    expect(await errorOf(get(RemoveBlockService).execute('abc'))).toBeInstanceOf(BlockNotFoundError);
    // Free again: the same days can be blocked.
    expect((await get(BlockUnitService).execute({ label: 'FJ-101-GE', from, to })).active).toBe(true);
  });

  it('refuses a block over a booking, naming the booking; refuses past days, bad dates and retired units', async () => {
    const d = period();
    // Fill the FJs so that FJ-103-GE surely holds one of these bookings.
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await create({ ...d, carType: 'Toyota FJ Cruiser' }));
    const onUnit = made.find((b) => b.unit === 'FJ-103-GE')!;
    const refused = await errorOf(get(BlockUnitService).execute({ label: 'FJ-103-GE', from: d.pickupDate, to: d.pickupDate }));
    expect(refused).toBeInstanceOf(UnitConflictError);
    expect(refused.message).toContain(onUnit.reference);
    expect(refused.conflicts).toEqual([onUnit.reference]);

    expect(await errorOf(get(BlockUnitService).execute({ label: 'FJ-103-GE', from: addDays(today(), -1), to: today() }))).toBeInstanceOf(ValidationError);
    expect(await errorOf(get(BlockUnitService).execute({ label: 'FJ-103-GE', from: '2030-02-31', to: '2030-03-01' }))).toBeInstanceOf(ValidationError);
    expect(await errorOf(get(BlockUnitService).execute({ label: 'ZZ-999-ZZ', from: today(), to: today() }))).toBeInstanceOf(UnitNotFoundError);
    await get(AddUnitService).execute({ carType: 'Toyota FJ Cruiser', label: 'FJ-700-TB' });
    await get(RetireUnitService).execute('FJ-700-TB');
    expect(await errorOf(get(BlockUnitService).execute({ label: 'FJ-700-TB', from: today(), to: today() }))).toBeInstanceOf(RuleViolationError);
  });
});

describe('moving a booking to another unit', () => {
  it('moves to a free unit of the same car; refuses an overlap naming it, another car, a retired unit, the same unit', async () => {
    const d = period();
    const a = await create({ ...d, carType: 'Toyota 4Runner', customerName: 'Mover One' });
    const b = await create({ ...d, carType: 'Toyota 4Runner', customerName: 'Mover Two' });
    expect(a.unit).not.toBe(b.unit);

    const overlap = await errorOf(get(MoveBookingService).execute(a.reference, b.unit));
    expect(overlap).toBeInstanceOf(UnitConflictError);
    expect(overlap.message).toContain(b.reference);
    expect((await get(FindBookingService).execute(a.reference)).unit).toBe(a.unit);

    const free = DEFAULT_FLEET.find((u) => u.carType === 'Toyota 4Runner' && u.label !== a.unit && u.label !== b.unit)!.label;
    const moved = await get(MoveBookingService).execute(a.reference.toLowerCase(), free.toLowerCase());
    expect(moved).toMatchObject({ reference: a.reference, unit: free, status: 'pending' });
    // The old unit is free now: the other booking can move there.
    expect((await get(MoveBookingService).execute(b.reference, a.unit)).unit).toBe(a.unit);

    expect(await errorOf(get(MoveBookingService).execute(a.reference, free))).toBeInstanceOf(UnitConflictError);
    const otherCar = await errorOf(get(MoveBookingService).execute(a.reference, 'FJ-104-GE'));
    expect(otherCar).toBeInstanceOf(RuleViolationError);
    expect(otherCar.message).toMatch(/is a Toyota FJ Cruiser, but booking .* is for a Toyota 4Runner/);
    expect(await errorOf(get(MoveBookingService).execute(a.reference, 'NO-SUCH-9'))).toBeInstanceOf(UnitNotFoundError);

    await get(AddUnitService).execute({ carType: 'Toyota 4Runner', label: 'RN-800-TB' });
    await get(RetireUnitService).execute('RN-800-TB');
    expect(await errorOf(get(MoveBookingService).execute(a.reference, 'RN-800-TB'))).toBeInstanceOf(RuleViolationError);

    await get(ConfirmBookingService).execute(b.reference);
    await get(CancelBookingService).execute(a.reference);
    expect(await errorOf(get(MoveBookingService).execute(a.reference, 'RN-105-GE'))).toBeInstanceOf(RuleViolationError);
  });

  it('a move over a maintenance block is refused naming the block', async () => {
    const d = period();
    const booking = await create({ ...d, carType: 'Chevrolet Suburban', groupSize: '6' });
    const target = DEFAULT_FLEET.find((u) => u.carType === 'Chevrolet Suburban' && u.label !== booking.unit)!.label;
    const block = await get(BlockUnitService).execute({ label: target, from: d.returnDate, to: d.returnDate, reason: 'inspection' });
    const refused = await errorOf(get(MoveBookingService).execute(booking.reference, target));
    expect(refused).toBeInstanceOf(UnitConflictError);
    expect(refused.message).toContain(`block ${block.id}`);
  });
});

describe('the fleet calendar', () => {
  it('shows one line per active unit with a mark per day: . free, p pending, C confirmed, # blocked', async () => {
    const from = addDays(today(), 450);
    const day = (n: number) => addDays(from, n);
    await get(AddUnitService).execute({ carType: 'Toyota FJ Cruiser', label: 'CAL-1' });
    // Fill the other FJs for the whole stretch so that the bookings below land on CAL-1.
    for (const label of DEFAULT_FLEET.filter((u) => u.carType === 'Toyota FJ Cruiser').map((u) => u.label)) {
      await get(BlockUnitService).execute({ label, from: day(0), to: day(13) });
    }
    const pending = await create({ pickupDate: day(1), returnDate: day(4), carType: 'Toyota FJ Cruiser' });
    const confirmed = await create({ pickupDate: day(6), returnDate: day(9), carType: 'Toyota FJ Cruiser' });
    expect([pending.unit, confirmed.unit]).toEqual(['CAL-1', 'CAL-1']);
    await get(ConfirmBookingService).execute(confirmed.reference);
    await get(BlockUnitService).execute({ label: 'CAL-1', from: day(11), to: day(12), reason: 'oil' });

    const calendar = await get(FleetCalendarService).execute({ from, days: 14 });
    expect(calendar).toMatchObject({ from, to: day(13), days: 14 });
    const line = calendar.units.find((u) => u.label === 'CAL-1');
    // Pickups at 10:00, returns at 10:00 plus 12 h: the return day is held too.
    expect(line).toEqual({ label: 'CAL-1', carType: 'Toyota FJ Cruiser', marks: '.pppp.CCCC.##.' });
    expect(calendar.units.find((u) => u.label === 'FJ-101-GE')?.marks).toBe('#'.repeat(14));
    expect(calendar.units.map((u) => u.label)).toEqual(expect.arrayContaining(DEFAULT_FLEET.map((u) => u.label)));
    expect(calendar.legend.map((l) => l.mark)).toEqual(['.', 'p', 'C', 'O', '#']);

    await get(RetireUnitService).execute('CAL-1').catch(() => undefined); // refused: it holds bookings
    await get(CancelBookingService).execute(pending.reference);
    expect((await get(FleetCalendarService).execute({ from, days: 14 })).units.find((u) => u.label === 'CAL-1')?.marks).toBe('......CCCC.##.');
    await get(CancelBookingService).execute(confirmed.reference);
    await get(RetireUnitService).execute('CAL-1');
    expect((await get(FleetCalendarService).execute({ from, days: 14 })).units.map((u) => u.label)).not.toContain('CAL-1');
  });

  it('defaults to 14 days from today and checks its range', async () => {
    const calendar = await get(FleetCalendarService).execute();
    expect(calendar.from).toBe(today());
    expect(calendar.days).toBe(14);
    for (const u of calendar.units) expect(u.marks).toMatch(/^[.pC#]{14}$/);
    expect(await errorOf(get(FleetCalendarService).execute({ days: 0 }))).toBeInstanceOf(ValidationError);
    expect(await errorOf(get(FleetCalendarService).execute({ from: 'monday' }))).toBeInstanceOf(ValidationError);
  });
});

describe('bookings carry their unit', () => {
  it('in lists and views', async () => {
    const made = await create({ ...period(), carType: 'Subaru Forester' });
    expect(made.unit).toMatch(/^FR-/);
    const listed = await get(ListBookingsService).execute({ limit: 1000 });
    expect(listed.find((b) => b.id === made.id)?.unit).toBe(made.unit);
    const [row] = await ctx.module.get(DataSource).query(`SELECT u.label FROM holds h JOIN units u ON u.id = h.unit_id WHERE h.booking_id = $1`, [made.id]);
    expect(row.label).toBe(made.unit);
  });
});
