import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests (smtp-server), keeping every message it accepts, parsed (mailparser). */
export type SmtpSink = {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** The envelope recipients of each message, in the order received. */
  recipients: string[][];
  /** Every login attempt the server received (user and password), right or wrong. */
  logins: { user: string; pass: string }[];
  /** Resolves once `n` messages have arrived (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
};

/**
 * Starts it on `port` (0: any free port). No TLS (its built-in certificate has expired);
 * authentication optional, or required with `auth` (then accepted over plain text for the test).
 */
export async function startSmtpSink(port = 0, options: { auth?: { user: string; pass: string } } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const logins: { user: string; pass: string }[] = [];
  const server = new SMTPServer({
    authOptional: !options.auth,
    allowInsecureAuth: Boolean(options.auth),
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ user: auth.username ?? '', pass: auth.password ?? '' });
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    recipients,
    logins,
    async waitFor(n, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} e-mails, got ${messages.length}: ${messages.map((m) => m.subject).join(' | ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
