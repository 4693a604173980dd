import { Fragment, type ReactNode } from 'react';
import { parseRich, type Values } from './rich';

/**
 * Renders a `Rich` content string (see ./types.ts) as React nodes. `link` renders `[text](target)`:
 * the default is a plain anchor; pages pass one that turns site paths (`/terms-of-service`) into
 * router links with the locale prefix. `locale` picks the plural branch of `{n, plural, ...}`.
 */
export function renderRich(
  text: string,
  values: Values = {},
  link: (href: string, children: string, key: number) => ReactNode = (href, children, key) => (
    <a key={key} href={href}>
      {children}
    </a>
  ),
  locale = 'en',
): ReactNode {
  return parseRich(text, values, locale).map((token, i) => {
    if (token.type === 'strong') return <strong key={i}>{token.text}</strong>;
    if (token.type === 'link') return link(token.href, token.text, i);
    return <Fragment key={i}>{token.text}</Fragment>;
  });
}
