import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { usePageMeta } from '@/lib/page-meta';
import { appConfig } from '@/lib/config';

export function NotFoundPage() {
  const { search, pathname } = useLocation();
  usePageMeta({
    title: `Page Not Found | ${appConfig.brandName}`,
    description: "The page you're looking for doesn't exist or has been moved.",
    path: pathname,
    noindex: true,
  });
  return (
    <>
      <SiteHeader />
      <main>
        <PageContainer py={{ base: 72, sm: 120 }} size={720}>
          <Stack align="center" gap="md" ta="center">
            <Text fz={96} fw={800} c="teal.8" lh={1} aria-hidden="true">
              404
            </Text>
            <Title order={1} fz={{ base: 30, sm: 40 }}>
              Page Not Found
            </Title>
            <Text c="gray.7" fz="lg">
              The page you're looking for doesn't exist or has been moved.
            </Text>
            <Button component={Link} to={`/${search}`} size="lg" radius="xl" mt="md">
              Go to Homepage
            </Button>
          </Stack>
        </PageContainer>
      </main>
      <SiteFooter />
    </>
  );
}
