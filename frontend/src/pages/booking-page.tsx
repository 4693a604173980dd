import { Alert, Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '@/components/page-container';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { useClickTracking } from '@/features/tracking';
import { messagingLink } from '@/lib/config';
import { usePageMeta } from '@/lib/page-meta';
import { Trans, useT } from '@/i18n/i18n';

/** /booking: the three-step booking wizard, pre-filled from the query (docs/product.md §8). */
export function BookingPage() {
  useClickTracking();
  const t = useT();
  usePageMeta({
    title: t('booking.metaTitle'),
    description: t('booking.metaDescription'),
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
                {t('booking.title')}
              </Title>
              <Text c="dimmed">{t('booking.intro')}</Text>
            </div>
            {/* Without JavaScript the wizard cannot price or send anything (and a plain form would put
                personal data into a URL): it is hidden, and the visitor is offered the chat instead. */}
            <noscript>
              <style>{'[data-booking-wizard]{display:none!important}'}</style>
              <Alert color="yellow" variant="light" title={t('booking.noscriptTitle')} data-testid="booking-noscript">
                <Trans
                  id="booking.noscript"
                  components={{ 0: <Anchor href={messagingLink(t('messaging.bookingRequest'))} target="_blank" rel="noopener noreferrer" fw={700} /> }}
                />
              </Alert>
            </noscript>
            <BookingWizard />
          </Stack>
        </PageContainer>
      </Box>
      <SiteFooter />
    </>
  );
}
