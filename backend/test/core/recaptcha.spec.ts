import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBookingService } from '../../src/application/booking/create-booking.service.js';
import { BotCheckService } from '../../src/application/bot-check/bot-check.service.js';
import { RecaptchaVerifier } from '../../src/adapters/recaptcha/recaptcha.verifier.js';
import { parseConfig } from '../../src/config/app-config.js';
import { createCoreTestContext } from '../support/core-context.js';
import { bookingRequest } from '../support/fixtures.js';

/** A fake siteverify endpoint on loopback; each token selects a behaviour. */
let server: Server;
let url: string;
const received: Record<string, string>[] = [];

function handle(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(body));
    received.push(form);
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    switch (form.response) {
      case 'human':
        return json(200, { success: true, score: 0.9, action: 'booking_submission', hostname: 'localhost' });
      case 'bot':
        return json(200, { success: true, score: 0.1, action: 'booking_submission' });
      case 'expired':
        return json(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      case 'wrong-action':
        return json(200, { success: true, score: 0.8, action: 'header_form_submission' });
      case 'crash':
        res.writeHead(500, 'Internal Server Error');
        return res.end('boom');
      case 'slow':
        setTimeout(() => json(200, { success: true, score: 0.9 }), 3000).unref();
        return;
      default:
        return json(200, { success: false });
    }
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function botCheck(env: Record<string, string> = {}): BotCheckService {
  const config = parseConfig({
    RECAPTCHA_SITE_KEY: 'site-key-1',
    RECAPTCHA_SECRET_KEY: 'secret-1',
    RECAPTCHA_VERIFY_URL: url,
    RECAPTCHA_TIMEOUT_MS: '500',
    ...env,
  });
  return new BotCheckService(new RecaptchaVerifier(config), config);
}

describe('bot check against a fake siteverify', () => {
  it('posts the secret and the token, and answers the score', async () => {
    const result = await botCheck().verify('human', 'booking_submission');
    expect(result).toEqual({ success: true, score: 0.9, configured: true });
    expect(received.at(-1)).toEqual({ secret: 'secret-1', response: 'human' });
  });

  it('reports a low score as a success with that score (never blocks)', async () => {
    expect(await botCheck().verify('bot', 'booking_submission')).toEqual({ success: true, score: 0.1, configured: true });
  });

  it('words an HTTP failure as docs/api.md says', async () => {
    expect(await botCheck().verify('crash', 'booking_submission')).toEqual({
      success: false,
      score: null,
      error: 'bot-check verification failed: HTTP 500: Internal Server Error',
      configured: true,
    });
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    const result = await botCheck().verify('slow', 'booking_submission');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toEqual({ success: false, score: null, error: 'bot-check verification failed: no answer within 500 ms', configured: true });
  });

  it('reports refused tokens, wrong actions and unreachable servers', async () => {
    expect((await botCheck().verify('expired', 'booking_submission')).error).toBe('bot-check verification failed: timeout-or-duplicate');
    expect((await botCheck().verify('unknown', 'submit')).error).toBe('bot-check verification failed: Unknown error');
    expect(await botCheck().verify('wrong-action', 'booking_submission')).toMatchObject({
      success: false,
      error: 'bot-check verification failed: action mismatch: expected booking_submission, got header_form_submission',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await botCheck({ RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` }).verify('human', 'submit');
    expect(down).toMatchObject({ success: false, error: `bot-check verification failed: connect ECONNREFUSED 127.0.0.1:${port}` });
  });

  it('counts an empty token as success, and is skipped when unconfigured', async () => {
    const before = received.length;
    expect(await botCheck().verify('', 'submit')).toEqual({ success: true, score: null, configured: true });
    const unconfigured = botCheck({ RECAPTCHA_SECRET_KEY: '' });
    expect(unconfigured.siteKey()).toEqual({ configured: false, siteKey: null });
    expect(await unconfigured.verify('human', 'submit')).toEqual({ success: true, score: null, configured: false });
    expect(received.length).toBe(before);
    expect(botCheck().siteKey()).toEqual({ configured: true, siteKey: 'site-key-1' });
  });
});

describe('bookings with the bot check configured', () => {
  it('stores the score, and still books when the check fails', async () => {
    const ctx = await createCoreTestContext({
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_SECRET_KEY: 'secret-1',
      RECAPTCHA_VERIFY_URL: url,
      RECAPTCHA_TIMEOUT_MS: '500',
    });
    try {
      const create = ctx.module.get(CreateBookingService);
      expect((await create.execute(bookingRequest(), { recaptchaToken: 'bot' })).botScore).toBe(0.1);
      expect((await create.execute(bookingRequest(), { recaptchaToken: 'human' })).botScore).toBe(0.9);
      const failed = await create.execute(bookingRequest(), { recaptchaToken: 'crash' });
      expect(failed).toMatchObject({ status: 'pending', botScore: null });
      expect((await create.execute(bookingRequest())).botScore).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
