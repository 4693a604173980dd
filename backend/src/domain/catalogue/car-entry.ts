import { ValidationError, type FieldError } from '../errors.js';
import { hasControlCharacters } from '../shared/text.js';
import { PRICE_TIERS } from '../pricing/daily-rate.js';
import { parseDailyRate, parseTiers } from '../pricing/price-changes.js';
import type { BandRates } from '../pricing/price-tables.js';
import { LOCALES, type Locale } from '../site/locales.js';
import type { CarTexts } from './site-fleet.js';

export const CAR_CLASSES = ['4x4', '2x2'] as const;

/** What `rentals cars add|edit` may set: every field checked, a clear error naming the option otherwise. */
export type CarEntryInput = {
  name?: unknown;
  carClass?: unknown;
  seats?: unknown;
  daily?: unknown;
  tiers?: unknown;
  /** Per language: description and comma-separated features. */
  texts?: Partial<Record<Locale, { description?: unknown; features?: unknown }>>;
};

/** A manager's `rentals cars add|edit`, checked: the fields given (one of a car's names: docs/architecture.md). */
export type CarEntry = { name?: string; carClass?: string; seats?: number; tiers?: BandRates; texts: Partial<Record<Locale, CarTexts>> };

const TEXT_MAX = 2000;

/** Checks the fields given (those absent stay absent); throws ValidationError naming each bad one. */
export function parseCarEntry(input: CarEntryInput): CarEntry {
  const errors: FieldError[] = [];
  const out: CarEntry = { texts: {} };
  if (input.name !== undefined) {
    const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
    if (!/^[\p{L}\p{N}][\p{L}\p{N} .'-]{1,58}$/u.test(name)) errors.push({ field: 'name', type: 'format', message: 'the car name is 2 to 60 letters, digits, spaces, dots, hyphens' });
    else out.name = name;
  }
  if (input.carClass !== undefined) {
    const c = String(input.carClass).trim().toLowerCase();
    if (!(CAR_CLASSES as readonly string[]).includes(c)) errors.push({ field: 'class', type: 'invalid', message: `the class is one of ${CAR_CLASSES.join(', ')}` });
    else out.carClass = c;
  }
  if (input.seats !== undefined) {
    const s = String(input.seats).trim();
    if (!/^\d+$/.test(s) || Number(s) < 1 || Number(s) > 20) errors.push({ field: 'seats', type: 'format', message: 'seats must be a whole number from 1 to 20' });
    else out.seats = Number(s);
  }
  try {
    if (input.tiers !== undefined) out.tiers = parseTiers(input.tiers);
    else if (input.daily !== undefined) {
      const daily = parseDailyRate(input.daily, 'daily');
      // The specification's tier rule from a 1-3 day rate: 3 %, 5 % and 10 % off, rounded.
      out.tiers = PRICE_TIERS.map((t) => Math.round(daily * t.factor)) as unknown as BandRates;
    }
  } catch (e) {
    if (e instanceof ValidationError) errors.push(...e.errors);
    else throw e;
  }
  for (const [locale, t] of Object.entries(input.texts ?? {})) {
    if (!(LOCALES as readonly string[]).includes(locale) || !t) continue;
    const texts: CarTexts = {};
    if (t.description !== undefined) {
      const d = String(t.description).trim();
      if (d.length > TEXT_MAX) errors.push({ field: `description-${locale}`, type: 'max', message: `the description is at most ${TEXT_MAX} characters` });
      else if (hasControlCharacters(d, { lines: true })) errors.push({ field: `description-${locale}`, type: 'format', message: 'the description must not contain control characters' });
      else texts.description = d;
    }
    if (t.features !== undefined) {
      const f = String(t.features).split(',').map((x) => x.trim()).filter(Boolean);
      if (f.length > 20 || f.some((x) => x.length > 60)) errors.push({ field: `features-${locale}`, type: 'max', message: 'at most 20 features of at most 60 characters each' });
      else if (f.some((x) => hasControlCharacters(x))) errors.push({ field: `features-${locale}`, type: 'format', message: 'the features must not contain control characters' });
      else texts.features = f;
    }
    if (Object.keys(texts).length) out.texts[locale as Locale] = texts;
  }
  if (errors.length) throw new ValidationError(errors);
  return out;
}
