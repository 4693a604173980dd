import { capExceeded, capKeys, capMessage, clientKey, emailKey, phoneKey } from './pending-caps.js';

describe('the keys pending bookings are counted under', () => {
  it.each([
    ['Ana@Example.COM', 'ana@example.com'],
    ['  nino@example.com ', 'nino@example.com'],
    ['', null],
  ])('e-mail %j -> %j', (email, key) => expect(emailKey(email)).toBe(key));

  it.each([
    ['+995 555 12-34-56', '995555123456'],
    ['(995) 555123456', '995555123456'],
    ['+', null],
  ])('phone %j -> %j', (phone, key) => expect(phoneKey(phone)).toBe(key));

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['999.1.1.1', null],
    ['not an address', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['', null],
    [null, null],
  ])('client %j -> %j', (ip, key) => expect(clientKey(ip)).toBe(key));
});

describe('capExceeded', () => {
  const keys = capKeys({ customerEmail: 'a@b.c', customerPhone: '+995 555 000 111' }, '203.0.113.7');
  const caps = { perContact: 2, perIp: 3 };
  it.each([
    [{ email: 1, phone: 1, client: 2 }, caps, null],
    [{ email: 2, phone: 0, client: 0 }, caps, 'customerEmail'],
    [{ email: 0, phone: 2, client: 0 }, caps, 'customerPhone'],
    [{ email: 0, phone: 0, client: 3 }, caps, 'client'],
    [{ email: 9, phone: 9, client: 9 }, { perContact: 0, perIp: 0 }, null],
    [{ email: 9, phone: 9, client: 2 }, { perContact: 0, perIp: 3 }, null],
  ] as const)('%j under %j -> %j', (counts, c, field) => expect(capExceeded(counts, keys, c)).toBe(field));

  it('a booking without a known client address is not counted per address', () => {
    expect(capExceeded({ email: 0, phone: 0, client: 99 }, { ...keys, client: null }, caps)).toBeNull();
  });

  it.each([
    ['customerEmail', /^2 bookings are already waiting for this e-mail address\. .*WhatsApp/],
    ['customerPhone', /^2 bookings are already waiting for this phone number\./],
    ['client', /^3 bookings are already waiting from your connection\./],
  ] as const)('the message for %s says bookings are waiting and to write', (field, text) => expect(capMessage(field, caps)).toMatch(text));
});
