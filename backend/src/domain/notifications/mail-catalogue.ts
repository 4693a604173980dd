import { AR_MAIL_CATALOGUE } from './mail-catalogue.ar.js';
import { EN_MAIL_CATALOGUE } from './mail-catalogue.en.js';
import { HE_MAIL_CATALOGUE } from './mail-catalogue.he.js';
import { RU_MAIL_CATALOGUE } from './mail-catalogue.ru.js';
import type { CustomerMailCatalogue } from './mail-types.js';

/** The customer e-mail catalogues by locale; add one line per language (default: en). */
const CATALOGUES: Record<string, CustomerMailCatalogue> = {
  en: EN_MAIL_CATALOGUE,
  ru: RU_MAIL_CATALOGUE,
  he: HE_MAIL_CATALOGUE,
  ar: AR_MAIL_CATALOGUE,
};

export const DEFAULT_MAIL_LOCALE = 'en';

/** The catalogue of `locale` (case-insensitive, `ru-RU` finds `ru`); English for an unknown or missing one. */
export function mailCatalogue(locale: unknown): CustomerMailCatalogue {
  const key = typeof locale === 'string' ? locale.trim().toLowerCase().split(/[-_]/)[0] : '';
  return CATALOGUES[key] ?? CATALOGUES[DEFAULT_MAIL_LOCALE];
}
