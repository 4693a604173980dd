import { customerMail, staffNewBookingMail } from '../../domain/notifications/booking-mails.js';
import { CUSTOMER_MAIL_KINDS, type ComposedMail, type CustomerMailKind, type MailAttachment, type MailBooking, type MailContext } from '../../domain/notifications/mail-types.js';

/**
 * An e-mail as the outbox stores it (docs/operations.md): what it is about, not the finished mail. The
 * instance that SENDS it composes it with its own configuration: its brand and contact details,
 * STAFF_EMAIL (the staff recipient), BOOKING_CONFIRM_HOURS. So a change made where e-mail is not
 * configured (`rentals bookings confirm` on a staff laptop with only DATABASE_URL) still reaches
 * the customer, in the words of the server that has e-mail.
 */
export type StoredMail = { mail: 'customer'; kind: CustomerMailKind; booking: MailBooking } | { mail: 'staff-new-booking'; booking: MailBooking };

/**
 * What the sending instance adds when it composes a stored e-mail; `bookingPageUrl`: the link to
 * the customer's booking page with a token made for this e-mail (customer e-mails only).
 */
export type MailSettings = { site: MailContext; staffEmail?: string; confirmHours: number; bookingPageUrl?: string | null };

/** The stored customer e-mail's booking (reference and language), for its booking-page link; null for other e-mails. */
export function customerMailBooking(payload: string): Pick<MailBooking, 'reference' | 'locale'> | null {
  try {
    const m = JSON.parse(payload) as Partial<StoredMail> | null;
    return m?.mail === 'customer' && typeof m.booking?.reference === 'string' ? { reference: m.booking.reference, locale: String(m.booking.locale ?? 'en') } : null;
  } catch {
    return null;
  }
}

export function storedMailPayload(mail: StoredMail): string {
  return JSON.stringify(mail);
}

/** The mail to send, or null when it has no recipient here (the staff e-mail without STAFF_EMAIL). */
export function composeStoredMail(payload: string, settings: MailSettings): ComposedMail | null {
  const m = JSON.parse(payload) as Partial<StoredMail & ComposedMail> | null;
  // A finished mail (the rental agreement with its PDF, or a message queued before e-mails were
  // composed at sending time) is sent as it is.
  if (typeof m?.to === 'string') return parseMailPayload(payload);
  const booking = m?.booking;
  if (!booking || typeof booking.reference !== 'string' || typeof booking.customerEmail !== 'string') throw new Error('the stored e-mail is malformed');
  if (m.mail === 'staff-new-booking') {
    if (!settings.staffEmail) return null;
    return staffNewBookingMail(booking, settings.staffEmail, { ...settings.site, confirmHours: settings.confirmHours });
  }
  if (m.mail === 'customer' && CUSTOMER_MAIL_KINDS.includes(m.kind as CustomerMailKind)) {
    return customerMail(m.kind as CustomerMailKind, { ...booking, bookingPageUrl: settings.bookingPageUrl ?? null }, settings.site);
  }
  throw new Error('the stored e-mail is malformed');
}

/** An e-mail as stored in the outbox; attachments (base64) only when the mail has some. */
export function mailPayload(mail: ComposedMail): string {
  const stored: ComposedMail = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (mail.attachments?.length) {
    stored.attachments = mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.contentBase64 }));
  }
  return JSON.stringify(stored);
}

const isAttachment = (a: unknown): a is MailAttachment => {
  const x = a as MailAttachment | null;
  return typeof x?.filename === 'string' && typeof x.contentType === 'string' && typeof x.contentBase64 === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(x.contentBase64);
};

export function parseMailPayload(payload: string): ComposedMail {
  const m = JSON.parse(payload) as ComposedMail;
  if (typeof m?.to !== 'string' || typeof m.subject !== 'string' || typeof m.text !== 'string' || typeof m.html !== 'string') {
    throw new Error('the stored e-mail is malformed');
  }
  if (m.attachments !== undefined && (!Array.isArray(m.attachments) || !m.attachments.every(isAttachment))) {
    throw new Error('the stored e-mail has a malformed attachment');
  }
  return m;
}
