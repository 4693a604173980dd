import { Alert, Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '@/components/page-container';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { useClickTracking } from '@/features/tracking';
import { BOOKING_REQUEST_TEXT } from '@/lib/brand';
import { messagingLink } from '@/lib/config';
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
            {/* Without JavaScript the wizard cannot price or send anything (and a plain form would put
                personal data into a URL): it is hidden, and the visitor is offered the chat instead. */}
            <noscript>
              <style>{'[data-booking-wizard]{display:none!important}'}</style>
              <Alert color="yellow" variant="light" title="The booking form needs JavaScript" data-testid="booking-noscript">
                Please turn on JavaScript in your browser to book here, or book with us directly on{' '}
                <Anchor href={messagingLink(BOOKING_REQUEST_TEXT)} target="_blank" rel="noopener noreferrer" fw={700}>
                  WhatsApp
                </Anchor>
                : send us your dates, cities and the car you want and we reply within minutes.
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
