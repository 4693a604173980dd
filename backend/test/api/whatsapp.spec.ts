import { createHmac } from 'node:crypto';
import { WhatsAppOverviewService } from '../../src/application/whatsapp/whatsapp-overview.service.js';
import { startGraphApiStandIn, type GraphApiStandIn } from '../support/graph-api-stand-in.js';
import { validBooking } from './helpers/booking-body.js';
import { signedInStaff } from './helpers/staff-agent.js';
import { eventually, REAL_POSTGRES, startTestApp, type TestApp } from './helpers/test-app.js';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'verify-me-0123';
const TOKEN = 'graph-token-abc';
const PHONE_ID = '123456789012345';

const sign = (raw: string | Buffer, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

let sequence = 0;
/** A delivery as Meta sends it: one text message from `from`. */
function textDelivery(from: string, body: string, id = `wamid.in${++sequence}`): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1122',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '995555000000', phone_number_id: PHONE_ID },
              contacts: [{ profile: { name: 'Nino 🚙' }, wa_id: from }],
              messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body } }],
            },
          },
        ],
      },
    ],
  });
}

function statusDelivery(messageId: string, status: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1122', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id: messageId, status, recipient_id: '995555123456', timestamp: String(Math.floor(Date.now() / 1000)) }] } }] }],
  });
}

describe(`WhatsApp (${REAL_POSTGRES ? 'PostgreSQL' : 'embedded database'})`, () => {
  let t: TestApp;
  let graph: GraphApiStandIn;

  beforeAll(async () => {
    graph = await startGraphApiStandIn();
    t = await startTestApp({
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_BUSINESS_ACCOUNT_ID: '998877',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_API_URL: graph.url,
      OUTBOX_POLL_MS: '100',
      PENDING_PER_CONTACT: '0',
      PENDING_PER_IP: '0',
    });
  });
  afterAll(async () => {
    await t?.close();
    await graph?.close();
  });

  const post = (raw: string, signature?: string) => {
    const r = t.http.post('/api/whatsapp/webhook').set('content-type', 'application/json');
    return (signature === undefined ? r : r.set('X-Hub-Signature-256', signature)).send(raw);
  };
  const processed = () => eventually(async () => (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM whatsapp_deliveries WHERE processed_at IS NULL`))[0].n === 0);
  const book = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.http.post('/api/bookings').send(validBooking(overrides));
    expect(res.status).toBe(201);
    return res.body as { reference: string; id: string };
  };

  it('answers the verification handshake with the challenge as text, and 403 to a wrong token or mode', async () => {
    const ok = await t.http.get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' });
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.text).toBe('1158201444');
    await t.http.get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'wrong', 'hub.challenge': '1' }).expect(403);
    await t.http.get('/api/whatsapp/webhook').query({ 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1' }).expect(403);
    await t.http.get('/api/whatsapp/webhook').expect(403);
  });

  it('refuses forged deliveries with 401 and records nothing', async () => {
    const booking = await book();
    const raw = textDelivery('995555123456', `Hello ${booking.reference}`);
    await post(raw).expect(401);
    await post(raw, 'sha256=' + '0'.repeat(64)).expect(401);
    await post(raw, sign(raw, 'another-secret')).expect(401);
    await post(raw, sign(raw + ' ')).expect(401);
    await post(raw, sign(raw).slice(7)).expect(401);
    expect(await t.query(`SELECT id FROM whatsapp_deliveries`)).toEqual([]);
    expect(await t.query(`SELECT message_id FROM whatsapp_inbound`)).toEqual([]);
    expect(await t.query(`SELECT type FROM booking_history WHERE type = 'whatsapp'`)).toEqual([]);
  });

  it('sends booking_received in the booking\'s language to its phone in E.164, with every parameter filled', async () => {
    // The booking of the test before sends its own message too, maybe later than this one: wait for this booking's.
    const booking = await book({ locale: 'ru', customerPhone: '+995 (555) 12-34-56', customerName: 'Нино Беридзе' });
    const message = await graph.waitForMessageWith(booking.reference);
    expect(message.path).toBe(`/v25.0/${PHONE_ID}/messages`);
    expect(message.authorization).toBe(`Bearer ${TOKEN}`);
    const body = message.body as { messaging_product: string; to: string; type: string; template: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; parameter_name: string; text: string }[] }[] } };
    expect(body).toMatchObject({ messaging_product: 'whatsapp', to: '995555123456', type: 'template', template: { name: 'booking_received', language: { code: 'ru' } } });
    const params = Object.fromEntries(body.template.components[0].parameters.map((p) => [p.parameter_name, p.text]));
    expect(Object.keys(params)).toEqual(['name', 'reference', 'car', 'dates', 'total', 'held_until']);
    expect(params).toMatchObject({ name: 'Нино', reference: booking.reference, car: 'Toyota FJ Cruiser', total: expect.stringMatching(/^\d+ EUR$/) });
    expect(params.dates).toMatch(/\d{4}/);
    expect(params.held_until).toMatch(/\d{2}:\d{2}/);
    // Our message got Meta's id; a status callback moves it forward, never back.
    const [row] = await t.query<{ message_id: string; status: string }>(
      `SELECT w.message_id, w.status FROM whatsapp_outbound w JOIN bookings b ON b.id = w.booking_id WHERE b.reference = $1`,
      [booking.reference],
    );
    expect(row).toEqual({ message_id: expect.stringMatching(/^wamid\.standin/), status: 'accepted' });
    for (const status of ['delivered', 'sent']) {
      const raw = statusDelivery(row.message_id, status);
      await post(raw, sign(raw)).expect(200);
    }
    await processed();
    const [after] = await t.query<{ status: string }>(`SELECT status FROM whatsapp_outbound WHERE message_id = $1`, [row.message_id]);
    expect(after.status).toBe('delivered');
    const read = statusDelivery(row.message_id, 'read');
    await post(read, sign(read)).expect(200);
    await processed();
    expect((await t.query<{ status: string }>(`SELECT status FROM whatsapp_outbound WHERE message_id = $1`, [row.message_id]))[0].status).toBe('read');
  });

  it('a message with the reference (any case, spaces or dashes) keeps a pending booking, writes its history and shows on Today; a replay does nothing more', async () => {
    for (const spelling of [(r: string) => r.toLowerCase().replace('-', ' '), (r: string) => r, (r: string) => r.toLowerCase().replace('-', '')]) {
      const booking = await book();
      const raw = textDelivery('995599887766', `Hi! This is my booking: ${spelling(booking.reference)}, see you soon`);
      const answer = await post(raw, sign(raw));
      expect(answer.status).toBe(200);
      await processed();
      const [b] = await t.query<{ verified_at: Date | null; status: string }>(`SELECT verified_at, status FROM bookings WHERE reference = $1`, [booking.reference]);
      expect(b.status).toBe('pending');
      expect(b.verified_at).not.toBeNull();
      const history = await t.query<{ type: string; actor: string; detail: string }>(
        `SELECT h.type, h.actor, h.detail FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1 ORDER BY h.id`,
        [booking.reference],
      );
      expect(history.slice(1)).toEqual([
        { type: 'whatsapp', actor: 'customer', detail: 'wrote on WhatsApp from +995599887766' },
        { type: 'verified', actor: 'customer', detail: "kept by the customer's WhatsApp message" },
      ]);
      // Meta retries: the same delivery again (and again), signed, is answered 200 and processed once.
      await post(raw, sign(raw)).expect(200);
      await post(raw, sign(raw)).expect(200);
      await processed();
      const again = await t.query(`SELECT h.id FROM booking_history h JOIN bookings b ON b.id = h.booking_id WHERE b.reference = $1`, [booking.reference]);
      expect(again).toHaveLength(3);
    }
    const { agent } = await signedInStaff(t, 'Giorgi', 'giorgi@example.com');
    const today = await agent.get('/staff').expect(200);
    expect(today.text).toContain('wrote on WhatsApp');
  });

  it('lists a message naming no known booking in the inbox for signed-in staff only', async () => {
    const raw = textDelivery('995577001122', 'Do you have a car for GR-ZZZZZZ tomorrow? <b>thanks</b>');
    await post(raw, sign(raw)).expect(200);
    await processed();
    const inbox = await t.app.get(WhatsAppOverviewService).inbox();
    expect(inbox.map((m) => m.text)).toContain('Do you have a car for GR-ZZZZZZ tomorrow? <b>thanks</b>');
    await t.http.get('/staff/whatsapp').expect(303);
    const { agent } = await signedInStaff(t, 'Tamar', 'tamar@example.com');
    const page = await agent.get('/staff/whatsapp').expect(200);
    expect(page.text).toContain('Do you have a car for GR-ZZZZZZ tomorrow? &lt;b&gt;thanks&lt;/b&gt;');
    expect(page.text).toContain('+995577001122');
  });

  it('STOP opts the number out: nothing more is sent to it', async () => {
    const raw = textDelivery('995591234567', 'Stop');
    await post(raw, sign(raw)).expect(200);
    await processed();
    expect(await t.query(`SELECT phone FROM whatsapp_opt_outs`)).toEqual([{ phone: '995591234567' }]);
    const booking = await book({ customerPhone: '+995 591 234 567' });
    expect(
      await eventually(async () => (await t.query(`SELECT 1 FROM outbox WHERE reference = $1 AND channel = 'whatsapp' AND status = 'skipped'`, [booking.reference])).length === 1),
    ).toBe(true);
    expect(graph.requests.some((r) => r.body.to === '995591234567')).toBe(false);
  });

  it('a failed send is retried by the outbox, and rentals whatsapp status shows the failure', async () => {
    graph.failNext(1);
    const before = graph.requests.length;
    const booking = await book({ customerPhone: '+995 595 000 111' });
    const failed = await eventually(async () => (await t.app.get(WhatsAppOverviewService).status()).failures.some((f) => f.reference === booking.reference));
    const sent = await eventually(async () => (await t.query(`SELECT 1 FROM outbox WHERE reference = $1 AND channel = 'whatsapp' AND status = 'sent' AND attempts = 2`, [booking.reference])).length === 1);
    expect(sent).toBe(true);
    const tries = graph.requests.slice(before).filter((r) => r.body.to === '995595000111');
    expect(tries.map((r) => r.status)).toEqual([500, 200]);
    expect(failed || tries.length === 2).toBe(true);
    const status = await t.app.get(WhatsAppOverviewService).status();
    expect(status.setup).toMatchObject({ sending: true, receiving: true, phoneNumberId: PHONE_ID });
    expect(JSON.stringify(status)).not.toContain(TOKEN);
    expect(JSON.stringify(status)).not.toContain(APP_SECRET);
    expect(status.lastWebhook).not.toBeNull();
    expect(status.messages.some((m) => m.reference === booking.reference && m.attempts === 2)).toBe(true);
  });
});

describe('WhatsApp not configured', () => {
  it('answers 404 on the webhook and queues no WhatsApp message', async () => {
    const t = await startTestApp({});
    try {
      await t.http.get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'x', 'hub.challenge': '1' }).expect(404);
      const raw = textDelivery('995555123456', 'hi');
      await t.http.post('/api/whatsapp/webhook').set('X-Hub-Signature-256', sign(raw)).send(raw).expect(404);
      await t.http.post('/api/bookings').send(validBooking()).expect(201);
      expect(await t.query(`SELECT channel FROM outbox WHERE channel = 'whatsapp'`)).toEqual([]);
      expect(await t.query(`SELECT id FROM whatsapp_deliveries`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
