import { isLocale, type Locale } from '../site/locales.js';
import { AR_AGREEMENT_TEXT } from './agreement-text.ar.js';
import { EN_AGREEMENT_TEXT } from './agreement-text.en.js';
import { HE_AGREEMENT_TEXT } from './agreement-text.he.js';
import { RU_AGREEMENT_TEXT } from './agreement-text.ru.js';
import type { AgreementText } from './agreement-text.types.js';

const TEXTS: Record<Locale, AgreementText> = {
  en: EN_AGREEMENT_TEXT,
  ru: RU_AGREEMENT_TEXT,
  he: HE_AGREEMENT_TEXT,
  ar: AR_AGREEMENT_TEXT,
};

/** The booking's language for the agreement (`ru-RU` finds ru); English for an unknown or missing one. */
export function agreementLocale(value: unknown): Locale {
  const key = typeof value === 'string' ? value.trim().toLowerCase().split(/[-_]/)[0] : '';
  return isLocale(key) ? key : 'en';
}

/** The agreement's texts in `locale`. */
export function agreementText(locale: Locale): AgreementText {
  return TEXTS[locale];
}
