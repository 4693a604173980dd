/** A booking page token as given to the customer, and the SHA-256 (hex) that is stored. */
export type IssuedToken = { token: string; hash: string };

/** Makes booking page tokens (booking-page.ts) and hashes presented ones the same way. */
export abstract class BookingTokens {
  abstract issue(): IssuedToken;
  abstract hash(token: string): string;
}
