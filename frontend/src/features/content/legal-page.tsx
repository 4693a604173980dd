import { Fragment, type ReactNode } from 'react';
import type { LegalContent } from '@/i18n/content';
import { fill, type Values } from '@/i18n/content/rich';
import { useLocale } from '@/i18n/i18n';
import { appConfig, companyAddressIn } from '@/lib/config';
import { usePageMeta } from '@/lib/page-meta';
import { Blocks } from './blocks';
import { ContentLayout } from './content-layout';

/**
 * A legal page (terms, privacy): its head, the title band with the intro, the lead and the
 * numbered sections, with the company's name, e-mail and address (and `values`) filled in.
 */
export function LegalPage({ content: c, path, values: extra, actions }: { content: LegalContent; path: string; values?: Values; actions?: ReactNode }) {
  const locale = useLocale();
  const values = { brand: appConfig.brandName, email: appConfig.contactEmail, address: companyAddressIn(locale), ...extra };
  usePageMeta({ title: fill(c.meta.title, values), description: fill(c.meta.description, values), path });
  return (
    <ContentLayout title={c.title} intro={fill(c.intro, values)} actions={actions}>
      <Blocks blocks={c.lead} values={values} />
      {c.sections.map((s) => (
        <Fragment key={s.heading}>
          <h2 id={s.id}>{s.heading}</h2>
          <Blocks blocks={s.blocks} values={values} />
        </Fragment>
      ))}
    </ContentLayout>
  );
}
