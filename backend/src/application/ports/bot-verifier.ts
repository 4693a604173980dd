/** The answer of a bot check (SPEC §3 bot-check verify response). */
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
  /** Never throws: failures come back as `{ success: false, error }`. */
  abstract verify(token: string, action: string): Promise<BotVerification>;
}
