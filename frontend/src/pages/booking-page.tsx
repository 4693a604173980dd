import { Box, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '@/components/page-container';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { useClickTracking } from '@/features/tracking';
import { usePageMeta } from '@/lib/page-meta';

/** /booking: the three-step booking wizard, pre-filled from the query (SPEC §2). */
export function BookingPage() {
  useClickTracking();
  usePageMeta({
    title: 'Book Your Rental Car in Georgia',
    description: 'Book a 4x4 or city car in Tbilisi, Kutaisi or Batumi in three steps: no deposit, unlimited mileage, free second driver.',
    path: '/booking',
  });
  return (
    <>
      <SiteHeader />
      <Box component="main" bg="gray.0" py={{ base: 'lg', sm: 48 }}>
        <PageContainer size={880}>
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                Book Your Car
              </Title>
              <Text c="dimmed">Three short steps. No deposit, no payment now: you pay on the first rental day.</Text>
            </div>
            <BookingWizard />
          </Stack>
        </PageContainer>
      </Box>
      <SiteFooter />
    </>
  );
}
