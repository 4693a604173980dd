import { todayInTbilisi } from '../shared/dates.js';
import type { BookingInput, BookingRequest } from './booking-request.js';
import { BOOKING_MESSAGES } from './messages.js';
import { validateBooking, validateDetails, validatePersonal, type DetailsInput, type PersonalInput } from './validation.js';

const personal: PersonalInput = {
  firstName: 'Nino',
  lastName: 'Beridze',
  customerEmail: 'nino@example.com',
  customerPhone: '+995 555 123 456',
  driverAge: '30',
  groupSize: '4',
};

const today = '2026-05-01';
const details: DetailsInput = {
  pickupLocation: 'tbilisi',
  dropoffLocation: 'batumi',
  pickupDate: '2026-05-10',
  pickupTime: '09:00',
  returnDate: '2026-05-15',
  returnTime: '09:00',
  carType: 'Toyota FJ Cruiser',
  insuranceType: 'standard',
};

const booking: BookingRequest = {
  customerName: 'Nino Beridze',
  driverAge: '30',
  groupSize: '4',
  customerEmail: 'nino@example.com',
  customerPhone: '+995555123456',
  ...details,
  prepaidFuel: false,
  roadAssistance: true,
  babySeat: false,
  crossBorderArmenia: false,
  carRoofTent: true,
  campingEquipment: false,
  prepaidCarWash: false,
  totalPrice: '480',
  gclid: '',
};

describe('docs/product.md §8 messages', () => {
  it('are exactly the texts of docs/product.md §8', () => {
    expect(BOOKING_MESSAGES).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      customerEmail: 'Please enter a valid email address',
      customerPhone: 'Please enter a valid phone number with country code',
      driverAgeRequired: 'Please enter your age',
      driverAgeRange: 'Driver age must be between 23 and 70 years old',
      groupSizeRequired: 'Please enter the number of people in your group',
      groupSizeRange: 'Group size must be between 1 and 20 people',
      pickupLocation: 'Please select pickup location',
      dropoffLocation: 'Please select dropoff location',
      pickupDate: 'Please select pickup date',
      pickupTime: 'Please select pickup time',
      returnDate: 'Please select return date',
      returnTime: 'Please select return time',
      carType: 'Please select a car type',
    });
  });
});

describe('validatePersonal (step 1)', () => {
  it('accepts a valid form', () => {
    expect(validatePersonal(personal)).toEqual([]);
  });

  it.each([
    ['firstName', '', 'required', 'First name must be at least 2 characters'],
    ['firstName', 'N', 'min', 'First name must be at least 2 characters'],
    ['firstName', ' N  ', 'min', 'First name must be at least 2 characters'],
    ['firstName', 'x'.repeat(51), 'max', BOOKING_MESSAGES.nameTooLong],
    ['lastName', '', 'required', 'Last name must be at least 2 characters'],
    ['lastName', 'B', 'min', 'Last name must be at least 2 characters'],
    ['customerEmail', '', 'required', 'Please enter a valid email address'],
    ['customerEmail', 'nino', 'format', 'Please enter a valid email address'],
    ['customerEmail', 'nino@example', 'format', 'Please enter a valid email address'],
    ['customerEmail', 'nino @example.com', 'format', 'Please enter a valid email address'],
    ['customerEmail', `${'a'.repeat(250)}@example.com`, 'max', BOOKING_MESSAGES.emailTooLong],
    ['customerPhone', '', 'required', 'Please enter a valid phone number with country code'],
    ['customerPhone', '+995', 'min', 'Please enter a valid phone number with country code'],
    ['customerPhone', '+99555512', 'min', 'Please enter a valid phone number with country code'],
    ['customerPhone', 'call me maybe', 'format', 'Please enter a valid phone number with country code'],
    ['customerPhone', '+995 555 123 456 789 000 111 222', 'max', BOOKING_MESSAGES.phoneTooLong],
    ['driverAge', '', 'required', 'Please enter your age'],
    ['driverAge', '  ', 'required', 'Please enter your age'],
    ['driverAge', '22', 'min', 'Driver age must be between 23 and 70 years old'],
    ['driverAge', '71', 'max', 'Driver age must be between 23 and 70 years old'],
    ['driverAge', '30.5', 'format', 'Driver age must be between 23 and 70 years old'],
    ['driverAge', 'thirty', 'format', 'Driver age must be between 23 and 70 years old'],
    ['driverAge', '-30', 'format', 'Driver age must be between 23 and 70 years old'],
    ['groupSize', '', 'required', 'Please enter the number of people in your group'],
    ['groupSize', '0', 'min', 'Group size must be between 1 and 20 people'],
    ['groupSize', '21', 'max', 'Group size must be between 1 and 20 people'],
    ['groupSize', '2.5', 'format', 'Group size must be between 1 and 20 people'],
  ] as const)('%s = %j -> %s "%s"', (field, value, type, message) => {
    expect(validatePersonal({ ...personal, [field]: value })).toMatchObject([{ field, type, message }]);
  });

  it.each([
    ['firstName', 'Al'],
    ['customerPhone', '5551234567'],
    ['driverAge', '23'],
    ['driverAge', '70'],
    ['driverAge', ' 45 '],
    ['groupSize', '1'],
    ['groupSize', '20'],
  ] as const)('accepts the boundary %s = %j', (field, value) => {
    expect(validatePersonal({ ...personal, [field]: value })).toEqual([]);
  });

  it('reports every field of an empty form', () => {
    const empty = { firstName: '', lastName: '', customerEmail: '', customerPhone: '', driverAge: '', groupSize: '' };
    expect(validatePersonal(empty).map((e) => e.field)).toEqual(['firstName', 'lastName', 'customerEmail', 'customerPhone', 'driverAge', 'groupSize']);
  });
});

describe('validateDetails (step 2)', () => {
  it('accepts a valid form', () => {
    expect(validateDetails(details, today)).toEqual([]);
  });

  it.each([
    ['pickupLocation', 'Please select pickup location'],
    ['dropoffLocation', 'Please select dropoff location'],
    ['pickupDate', 'Please select pickup date'],
    ['pickupTime', 'Please select pickup time'],
    ['returnDate', 'Please select return date'],
    ['returnTime', 'Please select return time'],
    ['carType', 'Please select a car type'],
    ['insuranceType', 'Please choose an insurance option: minimum, standard or enhanced'],
  ] as const)('empty %s -> "%s"', (field, message) => {
    expect(validateDetails({ ...details, [field]: '' }, today)).toMatchObject([{ field, type: 'required', message }]);
  });

  it.each([
    ['pickupLocation', 'Yerevan', 'invalid'],
    ['dropoffLocation', 'Gori', 'invalid'],
    ['pickupDate', '2026-02-30', 'format'],
    ['pickupTime', '9:00', 'format'],
    ['returnDate', '15/05/2026', 'format'],
    ['returnTime', '24:00', 'format'],
    ['carType', 'Lada Niva', 'invalid'],
    ['carType', 'Jeep Wrangler', 'invalid'], // priced by the catalogue, but not in the bookable fleet
    ['insuranceType', 'premium', 'invalid'],
  ] as const)('%s = %j -> %s', (field, value, type) => {
    const errors = validateDetails({ ...details, [field]: value }, today);
    expect(errors).toMatchObject([{ field, type, message: BOOKING_MESSAGES[field] }]);
  });

  it.each([['minimum'], ['standard'], ['enhanced']])('accepts insurance %s', (insuranceType) => {
    expect(validateDetails({ ...details, insuranceType }, today)).toEqual([]);
  });

  it.each([
    // pickup, return, expected error (undefined = valid)
    ['2026-05-10 09:00', '2026-05-13 09:00', undefined], // exactly 3 days
    ['2026-05-10 09:00', '2026-05-13 08:59', undefined], // 71 h 59 min -> ceil(2.999) = 3 days
    ['2026-05-10 09:00', '2026-05-12 09:01', undefined], // 48 h 1 min -> 3 days
    ['2026-05-10 09:00', '2026-05-12 09:00', 'minimumDays'], // 48 h -> 2 days
    ['2026-05-10 09:00', '2026-05-10 09:00', 'returnAfterPickup'],
    ['2026-05-10 09:00', '2026-05-08 09:00', 'returnAfterPickup'],
    ['2026-05-10 09:00', '2027-05-10 09:00', undefined], // 365 days
    ['2026-05-10 09:00', '2027-05-10 09:01', 'maximumDays'],
  ] as const)('pickup %s, return %s -> %s', (pickup, ret, key) => {
    const [pickupDate, pickupTime] = pickup.split(' ');
    const [returnDate, returnTime] = ret.split(' ');
    const errors = validateDetails({ ...details, pickupDate, pickupTime, returnDate, returnTime }, today);
    if (key === undefined) {
      expect(errors).toEqual([]);
    } else {
      expect(errors).toMatchObject([{ field: 'returnDate', type: 'rule', message: BOOKING_MESSAGES[key] }]);
    }
  });

  it('has the rule messages', () => {
    expect(BOOKING_MESSAGES.minimumDays).toBe('The minimum rental is 3 days');
    expect(BOOKING_MESSAGES.returnAfterPickup).toBe('Return must be after pickup');
    expect(BOOKING_MESSAGES.pickupInPast).toBe('Pickup date cannot be in the past');
  });

  describe('pickup in the past, around midnight in Tbilisi', () => {
    it.each([
      ['2026-05-01T19:59:00Z', '2026-05-01', true], // 23:59 in Tbilisi: today is 05-01
      ['2026-05-01T20:00:00Z', '2026-05-01', false], // 00:00 on 05-02 in Tbilisi: 05-01 is past
      ['2026-05-01T20:00:00Z', '2026-05-02', true],
      ['2026-04-30T20:00:00Z', '2026-04-30', false],
      ['2026-04-30T19:59:59Z', '2026-04-30', true],
    ])('now %s, pickup %s -> allowed %s', (now, pickupDate, allowed) => {
      const errors = validateDetails({ ...details, pickupDate, returnDate: '2026-05-20' }, todayInTbilisi(new Date(now)));
      expect(errors).toMatchObject(allowed ? [] : [{ field: 'pickupDate', type: 'rule', message: 'Pickup date cannot be in the past' }]);
    });
  });
});

describe('validateBooking (server side)', () => {
  it('accepts a valid booking', () => {
    expect(validateBooking(booking, today)).toEqual([]);
  });

  it.each([
    ['Nino Beridze', []],
    ['  Nino   Beridze  ', []],
    ['Nino van der Berg', []],
    ['N Beridze', ['First name must be at least 2 characters']],
    ['Nino B', ['Last name must be at least 2 characters']],
    ['Nino', ['Last name must be at least 2 characters']],
    ['', ['First name must be at least 2 characters', 'Last name must be at least 2 characters']],
    [42, ['First name must be at least 2 characters', 'Last name must be at least 2 characters']],
    ['x'.repeat(150) + ' ' + 'y'.repeat(150), [BOOKING_MESSAGES.nameTooLong]],
  ])('customerName %j -> %j', (customerName, messages) => {
    const errors = validateBooking({ ...booking, customerName: customerName as string }, today);
    expect(errors.map((e) => e.message)).toEqual(messages);
    for (const e of errors) expect(e.field).toBe('customerName');
  });

  it.each([
    ['carType', 'Lada', 'carType', 'Please select a car type'],
    ['carType', 'Cadillac Escalade', 'carType', 'Please select a car type'],
    ['pickupLocation', 'Gudauri', 'pickupLocation', 'Please select pickup location'],
    ['dropoffLocation', 'Yerevan', 'dropoffLocation', 'Please select dropoff location'],
    ['pickupDate', '2026-13-01', 'pickupDate', 'Please select pickup date'],
    ['returnTime', '9 am', 'returnTime', 'Please select return time'],
    ['customerEmail', 'no-at-sign', 'customerEmail', 'Please enter a valid email address'],
    ['driverAge', '22', 'driverAge', 'Driver age must be between 23 and 70 years old'],
    ['driverAge', undefined, 'driverAge', 'Please enter your age'],
    ['groupSize', '25', 'groupSize', 'Group size must be between 1 and 20 people'],
    ['insuranceType', 'gold', 'insuranceType', BOOKING_MESSAGES.insuranceType],
    ['babySeat', 'yes', 'babySeat', 'Must be true or false'],
    ['prepaidFuel', 1, 'prepaidFuel', 'Must be true or false'],
    ['gclid', 'g'.repeat(513), 'gclid', BOOKING_MESSAGES.gclid],
    ['gclid', { a: 1 }, 'gclid', BOOKING_MESSAGES.gclid],
    ['gclid', 'Cj0 KCQ', 'gclid', BOOKING_MESSAGES.gclid],
    ['gclid', 'abc\r\nx', 'gclid', BOOKING_MESSAGES.gclid],
    ['customerName', 'Pay now at https://x', 'customerName', BOOKING_MESSAGES.lastName],
    ['customerName', 'Bob2 Smith', 'customerName', BOOKING_MESSAGES.firstName],
    ['customerName', `Nino ${'b'.repeat(51)}`, 'customerName', BOOKING_MESSAGES.nameTooLong],
    ['totalPrice', 'x'.repeat(33), 'totalPrice', BOOKING_MESSAGES.totalPrice],
    ['totalPrice', ['480'], 'totalPrice', BOOKING_MESSAGES.totalPrice],
  ])('%s = %j -> %s "%s"', (key, value, field, message) => {
    const errors = validateBooking({ ...booking, [key]: value }, today);
    expect(errors).toEqual([expect.objectContaining({ field, message })]);
  });

  it('accepts numbers for driverAge and groupSize, and missing optional fields', () => {
    const { gclid: _g, totalPrice: _t, insuranceType: _i, prepaidFuel: _p, ...rest } = booking;
    expect(validateBooking({ ...rest, driverAge: 30, groupSize: 2 }, today)).toEqual([]);
  });

  it.each([
    ['Hyundai Elantra', 'carRoofTent'],
    ['hyundai elantra', 'campingEquipment'],
    ['HYUNDAI ELANTRA', 'carRoofTent'],
  ])('refuses camping services with %s (%s)', (carType, key) => {
    const errors = validateBooking({ ...booking, carType, carRoofTent: false, [key]: true }, today);
    expect(errors).toMatchObject([{ field: key, type: 'rule', message: BOOKING_MESSAGES.campingNotForElantra }]);
  });

  it('allows the Elantra without camping services', () => {
    expect(validateBooking({ ...booking, carType: 'Hyundai Elantra', carRoofTent: false }, today)).toEqual([]);
  });

  it('applies the rental rules', () => {
    expect(validateBooking({ ...booking, pickupDate: '2026-04-30' }, today)).toMatchObject([
      { field: 'pickupDate', type: 'rule', message: BOOKING_MESSAGES.pickupInPast },
    ]);
    expect(validateBooking({ ...booking, returnDate: '2026-05-11' }, today)).toMatchObject([
      { field: 'returnDate', type: 'rule', message: BOOKING_MESSAGES.minimumDays },
    ]);
    expect(validateBooking({ ...booking, returnDate: '2026-05-09' }, today)).toMatchObject([
      { field: 'returnDate', type: 'rule', message: BOOKING_MESSAGES.returnAfterPickup },
    ]);
  });

  it('never throws on garbage', () => {
    for (const junk of [null, undefined, {}, [], 'text', 42]) {
      const errors = validateBooking(junk as BookingInput, today);
      expect(errors.length).toBeGreaterThan(5);
    }
  });
});

/** docs/product.md §8: names are letters of any script, not a way to put text or links into the e-mail the site sends. */
describe('names (first and last)', () => {
  it.each([
    ['Latin with apostrophe', "O'Brien"],
    ['Latin with marks (precomposed)', 'Zoë'],
    ['Latin with combining marks', 'Zoe\u0308 Rene\u0301e'],
    ['hyphen and dot', 'Jean-Luc J.R.'],
    ['typographic apostrophe', 'D’Angelo'],
    ['Cyrillic', 'Ёлкина-Щукина'],
    ['Hebrew with geresh', 'ג׳ורג׳'],
    ['Hebrew with points', 'שָׁלוֹם'],
    ['Arabic with harakat', 'مُحَمَّد'],
    ['Arabic with a space', 'عبد الله'],
    ['Georgian', 'ნინო ბერიძე'],
    ['exactly 50 letters', 'x'.repeat(50)],
  ])('accepts %s: %j', (_what, name) => {
    expect(validatePersonal({ ...personal, firstName: name, lastName: name })).toEqual([]);
  });

  it.each([
    ['a link', 'Pay now at https://x', 'format'],
    ['an e-mail address', 'a@b', 'format'],
    ['a digit', 'Bob2', 'format'],
    ['a colon', 'Note: call', 'format'],
    ['a slash', 'and/or', 'format'],
    ['a bare domain', 'visit evil.com', 'format'],
    ['www', 'www.example', 'format'],
    ['a line break', 'Bob\nSmith', 'format'],
    ['an angle bracket', '<b>Bob', 'format'],
    ['no letter at all', "'-.", 'format'],
    ['51 characters', 'x'.repeat(51), 'max'],
  ])('refuses %s: %j', (_what, name, type) => {
    const message = type === 'max' ? BOOKING_MESSAGES.nameTooLong : BOOKING_MESSAGES.firstName;
    expect(validatePersonal({ ...personal, firstName: name })).toMatchObject([{ field: 'firstName', type, message }]);
    const lastMessage = type === 'max' ? BOOKING_MESSAGES.nameTooLong : BOOKING_MESSAGES.lastName;
    expect(validatePersonal({ ...personal, lastName: name })).toMatchObject([{ field: 'lastName', type, message: lastMessage }]);
  });
});

/** docs/product.md §8: one address only, so the received e-mail cannot be sent to a list or carry headers. */
describe('e-mail address', () => {
  it.each(['nino@example.com', 'nino.beridze+cars@mail.example.ge', "o'brien@example.co.uk", 'нино@пример.рф', 'a_b-c@sub-domain.example.com'])(
    'accepts %j',
    (email) => expect(validatePersonal({ ...personal, customerEmail: email })).toEqual([]),
  );

  it.each([
    'a@b.com,x',
    'a@b.com, c@d.com',
    'a@b.com;c@d.com',
    'a@b.com\r\nBcc: c@d.com',
    'a@b.com\nx',
    'Nino <a@b.com>',
    '"a"@b.com',
    'a@b.com>',
    'a@-b.com',
    'a..b@c.com',
    'a@b..com',
    'a\\b@c.com',
  ])('refuses %j', (email) => {
    expect(validatePersonal({ ...personal, customerEmail: email })).toMatchObject([{ field: 'customerEmail', type: 'format', message: BOOKING_MESSAGES.customerEmail }]);
  });
});

describe('field errors carry their code and numbers (the edges word them in other languages)', () => {
  it('every validation error names the code of its text, with the numbers the text names', () => {
    const errors = [
      ...validatePersonal({ firstName: '', lastName: 'x'.repeat(51), customerEmail: 'nino', customerPhone: '+995', driverAge: '22', groupSize: '0' }),
      ...validateDetails({ pickupLocation: '', dropoffLocation: '', pickupDate: '', pickupTime: '', returnDate: '', returnTime: '', carType: '', insuranceType: '' }, '2026-05-01'),
    ];
    expect(errors.length).toBeGreaterThan(8);
    for (const e of errors) {
      expect(e.code && BOOKING_MESSAGES[e.code as keyof typeof BOOKING_MESSAGES]).toBe(e.message);
    }
    expect(errors.find((e) => e.field === 'lastName')).toMatchObject({ code: 'nameTooLong', params: { max: 50 } });
  });
});
