/**
 * The admin token (docs/operations.md). ADMIN_TOKEN (at least 16 characters) when it is set; otherwise one
 * generated token whose SHA-256 alone is kept in the database, so every instance accepts it.
 */
export abstract class AdminTokenStore {
  /**
   * Generates a token and stores its SHA-256 when none is stored. Answers the token when this call
   * stored it, null when one existed: of instances starting together exactly one creates it.
   */
  abstract createIfAbsent(): Promise<string | null>;
  /** Replaces the stored token with a new one and answers the new token (the old one stops working). */
  abstract rotate(): Promise<string>;
  /** Whether `presented` is the admin token: ADMIN_TOKEN when set, else the stored one (compared in constant time). */
  abstract matches(presented: string): Promise<boolean>;
}
