// The customer's booking page /b/<token> (docs/product.md §13) over plain HTTP: the built server
// (backend/dist/main.js) with the real frontend build, so the page is rendered on the server with the
// booking's data. Status codes, the privacy headers, the forms' 303 answers, a render never shared
// between two customers (the render cache keeps no personal data), the rate limit, and the token kept
// out of the request log. `npm test` builds both first.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { validBooking } from './helpers/booking-body.js';
import { eventually } from './helpers/test-app.js';
import { MAIN_BUILT, startBuiltServer, type BuiltServer } from './helpers/built-server.js';

const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
const BUILT = MAIN_BUILT && existsSync(`${FRONTEND_DIST}/server/entry-server.js`);
const withBuild = BUILT ? describe : describe.skip;
if (!BUILT) console.log('booking page tests skipped: backend/dist or frontend/dist/server is missing (npm run build)');

type Booked = { reference: string; bookingPage: string; expiresAt: string };

withBuild('the customer booking page /b/<token>', () => {
  let db: TestDatabase;
  let server: BuiltServer;
  const RATE = 30;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startBuiltServer({ ...db.env, FRONTEND_DIST, BOOKING_PAGE_RATE_LIMIT: String(RATE), PENDING_PER_IP: '0', PENDING_PER_CONTACT: '0' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  // Each request of the page counts against BOOKING_PAGE_RATE_LIMIT per client: the tests below stay
  // under it, except the one that tries to go over it (which runs last).
  const book = async (overrides: Record<string, unknown> = {}): Promise<Booked> => {
    const res = await fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validBooking(overrides)),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Booked;
  };
  const get = (path: string) => fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const post = (path: string) =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
  const expectPrivate = (res: Response, html?: string) => {
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    if (html !== undefined) expect(html).toMatch(/<meta name="robots" content="noindex"/);
  };

  it('renders each booking with its own data: two tokens never share a render', async () => {
    const a = await book({ customerName: 'Ana Alpha', carType: 'Toyota FJ Cruiser' });
    const b = await book({ customerName: 'Bera Beta', carType: 'Subaru Forester' });
    expect(a.bookingPage).toMatch(/^\/b\/[A-Za-z0-9_-]{22,}$/);
    const first = await get(a.bookingPage);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expectPrivate(first, firstHtml);
    expect(first.headers.get('server-timing')).toContain('server');
    expect(firstHtml).toContain(a.reference);
    expect(firstHtml).toContain('Toyota FJ Cruiser');
    expect(firstHtml).toContain(`action="${a.bookingPage}/keep"`);

    const second = await get(b.bookingPage);
    const secondHtml = await second.text();
    expect(second.status).toBe(200);
    expect(second.headers.get('server-timing')).not.toContain('cache');
    expect(secondHtml).toContain(b.reference);
    expect(secondHtml).not.toContain(a.reference);
    expect(secondHtml).not.toContain('Ana Alpha');
    // The same page again is rendered afresh too.
    const again = await get(a.bookingPage);
    expect(again.headers.get('server-timing')).not.toContain('cache');
    await again.text();
  });

  it('renders the page in the language of its path, right to left in Arabic', async () => {
    const booked = await book({ locale: 'ar' });
    expect(booked.bookingPage).toMatch(/^\/ar\/b\//);
    const res = await get(booked.bookingPage);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html[^>]* lang="ar"/);
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
    expect(html).toContain('احتفظوا بسيارتي');
  });

  it('an unknown or malformed token is the 404 page, private and noindex', async () => {
    for (const path of ['/b/AAAAAAAAAAAAAAAAAAAAAAAA', '/he/b/AAAAAAAAAAAAAAAAAAAAAAAA', '/b/short']) {
      const res = await get(path);
      const html = await res.text();
      expect(res.status).toBe(404);
      expectPrivate(res, html);
    }
  });

  it('Keep my car and Cancel booking are forms answered with 303 back to the page', async () => {
    const booked = await book();
    const kept = await post(`${booked.bookingPage}/keep`);
    expect(kept.status).toBe(303);
    expectPrivate(kept);
    expect(kept.headers.get('location')).toBe(`${booked.bookingPage}?done=kept`);
    const cancelled = await post(`${booked.bookingPage}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${booked.bookingPage}?done=cancelled`);
    // A cancelled booking cannot be kept: back to the page with the error notice (a 409 of the API).
    const late = await post(`${booked.bookingPage}/keep`);
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toBe(`${booked.bookingPage}?error=keep`);
    const page = await get(`${booked.bookingPage}?error=keep`);
    expect(await page.text()).toContain('can no longer be kept');
    // An unknown token's form: the 404 page.
    expect((await post('/b/AAAAAAAAAAAAAAAAAAAAAAAA/keep')).status).toBe(404);
  });

  it('the token never reaches the request log', async () => {
    const booked = await book();
    await (await get(booked.bookingPage)).text();
    // The request log is written in batches: wait for the line, not for a time.
    expect(await eventually(async () => server.output().includes('"path":"/b/[token]"'))).toBe(true);
    const token = booked.bookingPage.split('/').pop()!;
    expect(server.output()).not.toContain(token);
  });

  it('counts the page against BOOKING_PAGE_RATE_LIMIT: 429 when over', async () => {
    let last = 0;
    for (let i = 0; i <= RATE; i++) {
      const res = await get('/b/AAAAAAAAAAAAAAAAAAAAAAAA');
      await res.text();
      last = res.status;
      if (last === 429) {
        expectPrivate(res);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        break;
      }
    }
    expect(last).toBe(429);
  });
});
