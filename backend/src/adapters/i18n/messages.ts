import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FieldError } from '../../domain/errors.js';
import {
  API_MESSAGE_TEXTS,
  FIELD_MESSAGE_TEXTS,
  fieldErrorWords,
  type ApiMessageKey,
  type FieldMessageKey,
  type MessageValues,
} from '../../domain/booking/message-texts.js';
import { INTL_LOCALES, type Locale } from '../../domain/site/locales.js';

/**
 * The server's words from the domain's catalogues (messages.<locale>.ts, ICU MessageFormat),
 * formatted by Lingui (the library the site uses): the MCP server's errors in the asked language,
 * the rate limit's text. Compiled once per language at the first use.
 */
const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages: Messages = {};
    for (const [key, text] of Object.entries(FIELD_MESSAGE_TEXTS[locale])) messages[`field.${key}`] = compileMessage(text);
    for (const [key, text] of Object.entries(API_MESSAGE_TEXTS[locale])) messages[`api.${key}`] = compileMessage(text);
    const tag = INTL_LOCALES[locale];
    i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A field error text in a language, with its values (`{days}`, `{max}`, ...). */
export function fieldMessage(locale: Locale, key: FieldMessageKey, values: MessageValues = {}): string {
  return i18nFor(locale)._(`field.${key}`, values);
}

/** An API text in a language, with its values. */
export function apiMessage(locale: Locale, key: ApiMessageKey, values: MessageValues = {}): string {
  return i18nFor(locale)._(`api.${key}`, values);
}

/** One of the domain's field errors in the site's words for `locale` (English: the API's text itself). */
export function localiseFieldError(error: FieldError, locale: Locale): string {
  if (locale === 'en') return error.message;
  const { key, values } = fieldErrorWords(error, INTL_LOCALES[locale]);
  return fieldMessage(locale, key, values);
}
