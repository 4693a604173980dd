import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { BotVerifier, type BotVerification } from '../../application/ports/bot-verifier.js';

const PREFIX = 'bot-check verification failed';

type SiteVerifyAnswer = {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
};

function failure(message: string | undefined): BotVerification {
  return { success: false, score: null, error: `${PREFIX}: ${message || 'Unknown error'}` };
}

/**
 * Verifies reCAPTCHA v3 tokens by posting secret + token to RECAPTCHA_VERIFY_URL (Google's
 * siteverify; tests use a local fake) with a short time limit. A success counts only for the
 * expected action and, when given, the expected hostname (Google's answer names both). Never throws; the error texts
 * (docs/api.md) are `bot-check verification failed: HTTP {status}: {status text}` for an HTTP failure,
 * `bot-check verification failed: {message or Unknown error}` otherwise.
 */
@Injectable()
export class RecaptchaVerifier extends BotVerifier {
  constructor(private readonly config: AppConfig) {
    super();
  }

  isConfigured(): boolean {
    return this.config.recaptchaConfigured;
  }

  async verify(token: string, action: string, hostname?: string): Promise<BotVerification> {
    if (!this.isConfigured()) return failure('bot check is not configured');
    const timeoutMs = this.config.recaptchaTimeoutMs;
    let response: Response;
    try {
      response = await fetch(this.config.recaptchaVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ secret: this.config.recaptchaSecretKey ?? '', response: token }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const err = e as Error;
      if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return failure(`no answer within ${timeoutMs} ms`);
      const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
      return failure(cause?.message || cause?.code || err?.message);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return failure(`HTTP ${response.status}: ${response.statusText || 'Unknown status'}`);
    }
    let answer: SiteVerifyAnswer;
    try {
      answer = (await response.json()) as SiteVerifyAnswer;
    } catch (e) {
      const err = e as Error;
      if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return failure(`no answer within ${timeoutMs} ms`);
      return failure('the answer is not JSON');
    }
    if (!answer || typeof answer !== 'object') return failure('the answer is not a JSON object');
    const score = typeof answer.score === 'number' && answer.score >= 0 && answer.score <= 1 ? answer.score : null;
    if (answer.success !== true) {
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((c) => typeof c === 'string') : [];
      return { ...failure(codes.join(', ')), score };
    }
    // The token must be for this action and, when the site's host is known, solved on it.
    if (answer.action !== action) {
      return { ...failure(`action mismatch: expected ${action}, got ${typeof answer.action === 'string' ? answer.action : 'none'}`), score };
    }
    if (hostname && (typeof answer.hostname !== 'string' || answer.hostname.toLowerCase() !== hostname.toLowerCase())) {
      return { ...failure(`hostname mismatch: expected ${hostname}, got ${typeof answer.hostname === 'string' ? answer.hostname : 'none'}`), score };
    }
    return { success: true, score };
  }
}
