/**
 * Plurals without Intl.NumberFormat in the browser.
 *
 * Lingui formats every plural through Intl.NumberFormat (for `#`, and even when a branch has no `#`).
 * The first Intl.NumberFormat a page creates costs 30 to 50 ms of main thread (ICU's number data),
 * more on a phone, and it fell in the middle of hydration. So the build rewrites each plural of the
 * compiled catalogues into selects over values computed here, with Intl.PluralRules (cheap) and
 * format.ts's formatNumber:
 *
 *   {days, plural, =0 {none} one {# day} other {# days}}
 *   -> {days:exact, select, 0 {none} other {{days:plural, select, one {{days:n} day} other {{days:n} days}}}}
 *
 * The text is the same as Lingui's own plural gives (frontend/test/i18n-plurals.test.mjs compares
 * every plural message of every language). Pure functions: the build (vite-plugin-i18n-catalogues.ts)
 * uses `pluralsAsSelects`, useT `withPluralValues`.
 */
import { formatNumber, pluralRules } from './format';
import type { Locale } from './locales';

/** Lingui's compiled message: text, `[name]`, or `[name, type, cases]`. */
export type CompiledToken = string | [string] | [string, string, Record<string, unknown>];
export type CompiledMessage = string | CompiledToken[];

export const PLURAL_CATEGORY = ':plural';
export const PLURAL_NUMBER = ':n';
export const PLURAL_EXACT = ':exact';

function isTokens(value: unknown): value is CompiledToken[] {
  return Array.isArray(value);
}

function rewrite(tokens: CompiledToken[], plural: string | null): CompiledToken[] {
  return tokens.map((token): CompiledToken => {
    if (typeof token === 'string') return token === '#' && plural !== null ? [`${plural}${PLURAL_NUMBER}`] : token;
    if (token.length < 3) return token;
    const [name, type, cases] = token as [string, string, Record<string, unknown>];
    // The compiler writes `offset` on every plural (undefined when the message has none).
    if (type === 'plural' && (cases.offset === undefined || cases.offset === 0)) {
      const exact: Record<string, CompiledToken[]> = {};
      const categories: Record<string, CompiledToken[]> = {};
      for (const [key, branch] of Object.entries(cases)) {
        if (key === 'offset') continue;
        const rewritten = isTokens(branch) ? rewrite(branch, name) : [String(branch)];
        if (/^-?\d+(\.\d+)?$/.test(key)) exact[key] = rewritten;
        else categories[key] = rewritten;
      }
      const byCategory: CompiledToken = [`${name}${PLURAL_CATEGORY}`, 'select', categories];
      return Object.keys(exact).length === 0 ? byCategory : [`${name}${PLURAL_EXACT}`, 'select', { ...exact, other: [byCategory] }];
    }
    // A plural with an offset (the site has none) stays Lingui's, `#` and all (it counts value - offset).
    if (type === 'plural') return token;
    // A select: its branches (a `#` in them is text, as in Lingui).
    return [name, type, Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, isTokens(v) ? rewrite(v, null) : v]))];
  });
}

/** A compiled message with its plurals turned into selects over `withPluralValues`'s values. */
export function pluralsAsSelects(message: CompiledMessage): CompiledMessage {
  return typeof message === 'string' ? message : rewrite(message, null);
}

/**
 * `values` plus, for each number among them (or numeric text), its plural category in `locale`, its
 * formatted text (for `#`) and its exact value (for `=N` branches).
 */
export function withPluralValues(values: Record<string, string | number> | undefined, locale: Locale): Record<string, string | number> | undefined {
  if (!values) return values;
  let out: Record<string, string | number> | undefined;
  for (const [name, value] of Object.entries(values)) {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(n)) continue;
    out ??= { ...values };
    out[`${name}${PLURAL_CATEGORY}`] = pluralRules(locale).select(n);
    out[`${name}${PLURAL_NUMBER}`] = formatNumber(n, locale, 3);
    out[`${name}${PLURAL_EXACT}`] = String(n);
  }
  return out ?? values;
}
