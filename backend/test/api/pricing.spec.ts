import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('POST /api/pricing/quote', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('prices with the quote of docs/product.md §7: Subaru Forester, Tbilisi -> Kutaisi, 7 days, baby seat and Armenia', async () => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'subaru forester', pickupLocation: 'Tbilisi', dropoffLocation: 'kutaisi', days: 7, babySeat: true, crossBorderArmenia: true })
      .expect(200);
    // 68 × 0.95 = 64.6 -> 65 a day; 65 × 7 = 455; delivery 80; seat 3 × 7 = 21; Armenia 90.
    expect(res.body).toMatchObject({ dailyRate: 65, days: 7, baseTotal: 455, deliveryFee: 80, totalPrice: 646, currency: 'EUR' });
  });

  it('prices cars outside the fleet too (all 14 of docs/product.md §3)', async () => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'Cadillac Escalade', pickupLocation: 'batumi', dropoffLocation: 'batumi', days: 14 })
      .expect(200);
    expect(res.body).toMatchObject({ dailyRate: 198, baseTotal: 2772, deliveryFee: 200, totalPrice: 2972 });
  });

  it('an unknown car is a 400 naming carType, never a guessed price', async () => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'Lada Niva', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3 })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'carType', type: 'unknown' })]);
    expect(res.body.totalPrice).toBeUndefined();
  });

  it('an unknown location is a 400 naming the field', async () => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'Yerevan', days: 3 })
      .expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'dropoffLocation' })]);
  });

  it.each([
    [0, 'min'],
    [366, 'max'],
    [2.5, 'format'],
  ])('days = %p is a 400 on days (%s)', async (days, type) => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days })
      .expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'days', type })]);
  });

  it('days sent as text is a 400 on days', async () => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: '5' })
      .expect(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'days', type: 'type' });
  });

  it('an impossible pickupDate is a 400 naming pickupDate', async () => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3, pickupDate: '2026-02-30' })
      .expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'pickupDate' })]);
  });

  it('an unknown field is rejected', async () => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3, discount: 50 })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'discount', type: 'unknown', message: 'Unknown field "discount"' }],
    });
  });

  it('malformed JSON is a 400 in the API error shape, not a 500', async () => {
    const res = await t.http.post('/api/pricing/quote').set('Content-Type', 'application/json').send('{"carType": "Toyota 4Runner",').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Validation failed', errors: [{ field: 'body', type: 'format' }] });
  });

  it.each(['[1,2,3]', 'null', '"a string"', '42'])('a JSON body that is not an object (%s) is a 400 saying so', async (body) => {
    const res = await t.http.post('/api/pricing/quote').set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'body', type: 'type', message: 'The request body must be a JSON object' }],
    });
  });

  it('a missing field is reported as missing, one error per field', async () => {
    const res = await t.http.post('/api/pricing/quote').send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi' }).expect(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual([...new Set(fields)]);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'dropoffLocation', type: 'required' }));
  });

  it('a body over 32 KB is a 413', async () => {
    const res = await t.http
      .post('/api/pricing/quote')
      .send({ carType: 'Toyota 4Runner', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3, padding: 'x'.repeat(33 * 1024) })
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413 });
  });
});
