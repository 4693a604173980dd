import { unavailableMessage, unavailableParams } from '../../domain/availability/availability.js';
import { FIELD_MESSAGE_TEXTS } from '../../domain/booking/message-texts.js';
import { BOOKING_MESSAGES, messageError } from '../../domain/booking/messages.js';
import { BookingNotFoundError } from '../../domain/errors.js';
import { seasonMinimumError } from '../../domain/pricing/price-tables.js';
import { apiMessage, fieldMessage, localiseFieldError } from './messages.js';

describe('the server words the catalogues', () => {
  it('English is the API itself: the validation messages, not found and the rate limit', () => {
    expect(fieldMessage('en', 'pickupInPast')).toBe(BOOKING_MESSAGES.pickupInPast);
    expect(BOOKING_MESSAGES.minimumDays).toBe('The minimum rental is 3 days');
    expect(BOOKING_MESSAGES.nameTooLong).toBe('Name must be at most 50 characters');
    expect(apiMessage('en', 'bookingNotFound', { reference: 'GR-ABC123' })).toBe(new BookingNotFoundError('GR-ABC123').message);
    expect(apiMessage('en', 'tooManyRequests', { limit: 4, seconds: 37 })).toBe('Too many requests: at most 4 a minute. Try again in 37 seconds.');
  });
});

describe('plurals (Lingui)', () => {
  it.each([
    ['ru', 1, 'Минимальный срок аренды — 1 день'],
    ['ru', 3, 'Минимальный срок аренды — 3 дня'],
    ['ru', 5, 'Минимальный срок аренды — 5 дней'],
    ['he', 2, 'משך ההשכרה המינימלי הוא יומיים'],
    ['he', 3, 'משך ההשכרה המינימלי הוא 3 ימים'],
    ['ar', 3, 'الحد الأدنى لمدة الإيجار 3 أيام'],
    ['ar', 11, 'الحد الأدنى لمدة الإيجار 11 يومًا'],
  ] as const)('%s minimumDays with %d days', (locale, days, expected) => {
    expect(fieldMessage(locale, 'minimumDays', { days })).toBe(expected);
  });
});

describe('localiseFieldError: the site’s words for the API’s field errors', () => {
  const period = { pickupDate: '2026-07-01', pickupTime: '09:00', returnDate: '2026-07-06', returnTime: '10:30' };
  const soldOut = { field: 'carType', type: 'unavailable', message: unavailableMessage('Toyota FJ Cruiser', period), code: 'unavailable', params: unavailableParams('Toyota FJ Cruiser', period) };
  const season = seasonMinimumError({ days: 5, season: { name: 'summer', from: '2026-07-01', to: '2026-08-31', percent: 0, cars: null, minDays: 5 }, message: 'Bookings starting between 1 Jul and 31 Aug need at least 5 days' });
  it.each([
    ['ru', messageError('pickupDate', 'rule', 'pickupInPast'), 'Дата получения не может быть в прошлом'],
    ['he', messageError('customerEmail', 'format', 'customerEmail'), 'יש להזין כתובת דוא״ל תקינה'],
    ['ar', messageError('returnDate', 'rule', 'minimumDays'), 'الحد الأدنى لمدة الإيجار 3 أيام'],
    ['ru', season, 'Для аренды с началом между 1 июл. и 31 авг. минимальный срок — 5 дней'],
    ['ru', soldOut, 'К сожалению, автомобиль Toyota FJ Cruiser занят с ср, 1 июл. 2026 г. 09:00 по пн, 6 июл. 2026 г. 10:30. Выберите другие даты или другой автомобиль.'],
    ['he', { field: 'customerPhone', type: 'limit', message: '2 bookings are already waiting for this phone number.' }, FIELD_MESSAGE_TEXTS.he.limitPhone],
    ['ar', { field: 'client', type: 'limit', message: '2 bookings are already waiting from your connection.' }, FIELD_MESSAGE_TEXTS.ar.limitClient],
    ['ru', { field: 'carType', type: 'unknown', message: 'Unknown car "Lada Niva". Known cars: Toyota FJ Cruiser.' }, 'Выберите автомобиль'],
    ['he', { field: 'dropoffLocation', type: 'unknown', message: 'Unknown dropoffLocation "gori". Choose one of: Tbilisi, Batumi, Kutaisi.' }, 'יש לבחור מקום החזרה'],
    ['ar', { field: 'status', type: 'state', message: 'Something else' }, 'يُرجى التحقق من هذا الحقل'],
    ['en', { field: 'carType', type: 'unknown', message: 'Unknown car "Lada Niva".' }, 'Unknown car "Lada Niva".'],
  ] as const)('%s %j', (locale, error, expected) => {
    expect(localiseFieldError(error, locale)).toBe(expected);
  });
});
