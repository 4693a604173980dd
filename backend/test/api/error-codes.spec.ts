import { BOOKING_MESSAGES } from '../../src/domain/booking/messages.js';
import { validBooking } from './helpers/booking-body.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const tokenOf = (bookingPage: string) => bookingPage.split('/b/')[1];

/**
 * docs/api.md "Error codes": beside its English `message`, an error answer names its `code` and the
 * values it names (`params`), and so does each field error that has a text in the catalogues, so
 * that clients word errors in their own language without reading the English back.
 */
describe('error answers carry their codes and params', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it("a field error names its text's code and the numbers in it: the driver's age, 23 to 70", async () => {
    const res = await t.http.post('/api/bookings').send(validBooking({ driverAge: '71' })).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'driverAge', type: 'max', message: BOOKING_MESSAGES.driverAgeRange, code: 'driverAgeRange', params: { min: 23, max: 70 } }],
    });
  });

  it('a domain error names its code and what it names: an unknown car on the quote', async () => {
    const res = await t.http.post('/api/pricing/quote').send({ carType: 'DeLorean', pickupLocation: 'tbilisi', dropoffLocation: 'tbilisi', days: 3 }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Validation failed', code: 'UNKNOWN_CAR', params: { carType: 'DeLorean' } });
    expect(res.body.params.knownCars).toContain('Toyota FJ Cruiser');
    expect(res.body.errors).toEqual([{ field: 'carType', type: 'unknown', message: expect.stringContaining('Unknown car "DeLorean"') }]);
  });

  it('a conflict: cancelling a cancelled booking is a 409 INVALID_TRANSITION from and to', async () => {
    const made = await t.http.post('/api/bookings').send(validBooking()).expect(201);
    const token = tokenOf(made.body.bookingPage);
    await t.http.post(`/api/bookings/manage/${token}/cancel`).expect(200);
    const twice = await t.http.post(`/api/bookings/manage/${token}/cancel`).expect(409);
    expect(twice.body).toEqual({
      statusCode: 409,
      message: `Booking ${made.body.reference} is already cancelled; nothing to change`,
      code: 'INVALID_TRANSITION',
      params: { from: 'cancelled', to: 'cancelled' },
      errors: [{ field: 'status', type: 'state', message: twice.body.message }],
    });
  });

  it('a 404: an unknown booking link is BOOKING_PAGE_NOT_FOUND', async () => {
    const res = await t.http.get('/api/bookings/manage/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.stringContaining('No booking found for this link'), code: 'BOOKING_PAGE_NOT_FOUND' });
  });

  it("the server's own refusals keep their message, with no code where there is none to give", async () => {
    const json = await t.http.post('/api/bookings').set('Content-Type', 'application/json').send('{"carType":').expect(400);
    expect(json.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'body', type: 'format', message: 'The request body is not valid JSON' }],
    });
    const unknown = await t.http.post('/api/bookings').send(validBooking({ isAdmin: true })).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'isAdmin', type: 'unknown', message: 'Unknown field "isAdmin"' }]);
    const path = await t.http.get('/api/no-such-thing').expect(404);
    expect(path.body).toEqual({ statusCode: 404, message: expect.stringContaining('/api/no-such-thing') });
  });
});
