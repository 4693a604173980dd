import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Block } from '@/i18n/content';
import { renderRich } from '@/i18n/content/render-rich';
import type { Values } from '@/i18n/content/rich';
import { useLocale, useLocalePath } from '@/i18n/i18n';

/** Renders `[text](target)` links: site paths through the router in the page's language, e-mail addresses left to right. */
export function useRichLink(): (href: string, children: string, key: number) => ReactNode {
  const lp = useLocalePath();
  return (href, children, key) => {
    if (href.startsWith('/')) {
      return (
        <Link key={key} to={lp(href)}>
          {children}
        </Link>
      );
    }
    return (
      <a key={key} href={href} dir={href.startsWith('mailto:') ? 'ltr' : undefined}>
        {children}
      </a>
    );
  };
}

/** A `Rich` content string with its placeholders filled. */
export function Rich({ text, values }: { text: string; values?: Values }) {
  const link = useRichLink();
  const locale = useLocale();
  return <>{renderRich(text, values, link, locale)}</>;
}

/** The blocks of a prose page (paragraphs, notes, lists, tables, small headings) inside `.prose`. */
export function Blocks({ blocks, values }: { blocks: readonly Block[]; values?: Values }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'p':
            return (
              <p key={i}>
                <Rich text={block.text} values={values} />
              </p>
            );
          case 'note':
            return (
              <p key={i} className="note">
                <Rich text={block.text} values={values} />
              </p>
            );
          case 'h3':
            return <h3 key={i}>{block.text}</h3>;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Rich text={item} values={values} />
                  </li>
                ))}
              </List>
            );
          }
          case 'table':
            return (
              <table key={i}>
                <thead>
                  <tr>
                    {block.head.map((h, j) => (
                      <th key={j} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row, j) => (
                    <tr key={j}>
                      {row.map((cell, k) => (
                        <td key={k}>
                          <Rich text={cell} values={values} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
