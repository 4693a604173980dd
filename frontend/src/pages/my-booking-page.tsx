import { Box } from '@mantine/core';
import { useLoaderData, useLocation, useParams } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { CHAT_BAR_HEIGHT, ChatTopBar } from '@/features/booking/components/chat-top-bar';
import { MyBooking } from '@/features/booking/components/my-booking';
import { noticeFrom, precheckinNoticeFrom, type BookingPageData } from '@/features/booking/my-booking';
import { thankYouMessage } from '@/features/booking/thank-you-message';
import { SiteFooter } from '@/features/layout/site-footer';
import { fill } from '@/i18n/content/rich';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import { usePageMeta } from '@/lib/page-meta';
import { NotFoundPage } from './not-found-page';
import { cityName } from '@/i18n/city-name';

/**
 * /b/<token>: the customer's own booking page (docs/product.md §13), rendered by the server with the booking
 * (the route's loader data); an unknown token is the 404 page. Never indexed, never cached.
 */
export function MyBookingPage() {
  const data = useLoaderData<BookingPageData>();
  return data.found ? <FoundBooking booking={data.booking} /> : <NotFoundPage />;
}

function FoundBooking({ booking }: { booking: Extract<BookingPageData, { found: true }>['booking'] }) {
  const { token = '' } = useParams();
  const { search } = useLocation();
  const c = useContent('myBooking');
  const thankYou = useContent('thankYou');
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  usePageMeta({ title: fill(c.title, { reference: booking.reference }), description: c.description, path: `/b/${token}`, noindex: true, hreflang: false });
  // The prefilled WhatsApp text (docs/product.md §13) with the reference and the booking's summary (the thank-you page's).
  const message = thankYouMessage(booking.reference, booking, thankYou, locale, (value) => cityName(t, value));
  const confirmingCancel = new URLSearchParams(search).get('cancel') === '1';
  return (
    <>
      <ChatTopBar text={message} />
      <Box component="main" pt={CHAT_BAR_HEIGHT + 24} pb={48} bg="white">
        <PageContainer size={720}>
          <MyBooking booking={booking} pagePath={lp(`/b/${token}`)} message={message} notice={noticeFrom(search)} precheckinNotice={precheckinNoticeFrom(search)} confirmingCancel={confirmingCancel} />
        </PageContainer>
      </Box>
      <SiteFooter />
    </>
  );
}
