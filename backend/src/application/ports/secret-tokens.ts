/** Secret tokens of staff links and cookies (set-password links, sessions, CSRF) and what is stored of them. */
export abstract class SecretTokens {
  /** A new token: 256 random bits, URL-safe base64 (43 characters, see `isTokenShaped`). */
  abstract issue(): string;
  /** What is stored of a token: its SHA-256, hex. */
  abstract hash(token: string): string;
}
