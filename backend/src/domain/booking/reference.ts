/** Letters and digits of booking references: no I, O, 0 or 1, so they read well over chat (docs/product.md §10). */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_PREFIX = 'GR-';
export const REFERENCE_LENGTH = 6;

const REFERENCE = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new human reference such as `GR-7K3Q9P`; `random` returns numbers in [0, 1). */
export function generateReference(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    const index = Math.min(REFERENCE_ALPHABET.length - 1, Math.max(0, Math.floor(random() * REFERENCE_ALPHABET.length)));
    code += REFERENCE_ALPHABET[index];
  }
  return REFERENCE_PREFIX + code;
}

/** True for a well-formed reference, case-insensitively (`gr-7k3q9p` counts) and ignoring surrounding spaces. */
export function isReference(s: unknown): s is string {
  return typeof s === 'string' && REFERENCE.test(s.trim().toUpperCase());
}

/** The canonical (upper-case, trimmed) spelling of a reference typed by staff or a customer. */
export function normaliseReference(s: string): string {
  return s.trim().toUpperCase();
}
