import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { CHAT_BAR_HEIGHT, ChatTopBar } from '@/features/booking/components/chat-top-bar';
import { ThankYouContent } from '@/features/booking/components/thank-you-content';
import { thankYouMessage } from '@/features/booking/thank-you-message';
import { useThankYouBooking } from '@/features/booking/api/use-thank-you-booking';
import { bookingTokenFrom, referenceFrom, type ThankYouState } from '@/features/booking/thank-you-state';
import { SiteFooter } from '@/features/layout/site-footer';
import { useClickTracking } from '@/features/tracking';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageMeta } from '@/lib/page-meta';
import { cityName } from '@/i18n/city-name';

/** /thank-you: tells the customer to message us now, with the booking reference (docs/product.md §10, §13). */
export function ThankYouPage() {
  useClickTracking();
  const location = useLocation();
  const lp = useLocalePath();
  // The booking comes from the booking page's token in the URL's fragment (#b=<token>, which the
  // server never sees), asked from the API once the page is hydrated, so the first render matches
  // the server's HTML; after a reload or in a new tab just the same.
  const hydrated = useHydrated();
  const token = hydrated ? bookingTokenFrom(location.hash) : null;
  const found = useThankYouBooking(token);
  const booking: ThankYouState | null = found && token ? { ...found, bookingPage: lp(`/b/${token}`) } : null;
  const reference = booking?.reference ?? referenceFrom(location.search);
  const content = useContent('thankYou');
  const locale = useLocale();
  const t = useT();
  usePageMeta({
    title: content.title,
    description: content.description,
    path: '/thank-you',
    noindex: true,
  });
  const message = thankYouMessage(reference, booking, content, locale, (value) => cityName(t, value));

  // docs/frontend.md: the page scrolls to the top, also when reached with the browser's back button. The
  // browser keeps a scroll-restoration mode per history entry: this page's entry is set to manual,
  // so coming back to it is not scrolled to the old position; the entry that follows gets the
  // previous mode back when the page is left.
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, [location.key]);
  useEffect(() => {
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const frame = requestAnimationFrame(toTop);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) toTop();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [location.key]);

  return (
    <>
      <ChatTopBar text={message} />
      <Box component="main" pt={CHAT_BAR_HEIGHT + 32} pb={48} bg="white">
        <PageContainer size={720}>
          <ThankYouContent reference={reference} booking={booking} message={message} />
        </PageContainer>
      </Box>
      <SiteFooter />
    </>
  );
}
