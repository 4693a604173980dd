import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { BotVerifier, type BotVerification } from '../ports/bot-verifier.js';

/** The default bot-check action name (SPEC §5). */
export const DEFAULT_BOT_ACTION = 'submit';
const TOKEN_MAX_LENGTH = 4096;
const ACTION = /^[A-Za-z0-9_/]{1,100}$/;

export type BotCheckResult = BotVerification & { configured: boolean };

/** reCAPTCHA v3 for the site (SPEC §3, §5, §8): the public site key, and the secret-side check. */
@Injectable()
export class BotCheckService {
  constructor(
    private readonly verifier: BotVerifier,
    private readonly config: AppConfig,
  ) {}

  siteKey(): { configured: boolean; siteKey: string | null } {
    const configured = this.verifier.isConfigured();
    return { configured, siteKey: configured ? (this.config.recaptchaSiteKey ?? null) : null };
  }

  /**
   * Never throws and never blocks: unconfigured or no token counts as success (SPEC §5); a failed
   * check answers success false with the error text of SPEC §8.
   */
  async verify(token: unknown, action: unknown = DEFAULT_BOT_ACTION): Promise<BotCheckResult> {
    if (!this.verifier.isConfigured()) return { success: true, score: null, configured: false };
    if (token === undefined || token === null || token === '') return { success: true, score: null, configured: true };
    if (typeof token !== 'string' || token.length > TOKEN_MAX_LENGTH) {
      return { success: false, score: null, error: 'bot-check verification failed: malformed token', configured: true };
    }
    const name = typeof action === 'string' && action ? action : DEFAULT_BOT_ACTION;
    if (!ACTION.test(name)) {
      return { success: false, score: null, error: 'bot-check verification failed: malformed action', configured: true };
    }
    return { ...(await this.verifier.verify(token, name)), configured: true };
  }
}
