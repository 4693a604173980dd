/**
 * The small inline convention of the content files (see ./types.ts): `**strong**`, `[text](target)`
 * and `{placeholder}`. Pure functions, no React: `renderRich` in ./render-rich.tsx turns the tokens
 * into elements.
 */

export type RichToken =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

/** Values for `{placeholders}`; a placeholder without a value is left as written. */
export type Values = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;
const MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Fills `{name}` placeholders with `values`. */
export function fill(text: string, values: Values = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Splits a rich string into text, strong and link tokens, filling placeholders in each. */
export function parseRich(text: string, values: Values = {}): RichToken[] {
  const tokens: RichToken[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKUP)) {
    const start = m.index ?? 0;
    if (start > last) tokens.push({ type: 'text', text: fill(text.slice(last, start), values) });
    if (m[1] !== undefined) tokens.push({ type: 'strong', text: fill(m[1], values) });
    else tokens.push({ type: 'link', text: fill(m[2] ?? '', values), href: fill(m[3] ?? '', values) });
    last = start + m[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', text: fill(text.slice(last), values) });
  return tokens;
}

/** The text a reader sees: markup removed, placeholders filled. */
export function plainText(text: string, values: Values = {}): string {
  return parseRich(text, values)
    .map((t) => t.text)
    .join('');
}

/** The `{placeholder}` names a string uses, sorted (the structure test compares them across locales). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}
