import { Button } from '@mantine/core';
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/icons';
import { fill } from '@/i18n/content/rich';
import { useLocalePath } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import { appConfig } from '@/lib/config';
import { usePageMeta } from '@/lib/page-meta';
import { referrerPage } from '@/lib/referrer';
import { Blocks } from './blocks';
import { ContentLayout } from './content-layout';

export function TermsPage() {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const c = useContent('terms');
  const values = { brand: appConfig.brandName, email: appConfig.contactEmail, address: appConfig.companyAddress };
  usePageMeta({
    title: fill(c.meta.title, values),
    description: fill(c.meta.description, values),
    path: '/terms-of-service',
  });
  // The Back button goes to the page the visitor came from (docs/frontend.md, Referrer), or to this language's home.
  const back = () => {
    const previous = referrerPage();
    navigate(previous === '/' ? lp('/') : previous);
  };
  return (
    <ContentLayout
      title={c.title}
      intro={fill(c.intro, values)}
      actions={
        <Button variant="white" color="dark" radius="xl" mb="lg" leftSection={<ArrowLeftIcon size={18} className="flip-rtl" />} onClick={back}>
          {c.back}
        </Button>
      }
    >
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
