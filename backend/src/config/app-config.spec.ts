import { isAbsolute } from 'node:path';
import { DEFAULT_RECAPTCHA_VERIFY_URL, parseConfig } from './app-config.js';
import { ConfigError } from './config-error.js';

describe('parseConfig', () => {
  it('applies the defaults of docs/operations.md', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      adminToken: undefined,
      recaptchaVerifyUrl: DEFAULT_RECAPTCHA_VERIFY_URL,
      bookingConfirmHours: 24,
      visitRetentionDays: 30,
      trustProxy: undefined,
      rateLimit: 10,
      keepAliveTimeoutS: 65,
      shutdownGraceS: 10,
      shutdownDelayS: 5,
      outboxRetentionDays: 30,
      piiRetentionDays: 180,
      recaptchaConfigured: false,
    });
    expect(isAbsolute(c.dataDir) && c.dataDir.endsWith('.data')).toBe(true);
  });

  it('reads every variable', () => {
    const c = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:pw@db:5432/rentals',
      DATA_DIR: '/var/lib/rentals',
      ADMIN_TOKEN: 'a-long-admin-token',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/verify',
      BOOKING_CONFIRM_HOURS: '48',
      VISIT_RETENTION_DAYS: '7',
      TRUST_PROXY: '1',
      RATE_LIMIT: '0',
      KEEP_ALIVE_TIMEOUT_S: '120',
      SHUTDOWN_GRACE_S: '0',
      SHUTDOWN_DELAY_S: '0',
      OUTBOX_RETENTION_DAYS: '0',
      PII_RETENTION_DAYS: '365',
      BRAND_NAME: 'Kavkaz 4x4',
      CONTACT_PHONE: '995599112233',
      VIDEO_IDS: '{"toyota-fj-cruiser":"abcdefghijk"}',
      VIDEO_ID_SUBARU_FORESTER: 'zyxwvutsrqp',
    });
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app:pw@db:5432/rentals',
      dataDir: '/var/lib/rentals',
      adminToken: 'a-long-admin-token',
      recaptchaConfigured: true,
      bookingConfirmHours: 48,
      visitRetentionDays: 7,
      trustProxy: 1,
      rateLimit: 0,
      keepAliveTimeoutS: 120,
      shutdownGraceS: 0,
      shutdownDelayS: 0,
      outboxRetentionDays: 0,
      piiRetentionDays: 365,
    });
    expect(c.site).toMatchObject({ brandName: 'Kavkaz 4x4', contactPhone: '995599112233' });
    expect(c.site.videoIds).toEqual({ 'toyota-fj-cruiser': 'abcdefghijk', 'subaru-forester': 'zyxwvutsrqp' });
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it.each([
    ['BOOKING_CONFIRM_HOURS', 'abc', 'Invalid BOOKING_CONFIRM_HOURS="abc": expected a whole number from 1 to 8760.'],
    ['PORT', '70000', 'Invalid PORT="70000": expected a whole number from 0 to 65535.'],
    ['VISIT_RETENTION_DAYS', '-1', 'Invalid VISIT_RETENTION_DAYS="-1": expected a whole number from 1 to 3650.'],
    ['RATE_LIMIT', '2.5', 'Invalid RATE_LIMIT="2.5": expected a whole number from 0 to 1000000.'],
    ['KEEP_ALIVE_TIMEOUT_S', '0', 'Invalid KEEP_ALIVE_TIMEOUT_S="0": expected a whole number from 1 to 3600.'],
    ['SHUTDOWN_GRACE_S', '10s', 'Invalid SHUTDOWN_GRACE_S="10s": expected a whole number from 0 to 3600.'],
    ['DATABASE_URL', 'mysql://x/y', 'Invalid DATABASE_URL: the scheme must be postgres:// or postgresql://, not mysql://.'],
    ['RECAPTCHA_VERIFY_URL', 'nope', 'Invalid RECAPTCHA_VERIFY_URL="nope": expected an http:// or https:// URL.'],
    ['VIDEO_IDS', '[1]', 'Invalid VIDEO_IDS: expected a JSON object of vehicle id -> video id.'],
    ['ADMIN_TOKEN', '0123456789abcde', 'Invalid ADMIN_TOKEN: use at least 16 characters (or leave it unset: a token is then generated once and stored hashed).'],
    ['SHUTDOWN_DELAY_S', '-1', 'Invalid SHUTDOWN_DELAY_S="-1": expected a whole number from 0 to 3600.'],
    ['OUTBOX_RETENTION_DAYS', 'x', 'Invalid OUTBOX_RETENTION_DAYS="x": expected a whole number from 0 to 36500.'],
    ['PII_RETENTION_DAYS', '1.5', 'Invalid PII_RETENTION_DAYS="1.5": expected a whole number from 0 to 36500.'],
  ])('refuses %s=%s with a one-line message', (name, value, message) => {
    let error: unknown;
    try {
      parseConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(message);
    expect((error as ConfigError).variable).toBe(name);
  });

  it('reads TURNAROUND_HOURS: default 12, 0 to 168 hours', () => {
    expect(parseConfig({}).turnaroundHours).toBe(12);
    expect(parseConfig({ TURNAROUND_HOURS: '0' }).turnaroundHours).toBe(0);
    expect(parseConfig({ TURNAROUND_HOURS: ' 24 ' }).turnaroundHours).toBe(24);
    for (const bad of ['-1', '169', '1.5', 'twelve']) {
      expect(() => parseConfig({ TURNAROUND_HOURS: bad })).toThrow(`Invalid TURNAROUND_HOURS="${bad}": expected a whole number from 0 to 168.`);
    }
  });

  it('reads the e-mail and webhook channels (docs/operations.md): off unless configured', () => {
    const off = parseConfig({});
    expect([off.mailConfigured, off.webhookConfigured, off.staffEmail, off.outboxPollMs]).toEqual([false, false, undefined, 1000]);
    const on = parseConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Georgia 4x4 <bookings@example.com>',
      STAFF_EMAIL: 'staff@example.com',
      WEBHOOK_URL: 'https://hooks.example.com/x',
      WEBHOOK_SECRET: '0123456789abcdef',
      OUTBOX_POLL_MS: '250',
    });
    expect([on.mailConfigured, on.webhookConfigured, on.staffEmail, on.outboxPollMs]).toEqual([true, true, 'staff@example.com', 250]);
    expect(parseConfig({ SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'b@example.com' }).mailConfigured).toBe(true);
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL', /Invalid SMTP_URL: expected smtp:\/\/user:password@host:587/],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, 'MAIL_FROM', /MAIL_FROM is required with SMTP_URL/],
    [{ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'not an address' }, 'MAIL_FROM', /Invalid MAIL_FROM: expected an e-mail address/],
    [{ STAFF_EMAIL: 'staff' }, 'STAFF_EMAIL', /Invalid STAFF_EMAIL/],
    [{ WEBHOOK_URL: 'ftp://x' }, 'WEBHOOK_URL', /Invalid WEBHOOK_URL="ftp:\/\/x": expected an http:\/\/ or https:\/\/ URL/],
    [{ WEBHOOK_URL: 'https://hooks.example.com' }, 'WEBHOOK_SECRET', /WEBHOOK_SECRET is required with WEBHOOK_URL and must be at least 16 characters/],
    [{ WEBHOOK_URL: 'https://hooks.example.com', WEBHOOK_SECRET: 'short' }, 'WEBHOOK_SECRET', /at least 16 characters/],
    [{ OUTBOX_POLL_MS: '10' }, 'OUTBOX_POLL_MS', /expected a whole number from 50 to 60000/],
  ])('refuses %j naming %s', (env, variable, message) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toMatch(message);
  });
});

describe('PUBLIC_URL', () => {
  it('is unset by default (each request uses its own origin) and keeps only the origin', () => {
    expect(parseConfig({}).publicUrl).toBeUndefined();
    expect(parseConfig({ PUBLIC_URL: 'https://rent.example.ge' }).publicUrl).toBe('https://rent.example.ge');
    expect(parseConfig({ PUBLIC_URL: ' https://Rent.Example.ge/ ' }).publicUrl).toBe('https://rent.example.ge');
    expect(parseConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it.each(['rent.example.ge', 'ftp://rent.example.ge', 'https://rent.example.ge/site', 'https://rent.example.ge/?a=1', 'https://u:p@rent.example.ge'])(
    'refuses %s',
    (bad) => {
      expect(() => parseConfig({ PUBLIC_URL: bad })).toThrow(`Invalid PUBLIC_URL="${bad}": expected the site's address such as https://rent.example.ge.`);
    },
  );
});
