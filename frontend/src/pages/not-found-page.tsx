import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { fill } from '@/i18n/content/rich';
import { useLocalePath } from '@/i18n/i18n';
import { splitLocalePath } from '@/i18n/locales';
import { useContent } from '@/i18n/page-content';
import { usePageMeta } from '@/lib/page-meta';
import { appConfig } from '@/lib/config';

export function NotFoundPage() {
  const { search, pathname } = useLocation();
  const c = useContent('notFound');
  const lp = useLocalePath();
  usePageMeta({
    title: fill(c.meta.title, { brand: appConfig.brandName }),
    description: c.meta.description,
    // The unprefixed path: usePageMeta adds the page's language prefix again.
    path: splitLocalePath(pathname).path,
    hreflang: false,
    noindex: true,
  });
  return (
    <>
      <SiteHeader />
      <main>
        <PageContainer py={{ base: 72, sm: 120 }} size={720}>
          <Stack align="center" gap="md" ta="center" data-whole="">
            <Text fz={96} fw={800} c="teal.8" lh={1} aria-hidden="true">
              404
            </Text>
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              {c.heading}
            </Title>
            <Text c="gray.7" fz="lg">
              {c.text}
            </Text>
            <Button component={Link} to={`${lp('/')}${search}`} size="lg" radius="xl" mt="md">
              {c.homeButton}
            </Button>
            <span data-whole-end="" hidden />
          </Stack>
        </PageContainer>
      </main>
      <SiteFooter />
    </>
  );
}
