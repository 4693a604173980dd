import { LatestClickService } from '../../src/application/tracking/latest-click.service.js';
import { SaveClickService } from '../../src/application/tracking/save-click.service.js';
import { ClearVisitsService } from '../../src/application/visits/clear-visits.service.js';
import { ListVisitsService } from '../../src/application/visits/list-visits.service.js';
import { PurgeVisitsService } from '../../src/application/visits/purge-visits.service.js';
import { RecordVisitService } from '../../src/application/visits/record-visit.service.js';
import { ValidationError } from '../../src/domain/errors.js';
import { createCoreTestContext, type CoreTestContext } from '../support/core-context.js';

let ctx: CoreTestContext;

beforeAll(async () => {
  ctx = await createCoreTestContext({ VISIT_RETENTION_DAYS: '30' });
});

afterAll(async () => {
  await ctx?.close();
});

const click = (deviceFingerprint: string, gclid: string) => ({
  deviceFingerprint,
  gclid,
  domain: 'example.com',
  sourceUrl: `https://example.com/booking?gclid=${gclid}`,
  referrer: '',
  userAgent: 'Mozilla/5.0',
  screenResolution: '1920x1080',
  timezone: 'Asia/Tbilisi',
  language: 'en-GB',
  platform: 'Linux x86_64',
  sessionId: 'session-1',
});

describe('click records', () => {
  it('answers the latest gclid of a device, and null for an unknown device', async () => {
    const save = ctx.module.get(SaveClickService);
    const latest = ctx.module.get(LatestClickService);
    await save.execute(click('a1b2c3d4', 'first-click'));
    ctx.clock.advanceHours(1);
    await save.execute(click('ffff0000', 'other-device'));
    ctx.clock.advanceHours(1);
    const saved = await save.execute(click('a1b2c3d4', 'second-click'));
    expect(saved).toMatchObject({ deviceFingerprint: 'a1b2c3d4', gclid: 'second-click', referrer: null });
    expect((await latest.execute('a1b2c3d4'))?.gclid).toBe('second-click');
    expect((await latest.execute('ffff0000'))?.gclid).toBe('other-device');
    expect(await latest.execute('0123abcd')).toBeNull();
  });

  it('refuses records without a valid fingerprint or gclid, and over-long fields', async () => {
    const save = ctx.module.get(SaveClickService);
    await expect(save.execute({ gclid: 'x' })).rejects.toBeInstanceOf(ValidationError);
    await expect(save.execute({ deviceFingerprint: 'ab cd', gclid: 'x' })).rejects.toBeInstanceOf(ValidationError);
    await expect(save.execute({ ...click('abcd', 'x'), userAgent: 'u'.repeat(5000) })).rejects.toBeInstanceOf(ValidationError);
    await expect(save.execute({ ...click('abcd', 'x'), language: 42 })).rejects.toBeInstanceOf(ValidationError);
    await expect(save.execute('garbage')).rejects.toBeInstanceOf(ValidationError);
    await expect(ctx.module.get(LatestClickService).execute('')).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('visits', () => {
  it('records, lists newest first, purges after the retention period, and clears', async () => {
    const record = ctx.module.get(RecordVisitService);
    const list = ctx.module.get(ListVisitsService);
    const start = ctx.clock.now();
    const old = await record.execute({ ipAddress: '::ffff:203.0.113.7', url: '/?gclid=abc' });
    expect(old).toMatchObject({ ipAddress: '203.0.113.7', isGoogleAdsTraffic: true });
    ctx.clock.advanceHours(24 * 20);
    const middle = await record.execute({ ipAddress: '2001:db8::1', url: '/booking' });
    expect(middle.isGoogleAdsTraffic).toBe(false);
    ctx.clock.advanceHours(24 * 11); // the first visit is now 31 days old, the second 11
    const recent = await record.execute({ ipAddress: '198.51.100.2', url: '/thank-you' });

    expect((await list.execute()).map((v) => v.id)).toEqual([recent.id, middle.id, old.id]);
    expect((await list.execute({ limit: 1 })).map((v) => v.id)).toEqual([recent.id]);
    expect(new Date((await list.execute())[2].visitedAt).getTime()).toBe(start.getTime());

    const purged = await ctx.module.get(PurgeVisitsService).execute();
    expect(purged.deleted).toBe(1);
    expect((await list.execute()).map((v) => v.id)).toEqual([recent.id, middle.id]);

    expect(await ctx.module.get(ClearVisitsService).execute()).toEqual({ deleted: 2 });
    expect(await list.execute()).toEqual([]);
    await expect(list.execute({ limit: 'many' })).rejects.toBeInstanceOf(ValidationError);
  });
});
