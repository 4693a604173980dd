import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WhatsAppCloud, type WhatsAppSetup } from '../../application/ports/whatsapp-cloud.js';
import { AppConfig } from '../../config/app-config.js';
import type { TemplateCreateRequest } from '../../domain/whatsapp/templates.js';

/** How long one Graph API request may take before the attempt counts as failed. */
const GRAPH_TIMEOUT_MS = 10_000;

/** `sha256=` + hex HMAC-SHA256 of `raw` with `secret`: X-Hub-Signature-256 as Meta signs a delivery. */
export function hubSignature(raw: Uint8Array, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Meta's error message of a Graph API answer (`{error: {message, code}}`), without anything else of the body. */
function graphError(status: number, body: unknown): Error {
  const e = (body as { error?: { message?: unknown; code?: unknown } } | null)?.error;
  const detail = e && typeof e.message === 'string' ? `: ${e.message.slice(0, 200)}${e.code !== undefined ? ` (code ${String(e.code)})` : ''}` : '';
  return new Error(`the Graph API answered HTTP ${status}${detail}`);
}

/** The Graph API over fetch (WHATSAPP_API_URL), the webhook's checks with node:crypto. */
@Injectable()
export class GraphApiWhatsAppCloud extends WhatsAppCloud {
  constructor(private readonly config: AppConfig) {
    super();
  }

  setup(): WhatsAppSetup {
    const w = this.config.whatsapp;
    return {
      sending: this.config.whatsappSending,
      receiving: this.config.whatsappReceiving,
      apiUrl: w.apiUrl,
      phoneNumberId: w.phoneNumberId ?? null,
      businessAccountId: w.businessAccountId ?? null,
      set: {
        WHATSAPP_TOKEN: Boolean(w.token),
        WHATSAPP_PHONE_NUMBER_ID: Boolean(w.phoneNumberId),
        WHATSAPP_BUSINESS_ACCOUNT_ID: Boolean(w.businessAccountId),
        WHATSAPP_APP_SECRET: Boolean(w.appSecret),
        WHATSAPP_VERIFY_TOKEN: Boolean(w.verifyToken),
        REVIEW_URL: Boolean(this.config.reviewUrl),
      },
    };
  }

  verifyTokenMatches(token: string): boolean {
    const expected = this.config.whatsapp.verifyToken;
    return Boolean(expected) && sameText(token, expected!);
  }

  signatureValid(raw: Uint8Array, header: string | undefined): boolean {
    const secret = this.config.whatsapp.appSecret;
    if (!secret || typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
    return sameText(header.toLowerCase(), hubSignature(raw, secret));
  }

  async sendMessage(body: string): Promise<string> {
    const { token, phoneNumberId, apiUrl } = this.config.whatsapp;
    if (!token || !phoneNumberId) throw new Error('WhatsApp is not configured here (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID)');
    const answer = await this.post(`${apiUrl}/${phoneNumberId}/messages`, token, body);
    const id = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
    if (typeof id !== 'string' || !id) throw new Error('the Graph API accepted the message without a message id');
    return id;
  }

  async createTemplate(request: TemplateCreateRequest): Promise<{ id: string | null; status: string | null }> {
    const { token, businessAccountId, apiUrl } = this.config.whatsapp;
    if (!token || !businessAccountId) throw new Error('WHATSAPP_TOKEN and WHATSAPP_BUSINESS_ACCOUNT_ID are needed to create templates');
    const answer = (await this.post(`${apiUrl}/${businessAccountId}/message_templates`, token, JSON.stringify(request))) as { id?: unknown; status?: unknown } | null;
    return { id: typeof answer?.id === 'string' ? answer.id : null, status: typeof answer?.status === 'string' ? answer.status : null };
  }

  private async post(url: string, token: string, body: string): Promise<unknown> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) throw graphError(response.status, json);
    return json;
  }
}
