import { ApiError } from '@/lib/api-client';
import { getSiteKey, type SiteKeyAnswer } from '../api/get-site-key';
import { verifyBotToken, type BotVerifyAnswer } from '../api/verify-bot-token';
import { readStorage, writeStorage } from '@/lib/safe-storage';
import { loadRecaptcha } from './load-recaptcha';

/** The bot-check action names (docs/booking.md). */
export const BOT_CHECK_ACTIONS = {
  booking: 'booking_submission',
  headerForm: 'header_form_submission',
  default: 'submit',
} as const;

/** Session flag set when Google says the site key does not belong to this domain (docs/booking.md). */
export const BOT_CHECK_DISABLED_KEY = 'recaptchaDisabled';

/** The longest a visitor may wait for a token; after that the flow goes on without one. */
export const BOT_CHECK_TIMEOUT_MS = 3000;

let siteKeyRequest: Promise<SiteKeyAnswer> | null = null;

function siteKeyOnce(): Promise<SiteKeyAnswer> {
  siteKeyRequest ??= getSiteKey().catch((error: unknown) => {
    siteKeyRequest = null;
    throw error;
  });
  return siteKeyRequest;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bot check timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isDomainError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /invalid domain/i.test(message);
}

/**
 * A reCAPTCHA v3 token for `action`, or null: when the check is not configured, disabled for this
 * session, slow (over 3 s) or failing. Never throws, never blocks the visitor (docs/product.md §11).
 */
export async function executeBotCheck(action: string = BOT_CHECK_ACTIONS.default): Promise<string | null> {
  if (readStorage('session', BOT_CHECK_DISABLED_KEY) === 'true') return null;
  try {
    return await withTimeout(
      (async () => {
        const { configured, siteKey } = await siteKeyOnce();
        if (!configured || !siteKey) return null;
        const grecaptcha = await loadRecaptcha(siteKey);
        const token = await grecaptcha.execute(siteKey, { action });
        return typeof token === 'string' && token ? token : null;
      })(),
      BOT_CHECK_TIMEOUT_MS,
    );
  } catch (error) {
    if (isDomainError(error)) {
      writeStorage('session', BOT_CHECK_DISABLED_KEY, 'true');
      console.warn('Bot check disabled for this session:', error instanceof Error ? error.message : error);
    } else {
      console.warn('Bot check skipped:', error instanceof Error ? error.message : error);
    }
    return null;
  }
}

/** Asks the server to verify a token (docs/api.md error texts). Never throws. */
export async function verifyBotCheck(token: string, action: string): Promise<BotVerifyAnswer> {
  try {
    return await verifyBotToken(token, action);
  } catch (error) {
    const message =
      error instanceof ApiError ? `HTTP ${error.status}: ${statusText(error)}` : error instanceof Error ? error.message : '';
    console.warn(`bot-check verification failed: ${message || 'Unknown error'}`);
    return { success: false, error: `bot-check verification failed: ${message || 'Unknown error'}` };
  }
}

function statusText(error: ApiError): string {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : error.message.replace(/^\d+:\s*/, '');
}

/**
 * Token then verification, for forms that submit nothing to the server themselves (the header
 * search, action `header_form_submission`). No token counts as success (docs/product.md §11). The booking sends its token with the booking
 * instead, and the server verifies it (a token can be verified only once).
 */
export async function runBotCheck(action: string = BOT_CHECK_ACTIONS.default): Promise<BotVerifyAnswer> {
  try {
    const token = await executeBotCheck(action);
    if (!token) return { success: true };
    return await verifyBotCheck(token, action);
  } catch {
    return { success: false, error: 'bot-check verification failed' };
  }
}
