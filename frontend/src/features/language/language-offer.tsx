import { CloseButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadMessages } from '@/i18n/catalogues';
import { createI18n, translate, useLocale } from '@/i18n/i18n';
import { preferredLocale, switchLocalePath, textDirection, type Locale } from '@/i18n/locales';
import { rememberLocale, rememberedLocale } from '@/i18n/remembered-locale';

interface Offer {
  locale: Locale;
  text: string;
  dismiss: string;
}

/**
 * On an English page, a one-line offer of the language the browser prefers (Russian, Hebrew or
 * Arabic), written in that language (docs/product.md §15). Nobody is redirected. Not shown once the visitor
 * chose a language (switcher, this link, or closing it). Its catalogue loads only for such browsers.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    if (locale !== 'en' || rememberedLocale()) return;
    const wanted = preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    if (!wanted || wanted === 'en') return;
    let cancelled = false;
    void loadMessages(wanted, ['core']).then((messages) => {
      if (cancelled) return;
      const i18n = createI18n(wanted, messages);
      setOffer({ locale: wanted, text: translate(i18n, 'language.offer'), dismiss: translate(i18n, 'language.offerDismiss') });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  if (!offer) return null;
  return (
    <div
      data-testid="language-offer"
      lang={offer.locale}
      dir={textDirection(offer.locale)}
      style={{ background: '#fdf3d8', color: '#3d2e05', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, padding: '6px 12px', fontSize: 15 }}
    >
      <a
        href={`${switchLocalePath(pathname, offer.locale)}${search}${hash}`}
        hrefLang={offer.locale}
        style={{ color: 'inherit', fontWeight: 700 }}
        onClick={() => rememberLocale(offer.locale)}
      >
        {offer.text}
      </a>
      <CloseButton
        size="sm"
        aria-label={offer.dismiss}
        onClick={() => {
          rememberLocale('en');
          setOffer(null);
        }}
      />
    </div>
  );
}
