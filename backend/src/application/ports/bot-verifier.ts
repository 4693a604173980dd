/** The answer of a bot check (POST /api/recaptcha/verify, docs/api.md). */
export type BotVerification = {
  success: boolean;
  /** 0.0 (bot) to 1.0 (human); null when no score was given. */
  score: number | null;
  error?: string;
};

/** Verifies a reCAPTCHA v3 token on the secret side. */
export abstract class BotVerifier {
  /** False when the site key or the secret key is not set. */
  abstract isConfigured(): boolean;
  /**
   * Never throws: failures come back as `{ success: false, error }`. The answer must be for
   * `action` and, when `hostname` is given, for a token solved on that host (docs/api.md: a
   * token made on another site is no proof for this one).
   */
  abstract verify(token: string, action: string, hostname?: string): Promise<BotVerification>;
}
