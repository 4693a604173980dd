import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from '../booking/reference.js';

/**
 * What a WhatsApp webhook delivery says (Meta's Cloud API, docs/operations.md): customer messages
 * and the statuses of our own messages. Anything else in it (echoes of what staff send from the
 * app, account updates) is not ours to act on.
 */
export type InboundMessage = {
  /** Meta's message id (`wamid…`): a message is acted on once, whatever the retries. */
  id: string;
  /** The sender's number, E.164 digits. */
  from: string;
  profileName: string | null;
  /** The text, or `[image]` etc. for a message without text. */
  text: string;
  sentAt: Date;
};

export const OUTBOUND_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];

export type StatusUpdate = { messageId: string; status: OutboundStatus; at: Date; error: string | null };

export type WebhookContent = { messages: InboundMessage[]; statuses: StatusUpdate[] };

const MAX_ID = 200;
const MAX_TEXT = 4096;

function record(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}
function list(v: unknown): unknown[] {
  return Array.isArray(v) ? (v as unknown[]) : [];
}
function str(v: unknown, max: number): string | null {
  return typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;
}
/** Meta's timestamps: seconds since 1970 as a string; `fallback` when missing or odd. */
function instant(v: unknown, fallback: Date): Date {
  const s = typeof v === 'string' || typeof v === 'number' ? Number(v) : NaN;
  return Number.isFinite(s) && s > 0 && s < 1e11 ? new Date(s * 1000) : fallback;
}

/** A number as WhatsApp gives it (`wa_id`, `from`): digits only, 6 to 15 of them; null otherwise. */
export function waNumber(v: unknown): string | null {
  return typeof v === 'string' && /^\d{6,15}$/.test(v) ? v : null;
}

/**
 * The messages and statuses of one delivery's JSON body (`{object: "whatsapp_business_account",
 * entry: [{changes: [{field: "messages", value: {messages, statuses}}]}]}`). Malformed parts are
 * left out; a body that is not such an object gives nothing.
 */
export function readWebhook(body: unknown, receivedAt: Date): WebhookContent {
  const content: WebhookContent = { messages: [], statuses: [] };
  const root = record(body);
  if (!root || root.object !== 'whatsapp_business_account') return content;
  for (const entry of list(root.entry)) {
    for (const change of list(record(entry)?.changes)) {
      const c = record(change);
      if (c?.field !== 'messages') continue;
      const value = record(c.value);
      if (!value) continue;
      const names = new Map<string, string>();
      for (const contact of list(value.contacts)) {
        const k = record(contact);
        const id = waNumber(k?.wa_id);
        const name = str(record(k?.profile)?.name, 200);
        if (id && name) names.set(id, name);
      }
      for (const m of list(value.messages)) {
        const msg = record(m);
        const id = str(msg?.id, MAX_ID);
        const from = waNumber(msg?.from);
        if (!msg || !id || !from) continue;
        const type = str(msg.type, 40) ?? 'unknown';
        const text = type === 'text' ? str(record(msg.text)?.body, MAX_TEXT) : type === 'button' ? str(record(msg.button)?.text, MAX_TEXT) : null;
        content.messages.push({ id, from, profileName: names.get(from) ?? null, text: text ?? `[${type}]`, sentAt: instant(msg.timestamp, receivedAt) });
      }
      for (const s of list(value.statuses)) {
        const st = record(s);
        const messageId = str(st?.id, MAX_ID);
        const status = OUTBOUND_STATUSES.find((x) => x === st?.status);
        if (!st || !messageId || !status) continue;
        const err = record(list(st.errors)[0]);
        const error = err ? [err.code, str(err.title, 300) ?? str(err.message, 300)].filter((x) => x !== undefined && x !== null).join(' ') || 'failed' : null;
        content.statuses.push({ messageId, status, at: instant(st.timestamp, receivedAt), error });
      }
    }
  }
  return content;
}

/** The later of two statuses of one message (callbacks come out of order): read > delivered > sent; failed replaces any. */
export function laterStatus(current: string, next: OutboundStatus): boolean {
  const rank: Record<string, number> = { queued: 0, accepted: 1, sent: 2, delivered: 3, read: 4, failed: 5 };
  return (rank[next] ?? 0) > (rank[current] ?? 0);
}

const REFERENCE_IN_TEXT = new RegExp(
  `(?<![A-Z0-9])${REFERENCE_PREFIX.slice(0, -1).split('').join('[\\s-]*')}[\\s-]*([${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}})(?![A-Z0-9])`,
  'gi',
);

/**
 * The booking references a message names, in their canonical spelling (`GR-7K3Q9P`), in any case
 * and with spaces or dashes after `GR` ("gr 7k3q9p", "GR-7K3Q9P", "gr7k3q9p").
 */
export function referencesIn(text: string): string[] {
  return [...new Set([...text.matchAll(REFERENCE_IN_TEXT)].map((m) => REFERENCE_PREFIX + m[1].toUpperCase()))];
}

/** A message asking us to stop writing ("STOP", any case, maybe with a full stop or "!"). */
export function isStop(text: string): boolean {
  return /^\s*(stop|стоп|unsubscribe)\s*[.!]?\s*$/i.test(text);
}

/** A message asking us to write again after a STOP ("START"). */
export function isStart(text: string): boolean {
  return /^\s*(start|старт)\s*[.!]?\s*$/i.test(text);
}

/**
 * A booking's phone number in E.164 digits, as the Graph API's `to` takes it: `+` or `00` and the
 * country code, or a Georgian mobile written locally (9 digits starting with 5, or 0 and those 9).
 * Null when it cannot be one (too short or long).
 */
export function e164Digits(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (/^0?5\d{8}$/.test(digits)) digits = `995${digits.replace(/^0/, '')}`;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}
