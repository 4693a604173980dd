/** /staff/prices (docs/staff.md): managers only, each change previewed on a sample rental before it is saved. */
import request from 'supertest';
import { AddStaffService } from '../../src/application/staff/add-staff.service.js';
import { DEFAULT_SITE_CARS } from '../../src/domain/catalogue/site-fleet.js';
import { todayInTbilisi } from '../../src/domain/shared/dates.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const PASSWORD = 'a long staff password';
const YEAR = Number(todayInTbilisi(new Date()).slice(0, 4)) + 1;
const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('/staff/prices', () => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(role: string) {
    const name = `Price ${role} ${++counter}`;
    const { link } = await t.app.get(AddStaffService).execute({ name, email: `price${counter}@example.ge`, role });
    const token = link.split('/').pop()!;
    const a = request.agent(t.app.getHttpServer());
    const form = await a.get(`/staff/set-password/${token}`).expect(200);
    await a.post(`/staff/set-password/${token}`).type('form').send({ _csrf: csrfOf(form.text), password: PASSWORD, repeat: PASSWORD }).expect(303);
    const login = await a.get('/staff/login').expect(200);
    await a.post('/staff/login').type('form').send({ _csrf: csrfOf(login.text), name, password: PASSWORD }).expect(303);
    const page = await a.get('/staff').expect(200);
    return { a, name, csrf: csrfOf(page.text), page: page.text };
  }
  const version = async () => Number((await t.query<{ version: string }>('SELECT version FROM catalogue_version'))[0].version);

  it('signed out: to the sign-in page', async () => {
    const res = await request(t.app.getHttpServer()).get('/staff/prices').expect(303);
    expect(res.headers.location).toBe('/staff/login');
  });

  it('a staff member who is not a manager gets 403, to see or to change prices, and nothing changes', async () => {
    const { a, csrf, page } = await signedIn('staff');
    expect(page).not.toContain('href="/staff/prices"');
    await a.get('/staff/prices').expect(403);
    const v = await version();
    const res = await a.post('/staff/prices/save').type('form').send({ _csrf: csrf, kind: 'rates', car: 'Toyota FJ Cruiser', tier0: '1', tier1: '1', tier2: '1', tier3: '1' });
    expect(res.status).toBe(403);
    expect(res.text).toContain('Only a manager');
    await a.post('/staff/prices/preview').type('form').send({ _csrf: csrf, kind: 'fee', from: 'tbilisi', to: 'batumi', fee: '0' }).expect(403);
    expect(await version()).toBe(v);
  });

  it('a manager sees the grid, previews a season on a sample rental, then saves it', async () => {
    const { a, csrf, page } = await signedIn('manager');
    expect(page).toContain('href="/staff/prices"');
    const grid = await a.get('/staff/prices').expect(200);
    expect(grid.text).toContain('Toyota FJ Cruiser');
    expect(grid.text).toMatch(/name="tier2"[^>]*value="67"|value="67"[^>]*name="tier2"/);
    const season = { _csrf: csrf, kind: 'season-add', name: 'Summer', from: `${YEAR}-07-10`, to: `${YEAR}-08-31`, percent: '20', minDays: '5', cars: '' };
    const v = await version();
    const preview = await a.post('/staff/prices/preview').type('form').send(season).expect(200);
    expect(preview.text).toContain('a 7-day Toyota FJ Cruiser from 10 Jul: €469 → €560');
    expect(await version()).toBe(v); // a preview stores nothing
    const saved = await a.post('/staff/prices/save').type('form').send({ ...season, _csrf: csrfOf(preview.text) }).expect(303);
    expect(saved.headers.location).toBe('/staff/prices?done=saved');
    expect(await version()).toBe(v + 1);
    const after = await a.get('/staff/prices?done=saved').expect(200);
    expect(after.text).toContain('Summer');
    const quote = await t.http.post('/api/pricing/quote').send({ carType: 'Toyota FJ Cruiser', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 7, pickupDate: `${YEAR}-07-10` });
    expect(quote.body.dailyRate).toBe(80);
  });

  it('marks the cars of the site; a season picks its cars from the catalogue\'s list, checked again by the server', async () => {
    const { a } = await signedIn('manager');
    const grid = (await a.get('/staff/prices').expect(200)).text;
    const site = DEFAULT_SITE_CARS.map((c) => c.name);
    expect(grid).toContain(`${site.length} of 14 cars are on the site (shown and bookable)`);
    const marks = [...grid.matchAll(/<h3>([^<]+) <span class="pill[^"]*">(On the site|Catalogue only)<\/span><\/h3>/g)].map((m) => [m[1], m[2]]);
    expect(marks).toHaveLength(14);
    expect(marks.filter(([, mark]) => mark === 'On the site').map(([name]) => name).sort()).toEqual([...site].sort());
    expect(marks).toContainEqual(['Renault Duster', 'Catalogue only']);
    // A checkbox for each catalogue car instead of a free-text field.
    expect(grid).not.toContain('name="cars" placeholder');
    expect((grid.match(/<input type="checkbox" name="cars\[\]" value="[^"]+">/g) ?? []).length).toBe(14);
    expect(grid).toContain('<input type="checkbox" name="cars[]" value="Toyota 4Runner">');

    // Two boxes ticked: the form sends the list `cars[]` twice (other fields sent twice are still refused).
    const form = (csrf: string, cars: string[]) =>
      new URLSearchParams([['_csrf', csrf], ['kind', 'season-add'], ['name', 'Spring'], ['from', `${YEAR}-04-01`], ['to', `${YEAR}-04-20`], ['percent', '10'], ['minDays', ''], ...cars.map((c) => ['cars[]', c])]).toString();
    const v = await version();
    const twice = await a.post('/staff/prices/preview').type('form').send(`${form(csrfOf(grid), ['Toyota 4Runner'])}&name=Again`);
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('The field &quot;name&quot; was sent more than once');
    const tampered = await a.post('/staff/prices/preview').type('form').send(form(csrfOf(grid), ['Toyota 4Runner', 'Batmobile']));
    expect(tampered.status).toBe(400);
    expect(await version()).toBe(v);
    const preview = await a.post('/staff/prices/preview').type('form').send(form(csrfOf(grid), ['Toyota 4Runner', 'Hyundai Elantra']));
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('name="cars" value="Toyota 4Runner, Hyundai Elantra"');
    await a.post('/staff/prices/save').type('form').send(form(csrfOf(preview.text), ['Toyota 4Runner', 'Hyundai Elantra'])).expect(303);
    expect(await version()).toBe(v + 1);
    const after = (await a.get('/staff/prices').expect(200)).text;
    expect(after).toContain('<strong>Spring</strong>');
    expect(after).toMatch(/Spring<\/strong>: [^(]*\(Toyota 4Runner, Hyundai Elantra\)/);
  });

  it('the insurance row: previewed on the sample rental with that insurance, saved into the price history', async () => {
    const { a, csrf } = await signedIn('manager');
    const grid = await a.get('/staff/prices').expect(200);
    expect(grid.text).toMatch(/<input type="hidden" name="kind" value="insurance"><input type="hidden" name="type" value="standard">\s*<label>Standard Dependable \(standard, € a day\)<input name="price"[^>]*value="10"/);
    const change = { _csrf: csrf, kind: 'insurance', type: 'standard', price: '12' };
    const v = await version();
    const preview = await a.post('/staff/prices/preview').type('form').send(change).expect(200);
    expect(preview.text).toContain('standard insurance: €10 → €12 a day');
    // 7 days of standard insurance: 70 → 84 more.
    expect(preview.text).toMatch(/with standard insurance: €(\d+) → €(\d+)/);
    const [, before, after] = /with standard insurance: €(\d+) → €(\d+)/.exec(preview.text)!;
    expect(Number(after) - Number(before)).toBe(14);
    expect(await version()).toBe(v);
    await a.post('/staff/prices/save').type('form').send({ ...change, _csrf: csrfOf(preview.text) }).expect(303);
    expect(await version()).toBe(v + 1);
    const [row] = await t.query<{ subject: string; before: number; after: number }>(`SELECT subject, before, after FROM price_changes ORDER BY id DESC LIMIT 1`);
    expect(row).toEqual({ subject: 'insurance standard', before: 10, after: 12 });
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['a negative rate', { kind: 'rates', car: 'Toyota FJ Cruiser', tier0: '70', tier1: '-1', tier2: '67', tier3: '63' }, /cannot be negative/],
    ['a rate that is no number', { kind: 'rates', car: 'Toyota FJ Cruiser', tier0: '70', tier1: 'abc', tier2: '67', tier3: '63' }, /whole number/],
    ['an overlapping season', { kind: 'season-add', name: 'Overlap', from: `${YEAR}-08-01`, to: `${YEAR}-08-05`, percent: '5' }, /overlaps the season/],
    ['a percent over 500', { kind: 'season-add', name: 'Gold', from: `${YEAR}-11-01`, to: `${YEAR}-11-05`, percent: '600' }, /-90 to \+500/],
    ['a negative insurance price', { kind: 'insurance', type: 'enhanced', price: '-1' }, /cannot be negative/],
    ['an unknown insurance', { kind: 'insurance', type: 'platinum', price: '5' }, /the insurance types are minimum, standard, enhanced/],
  ])('%s is refused with the reason on the page (400), nothing saved', async (_what, form, pattern) => {
    const { a, csrf } = await signedIn('manager');
    const v = await version();
    for (const path of ['/staff/prices/preview', '/staff/prices/save']) {
      const res = await a.post(path).type('form').send({ _csrf: csrf, ...form });
      expect(res.status).toBe(400);
      expect(res.text).toMatch(pattern);
    }
    expect(await version()).toBe(v);
  });
});
