import { internationalPhone, messagingLink } from './messaging.js';

describe('the messaging app', () => {
  it.each([
    { phone: '+995 555 12 34 56', text: undefined, link: 'https://wa.me/995555123456' },
    { phone: '995555000000', text: 'Hello!', link: 'https://wa.me/995555000000?text=Hello!' },
    { phone: '+995 (555) 00-00-00', text: 'Booking GR-7K3Q9P\n\nThanks & bye', link: 'https://wa.me/995555000000?text=Booking%20GR-7K3Q9P%0A%0AThanks%20%26%20bye' },
    { phone: '995555000000', text: 'Бронирование', link: 'https://wa.me/995555000000?text=%D0%91%D1%80%D0%BE%D0%BD%D0%B8%D1%80%D0%BE%D0%B2%D0%B0%D0%BD%D0%B8%D0%B5' },
    { phone: '995555000000', text: '', link: 'https://wa.me/995555000000?text=' },
  ])('a chat with $phone, text $text, opens $link', ({ phone, text, link }) => {
    expect(messagingLink(phone, text)).toBe(link);
  });

  it.each([
    { phone: '995 555 000 000', written: '+995555000000' },
    { phone: '+995 (555) 12-34-56', written: '+995555123456' },
    { phone: '+995555123456', written: '+995555123456' },
    { phone: '', written: '' },
    { phone: 'none', written: 'none' },
  ])('the number $phone is written $written', ({ phone, written }) => {
    expect(internationalPhone(phone)).toBe(written);
  });
});
