import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { Mailer } from '../../application/ports/mailer.js';
import { AppConfig } from '../../config/app-config.js';
import type { ComposedMail } from '../../domain/notifications/mail-types.js';

/** How long connecting, the greeting and each SMTP exchange may take before the attempt counts as failed. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Whether the connection must be encrypted before anything else is said (docs/operations.md): an
 * `smtp://` URL with a password requires STARTTLS (nodemailer's `requireTLS`), so a server that
 * does not offer it never receives the credentials; `smtps://` is TLS from the start.
 */
export function smtpRequiresTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && url.password !== '';
}

/**
 * E-mail over SMTP with nodemailer: SMTP_URL (`smtp://user:pass@host:587` upgrades with STARTTLS,
 * required when the URL has a password; `smtps://` is TLS from the start) from MAIL_FROM.
 */
@Injectable()
export class NodemailerMailer extends Mailer implements OnApplicationShutdown {
  private transporter: Transporter | null = null;

  constructor(private readonly config: AppConfig) {
    super();
  }

  get configured(): boolean {
    return this.config.mailConfigured;
  }

  async send(mail: ComposedMail, messageId: string): Promise<void> {
    if (!this.config.smtpUrl || !this.config.mailFrom) throw new Error('e-mail is not configured (SMTP_URL and MAIL_FROM)');
    // The URL's settings (host, port, secure for smtps://, user and password) win; the time limits apply besides.
    this.transporter ??= nodemailer.createTransport({
      url: this.config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      requireTLS: smtpRequiresTls(this.config.smtpUrl),
    } as Parameters<typeof nodemailer.createTransport>[0]);
    const domain = /@([^>\s]+)>?\s*$/.exec(this.config.mailFrom)?.[1] ?? 'rentals.invalid';
    await this.transporter
      .sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.contentBase64, encoding: 'base64' })),
        messageId: `<${messageId}@${domain}>`,
      })
      .catch((e: unknown) => {
        const code = (e as { code?: unknown })?.code;
        if (code === 'ETLS' && smtpRequiresTls(this.config.smtpUrl!)) {
          throw new Error('not sent: the SMTP server offers no STARTTLS, and SMTP_URL has a password, which is only sent over TLS (use a server with STARTTLS, or smtps://)', { cause: e });
        }
        throw e;
      });
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
    this.transporter = null;
  }
}
