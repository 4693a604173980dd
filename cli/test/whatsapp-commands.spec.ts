/**
 * The WhatsApp commands (docs/cli.md): inbox, templates [--json|--create], status. Run as the
 * built `rentals` against a real PostgreSQL (DATABASE_URL) or the embedded database, with a local
 * HTTP server standing in for Meta's Graph API (its request log is the evidence).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookingRequest, daysFromToday, seed } from './support/fixtures.js';
import { SERVER_URL, testDatabaseEnv } from './support/postgres.js';
import { onlyJson, rentals } from './support/run.js';
import { sql } from './support/sql.js';

const SECRET = 'app-secret-never-printed';
const TOKEN = 'graph-token-never-printed';

describe(`rentals whatsapp commands on ${SERVER_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseEnv>> | undefined;
  let env: Record<string, string>;
  let graph: Server;
  const requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  let ref: string;

  beforeAll(async () => {
    graph = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        requests.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `tpl${requests.length}`, status: 'PENDING', category: 'UTILITY' }));
      });
    });
    await new Promise<void>((r) => graph.listen(0, '127.0.0.1', r));
    database = await testDatabaseEnv('rentals-cli-whatsapp-');
    env = {
      ...database.env,
      RENTALS_BOOT_TIMEOUT_MS: '60000',
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: '4455',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '7788',
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-token-never-printed',
      WHATSAPP_API_URL: `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v25.0`,
    };
    const seeded = await seed({ bookings: [{ request: bookingRequest({ pickupDate: daysFromToday(3), returnDate: daysFromToday(6) }) }] }, env);
    ref = seeded.bookings[0].reference;
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
    await new Promise<void>((r) => graph.close(() => r()));
  });

  it('templates: the four templates in four languages in the create format; --create posts each to the business account', async () => {
    const printed = onlyJson<{ name: string; language: string; category: string; parameter_format: string }[]>(await rentals(['whatsapp', 'templates', '--json'], env));
    expect(printed).toHaveLength(16);
    expect(new Set(printed.map((t) => `${t.name}/${t.language}`)).size).toBe(16);
    expect(printed.every((t) => t.category === 'UTILITY' && t.parameter_format === 'named')).toBe(true);
    const text = await rentals(['whatsapp', 'templates'], env);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('pickup_reminder (ru, UTILITY');
    const created = await rentals(['whatsapp', 'templates', '--create'], env);
    expect(created.code).toBe(0);
    expect(requests).toHaveLength(16);
    expect(requests.every((r) => r.path === '/v25.0/7788/message_templates' && r.auth === `Bearer ${TOKEN}`)).toBe(true);
    expect(requests.map((r) => `${String(r.body.name)}/${String(r.body.language)}`).sort()).toEqual(printed.map((t) => `${t.name}/${t.language}`).sort());
  });

  it('inbox lists the messages naming no booking; status shows the configuration without secrets, the last webhook and today\'s failures', async () => {
    await sql(env, `INSERT INTO whatsapp_inbound (message_id, from_phone, profile_name, text, sent_at, kind) VALUES ('wamid.a', '995577001122', 'Levan', 'Is the Forester free in May?', now(), 'unmatched')`);
    await sql(env, `INSERT INTO whatsapp_deliveries (body, received_at, processed_at) VALUES ('{}', now(), now())`);
    const [{ id }] = (await sql(env, `SELECT id FROM bookings WHERE reference = $1`, [ref])) as { id: string }[];
    await sql(env, `INSERT INTO outbox (event_id, channel, topic, booking_id, reference, payload, status, attempts, last_error)
                    VALUES ('6f1c1e5e-0000-4000-8000-000000000001', 'whatsapp', 'whatsapp.pickup_reminder', $1, $2, '{}', 'pending', 2, 'the Graph API answered HTTP 500')`, [id, ref]);
    await sql(env, `INSERT INTO whatsapp_outbound (event_id, booking_id, template, recipient) VALUES ('6f1c1e5e-0000-4000-8000-000000000001', $1, 'pickup_reminder', '995555123456')`, [id]);
    const inbox = onlyJson<{ messages: { from: string; text: string }[] }>(await rentals(['whatsapp', 'inbox', '--json'], env));
    expect(inbox.messages).toEqual([expect.objectContaining({ from: '995577001122', text: 'Is the Forester free in May?' })]);
    const status = await rentals(['whatsapp', 'status'], env);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/Sending: on \(phone number id 4455/);
    expect(status.stdout).toMatch(/Webhook: on/);
    expect(status.stdout).toMatch(/Last webhook delivery: \d{4}-/);
    // The seeded booking's booking_received waits (no sender runs here); the reminder's failed tries show.
    expect(status.stdout).toMatch(/2 message\(s\), 1 failure\(s\)/);
    expect(status.stdout).toContain('retrying (2 tries)');
    expect(status.stdout).toContain('the Graph API answered HTTP 500');
    for (const secret of [SECRET, TOKEN, 'verify-token-never-printed']) expect(status.stdout + status.stderr).not.toContain(secret);
    const json = onlyJson<{ failures: { reference: string }[] }>(await rentals(['whatsapp', 'status', '--json'], env));
    expect(json.failures.map((f) => f.reference)).toEqual([ref]);
  });
});
