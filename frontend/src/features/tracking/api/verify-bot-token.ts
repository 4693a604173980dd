import { apiFetch } from '@/lib/api-client';

export interface BotVerifyAnswer {
  success: boolean;
  score?: number | null;
  error?: string | null;
}

/** POST /api/recaptcha/verify with {token, action} (docs/api.md). */
export function verifyBotToken(token: string, action: string): Promise<BotVerifyAnswer> {
  return apiFetch<BotVerifyAnswer>('/api/recaptcha/verify', { method: 'POST', body: JSON.stringify({ token, action }) });
}
