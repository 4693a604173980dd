import type { MailBooking } from '../../src/domain/notifications/mail-types.js';

/** The booking the e-mail tests render: 8 days Tbilisi -> Batumi, held until 24 Nov 2026 14:30 Tbilisi time. */
export const mailBooking: MailBooking = {
  reference: 'GR-7K3Q9P',
  customerName: 'Ana Kapanadze',
  customerEmail: 'ana@example.com',
  customerPhone: '+995 555 12 34 56',
  carType: 'Toyota FJ Cruiser',
  unit: 'FJ-101-GE',
  pickupLocation: 'tbilisi',
  pickupDate: '2026-07-01',
  pickupTime: '09:00',
  dropoffLocation: 'batumi',
  returnDate: '2026-07-08',
  returnTime: '18:30',
  days: 8,
  totalPrice: 636,
  insuranceType: 'standard',
  botScore: 0.9,
  locale: 'en',
  expiresAt: '2026-11-24T10:30:00.000Z',
};

/** The brand and contacts the e-mails are signed with. */
export const mailContext = { brandName: 'Georgia 4x4 Rentals', contactEmail: 'hello@example.com', contactPhone: '995 555 000 000' };
