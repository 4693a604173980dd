import type { ComposedMail } from '../../domain/notifications/mail-types.js';

/** Sends e-mail (SMTP_URL, MAIL_FROM). */
export abstract class Mailer {
  /** False when SMTP_URL or MAIL_FROM is missing: no e-mail is queued then. */
  abstract get configured(): boolean;
  /** Sends one e-mail (attachments as real MIME parts); throws when the server does not accept it. `messageId` makes the Message-ID header. */
  abstract send(mail: ComposedMail, messageId: string): Promise<void>;
}
