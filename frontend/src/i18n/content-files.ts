import type { LoadablePage } from './content';

/** The file of each page's content in ./content/<locale>/ (for the server's preload links). */
export const CONTENT_FILES: Record<LoadablePage, string> = {
  guide: 'guide',
  terms: 'terms',
  privacy: 'privacy',
  home: 'home',
  thankYou: 'thank-you',
  myBooking: 'my-booking',
  notFound: 'not-found',
};
