import { Injectable } from '@nestjs/common';
import { AppSettings } from '../ports/app-settings.js';
import { BotVerifier, type BotVerification } from '../ports/bot-verifier.js';

/** The default bot-check action name (docs/product.md §11). */
export const DEFAULT_BOT_ACTION = 'submit';
const TOKEN_MAX_LENGTH = 4096;
const ACTION = /^[A-Za-z0-9_/]{1,100}$/;

export type BotCheckResult = BotVerification & { configured: boolean };

/** reCAPTCHA v3 for the site (docs/product.md §11; docs/api.md): the public site key, and the secret-side check. */
@Injectable()
export class BotCheckService {
  constructor(
    private readonly verifier: BotVerifier,
    private readonly config: AppSettings,
  ) {}

  siteKey(): { configured: boolean; siteKey: string | null } {
    const configured = this.verifier.isConfigured();
    return { configured, siteKey: configured ? (this.config.recaptchaSiteKey ?? null) : null };
  }

  /**
   * Never throws and never blocks: unconfigured or no token counts as success (docs/product.md §11); a failed
   * check answers success false with the error text of docs/api.md. The token must have been solved on
   * this site: PUBLIC_URL's host, else `requestHost` (the request's Host, as Express reads it with
   * TRUST_PROXY); with neither (in-process callers) the host is not checked.
   */
  async verify(token: unknown, action: unknown = DEFAULT_BOT_ACTION, requestHost?: string | null): Promise<BotCheckResult> {
    if (!this.verifier.isConfigured()) return { success: true, score: null, configured: false };
    if (token === undefined || token === null || token === '') return { success: true, score: null, configured: true };
    if (typeof token !== 'string' || token.length > TOKEN_MAX_LENGTH) {
      return { success: false, score: null, error: 'bot-check verification failed: malformed token', configured: true };
    }
    const name = typeof action === 'string' && action ? action : DEFAULT_BOT_ACTION;
    if (!ACTION.test(name)) {
      return { success: false, score: null, error: 'bot-check verification failed: malformed action', configured: true };
    }
    return { ...(await this.verifier.verify(token, name, this.siteHostname(requestHost))), configured: true };
  }

  /** The host tokens must come from: PUBLIC_URL's, else the request's; undefined when neither is known. */
  private siteHostname(requestHost: string | null | undefined): string | undefined {
    if (this.config.publicUrl) {
      try {
        return new URL(this.config.publicUrl).hostname;
      } catch {
        /* a PUBLIC_URL the configuration accepted is a URL; fall through */
      }
    }
    return requestHost ? requestHost.toLowerCase() : undefined;
  }
}
