import { Fragment } from 'react';
import { priceValues } from '@domain/pricing/price-values.js';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';
import { usePriceTables } from '@/lib/site-context';
import { Blocks } from './blocks';

/** The guide's text: read-only, so a static island (lib/static-island.tsx). */
export function GuideArticle() {
  const c = useContent('guide');
  const values = priceValues(usePriceTables());
  return (
    <article className="prose">
      <Blocks blocks={c.intro} />
      {c.sections.map((s) => (
        <Fragment key={s.id}>
          <h2 id={s.id}>{s.heading}</h2>
          <Blocks blocks={s.blocks} />
        </Fragment>
      ))}
      <h2 id={c.faq.id}>{c.faq.heading}</h2>
      {c.faq.items.map((f) => (
        <div key={f.q}>
          <h3>{f.q}</h3>
          <p>{fill(f.a, values)}</p>
        </div>
      ))}
    </article>
  );
}
