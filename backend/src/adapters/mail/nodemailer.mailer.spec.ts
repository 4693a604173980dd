import { mailPayload, parseMailPayload } from '../../application/notifications/outbox-mail.js';
import { parseConfig } from '../../config/app-config.js';
import { agreementMail } from '../../domain/agreement/agreement-mail.js';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.js';
import { mailBooking, mailContext } from '../../../test/support/mail-fixtures.js';
import { agreementData } from '../../../test/support/agreement-fixtures.js';
import { PdfkitAgreementRenderer } from '../pdf/pdfkit-agreement.renderer.js';
import { NodemailerMailer } from './nodemailer.mailer.js';

/** The agreement e-mail through the outbox payload and nodemailer to a real SMTP server (smtp-server + mailparser). */
describe('NodemailerMailer attachments', () => {
  let smtp: SmtpSink;
  let mailer: NodemailerMailer;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    mailer = new NodemailerMailer(parseConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'bookings@example.com' }));
  });
  afterAll(async () => {
    mailer.onApplicationShutdown();
    await smtp.close();
  });

  it('sends the rental agreement as a real application/pdf attachment with the same bytes', async () => {
    const pdf = await new PdfkitAgreementRenderer().render(agreementData('ar'));
    const stored = mailPayload(agreementMail({ ...mailBooking, locale: 'ar' }, mailContext, pdf));
    await mailer.send(parseMailPayload(stored), 'agreement-1');
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe('عقد الإيجار للحجز GR-7K3Q9P');
    expect(mail.text).toContain('عقد الإيجار مرفق');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('rental-agreement-GR-7K3Q9P.pdf');
    expect(file.contentDisposition).toBe('attachment');
    expect(Buffer.compare(file.content, Buffer.from(pdf))).toBe(0);
  });

  it('mails without attachments stay as before', async () => {
    const before = smtp.messages.length;
    const stored = mailPayload({ to: 'ana@example.com', subject: 'Plain', text: 'Hello\n', html: '<p>Hello</p>' });
    expect(JSON.parse(stored)).not.toHaveProperty('attachments');
    await mailer.send(parseMailPayload(stored), 'plain-1');
    const messages = await smtp.waitFor(before + 1);
    expect(messages[before].subject).toBe('Plain');
    expect(messages[before].attachments).toEqual([]);
  });

  it('a stored e-mail with a malformed attachment is refused before sending', () => {
    const base = { to: 'a@example.com', subject: 's', text: 't', html: 'h' };
    for (const attachments of ['x', [{ filename: 'a.pdf', contentType: 'application/pdf' }], [{ filename: 'a.pdf', contentType: 'application/pdf', contentBase64: 'not base64!' }]]) {
      expect(() => parseMailPayload(JSON.stringify({ ...base, attachments }))).toThrow('malformed attachment');
    }
  });
});
