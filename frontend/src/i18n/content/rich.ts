/**
 * The small inline convention of the content files (see ./types.ts): `**strong**`, `[text](target)`,
 * `{placeholder}` and, where a number decides the words, an ICU plural
 * `{hours, plural, one {# час} few {# часа} many {# часов} other {# часа}}` (`#` is the number;
 * `=N` exact matches work too). Pure functions, no React: `renderRich` in ./render-rich.tsx turns
 * the tokens into elements.
 */

import { formatNumberIn, pluralRules } from '../format';

export type RichToken =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

/** Values for `{placeholders}`; a placeholder without a value is left as written. */
export type Values = Record<string, string | number>;

/** An argument of a content string: `{name}` or `{name, plural, ...}` with its option keys. */
export interface ContentArgument {
  name: string;
  type: 'simple' | 'plural';
  /** The plural's option keys (`one`, `few`, `=0`...), in order. */
  keys: string[];
}

const MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The index just after the `}` that closes the `{` at `open`; -1 when unbalanced. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** `one {# day} other {# days}` -> [['one', '# day'], ['other', '# days']]. */
function pluralOptions(body: string): [string, string][] {
  const options: [string, string][] = [];
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closing(body, open);
    if (end < 0) break;
    options.push([body.slice(i, open).trim(), body.slice(open + 1, end - 1)]);
    i = end;
  }
  return options;
}

/** Walks the `{...}` arguments of `text`, calling `visit` with each one's source span. */
function eachArgument(text: string, visit: (start: number, end: number, name: string, plural: string | null) => void): void {
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) return;
    const end = closing(text, open);
    if (end < 0) return;
    const inner = text.slice(open + 1, end - 1);
    const m = /^\s*(\w+)\s*(?:,\s*plural\s*,([\s\S]*))?$/.exec(inner);
    if (m) visit(open, end, m[1] ?? '', m[2] ?? null);
    i = m ? end : open + 1;
  }
}

/**
 * Fills `{name}` placeholders with `values` and chooses the branch of each `{name, plural, ...}`
 * by the language's plural rules (`locale`, default English).
 */
export function fill(text: string, values: Values = {}, locale = 'en'): string {
  let out = '';
  let last = 0;
  eachArgument(text, (start, end, name, plural) => {
    out += text.slice(last, start);
    last = end;
    if (!(name in values)) {
      out += text.slice(start, end);
      return;
    }
    const value = values[name];
    if (plural === null) {
      out += String(value);
      return;
    }
    const n = Number(value);
    const options = pluralOptions(plural);
    const chosen =
      options.find(([key]) => key === `=${n}`) ??
      options.find(([key]) => key === pluralRules(locale).select(n)) ??
      options.find(([key]) => key === 'other');
    const branch = (chosen?.[1] ?? '').replace(/#/g, formatNumberIn(n, locale, 3));
    out += fill(branch, values, locale);
  });
  return out + text.slice(last);
}

/** Splits a rich string into text, strong and link tokens, filling placeholders in each. */
export function parseRich(text: string, values: Values = {}, locale = 'en'): RichToken[] {
  const tokens: RichToken[] = [];
  let last = 0;
  for (const m of text.matchAll(MARKUP)) {
    const start = m.index ?? 0;
    if (start > last) tokens.push({ type: 'text', text: fill(text.slice(last, start), values, locale) });
    if (m[1] !== undefined) tokens.push({ type: 'strong', text: fill(m[1], values, locale) });
    else tokens.push({ type: 'link', text: fill(m[2] ?? '', values, locale), href: fill(m[3] ?? '', values, locale) });
    last = start + m[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', text: fill(text.slice(last), values, locale) });
  return tokens;
}

/** The arguments a string uses, in order (plural branches' own arguments included). */
export function contentArguments(text: string): ContentArgument[] {
  const found: ContentArgument[] = [];
  eachArgument(text, (_start, _end, name, plural) => {
    if (plural === null) {
      found.push({ name, type: 'simple', keys: [] });
      return;
    }
    const options = pluralOptions(plural);
    found.push({ name, type: 'plural', keys: options.map(([key]) => key) });
    for (const [, branch] of options) found.push(...contentArguments(branch));
  });
  return found;
}
