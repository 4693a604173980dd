import { Fragment } from 'react';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';
import { appConfig } from '@/lib/config';
import { usePageMeta } from '@/lib/page-meta';
import { Blocks } from './blocks';
import { ContentLayout } from './content-layout';

export function PrivacyPage() {
  const c = useContent('privacy');
  const values = {
    brand: appConfig.brandName,
    email: appConfig.contactEmail,
    address: appConfig.companyAddress,
    effectiveDate: c.effectiveDate,
  };
  usePageMeta({
    title: fill(c.meta.title, values),
    description: fill(c.meta.description, values),
    path: '/privacy-policy',
  });
  return (
    <ContentLayout title={c.title} intro={fill(c.intro, values)}>
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
