/**
 * SHA-256 of a text (its UTF-8 bytes), as lower-case hex. A port so the application hashes
 * synchronously with the platform's native code (Web Crypto's `subtle.digest` is asynchronous and
 * cost a booking 4 % of the server's CPU: bench/results/2026-11-29-bookings-floor.md).
 */
export abstract class Digest {
  abstract sha256Hex(text: string): string;
}
