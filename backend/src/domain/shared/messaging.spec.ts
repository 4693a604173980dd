import { internationalPhone, messagingLink } from './messaging.js';

describe('messagingLink', () => {
  it.each([
    ['+995 555 12 34 56', undefined, 'https://wa.me/995555123456'],
    ['995555000000', 'Hello!', 'https://wa.me/995555000000?text=Hello!'],
    ['+995 (555) 00-00-00', 'Booking GR-7K3Q9P\n\nThanks & bye', 'https://wa.me/995555000000?text=Booking%20GR-7K3Q9P%0A%0AThanks%20%26%20bye'],
    ['995555000000', 'Бронирование', 'https://wa.me/995555000000?text=%D0%91%D1%80%D0%BE%D0%BD%D0%B8%D1%80%D0%BE%D0%B2%D0%B0%D0%BD%D0%B8%D0%B5'],
    ['995555000000', '', 'https://wa.me/995555000000?text='],
  ])('messagingLink(%j, %j) is %s', (phone, text, link) => {
    expect(messagingLink(phone, text)).toBe(link);
  });
});

describe('internationalPhone', () => {
  it.each([
    ['995 555 000 000', '+995555000000'],
    ['+995 (555) 12-34-56', '+995555123456'],
    ['+995555123456', '+995555123456'],
    ['', ''],
    ['none', 'none'],
  ])('internationalPhone(%j) is %j', (phone, written) => expect(internationalPhone(phone)).toBe(written));
});
