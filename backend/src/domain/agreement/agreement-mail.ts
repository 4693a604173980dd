import { customerMail } from '../notifications/booking-mails.js';
import type { ComposedMail, MailAttachment, MailBooking, MailContext } from '../notifications/mail-types.js';
import { agreementFileName } from './agreement.js';

/** Bytes as base64 (pure: `btoa` over chunks, no Buffer), for an attachment stored in the outbox as JSON. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The e-mail to the customer at check-out with the rental agreement `pdf` attached as
 * `rental-agreement-<reference>.pdf`, in the booking's language (docs/staff.md). Queue it with
 * `mailPayload` under the topic `mail.customer.agreement`.
 */
export function agreementMail(b: MailBooking, ctx: MailContext, pdf: Uint8Array): ComposedMail {
  const attachment: MailAttachment = { filename: agreementFileName(b.reference), contentType: 'application/pdf', contentBase64: toBase64(pdf) };
  return { ...customerMail('agreement', b, ctx), attachments: [attachment] };
}
