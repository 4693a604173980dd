import type { TemplateCreateRequest } from '../../domain/whatsapp/templates.js';

/** What `rentals whatsapp status` shows of the configuration: which settings are set, never their values (but the ids and the API address). */
export type WhatsAppSetup = {
  sending: boolean;
  receiving: boolean;
  apiUrl: string;
  phoneNumberId: string | null;
  businessAccountId: string | null;
  set: Record<'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_BUSINESS_ACCOUNT_ID' | 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN' | 'REVIEW_URL', boolean>;
};

/**
 * Meta's WhatsApp Cloud API (adapters/whatsapp): the webhook's handshake and signatures, and the
 * Graph API requests (messages, templates).
 */
export abstract class WhatsAppCloud {
  abstract setup(): WhatsAppSetup;
  /** The handshake's token equals WHATSAPP_VERIFY_TOKEN (constant time). */
  abstract verifyTokenMatches(token: string): boolean;
  /** `X-Hub-Signature-256` is `sha256=` + the hex HMAC-SHA256 of `raw` with WHATSAPP_APP_SECRET (constant time). */
  abstract signatureValid(raw: Uint8Array, header: string | undefined): boolean;
  /** POSTs a message (its JSON body as stored) to /{WHATSAPP_PHONE_NUMBER_ID}/messages; answers Meta's message id. Throws on failure. */
  abstract sendMessage(body: string): Promise<string>;
  /** POSTs a template to /{WHATSAPP_BUSINESS_ACCOUNT_ID}/message_templates; answers Meta's answer. Throws on failure. */
  abstract createTemplate(request: TemplateCreateRequest): Promise<{ id: string | null; status: string | null }>;
}
