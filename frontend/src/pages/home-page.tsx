import { usePageMeta } from '@/lib/page-meta';
import { HeroSection } from '@/features/home/hero-section';
import { ReviewsCarousel } from '@/features/home/reviews-carousel';
import { SiteFooter } from '@/features/layout/site-footer';
import { CarShowcase } from '@/features/showcase/car-showcase';
import { siteCars } from '@domain/catalogue/site-fleet.js';
import type { PriceTables } from '@domain/pricing/price-tables.js';
import { carKey } from '@domain/catalogue/cars.js';
import { usePriceTables } from '@/lib/site-context';
import { appConfig } from '@/lib/config';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';
import { useLocale } from '@/i18n/i18n';
import { localisePath, type Locale } from '@/i18n/locales';
import { island } from '@/lib/static-island';
import { internationalPhone } from '@domain/shared/messaging.js';
import { COMPANY_FOUNDED_YEAR } from '@domain/site/company.js';

// Text and links, and the FAQ's accordion: static islands (lib/static-island.tsx), their code loaded
// and hydrated when a visitor shows up.
const HowItWorksIsland = island('how-it-works', () => import('@/features/home/how-it-works').then((m) => m.HowItWorks));
const AboutIsland = island('about', () => import('@/features/home/about-section').then((m) => m.AboutSection));
const FaqIsland = island('faq', () => import('@/features/home/faq-section').then((m) => m.FaqSection));

/**
 * schema.org AutoRental for the home page (docs/frontend.md): address, contact, opening hours (the
 * WhatsApp line answers every day; cars are handed over at any hour by arrangement), price range
 * (the site cars' lowest "from" price to their highest 1-3 day rate, from the page's price tables). Relative URLs are made absolute
 * with the site's origin (lib/head.ts).
 */
function homeJsonLd(locale: Locale, prices: PriceTables) {
  const site = new Set(siteCars(prices).map((c) => carKey(c.name)));
  const rates = prices.cars.filter((c) => site.has(carKey(c.name))).map((c) => c.tiers);
  const low = Math.min(...rates.flat());
  const high = Math.max(...rates.map((tiers) => tiers[0]));
  const phone = internationalPhone(appConfig.contactPhone);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    '@id': '/#business',
    name: appConfig.brandName,
    url: localisePath('/', locale),
    // The page in its language (docs/product.md §15): the business is described on a WebPage in `locale`.
    mainEntityOfPage: { '@type': 'WebPage', '@id': localisePath('/', locale), inLanguage: locale },
    image: '/images/social.png',
    logo: '/favicon.svg',
    telephone: phone,
    email: appConfig.contactEmail,
    address: { '@type': 'PostalAddress', streetAddress: appConfig.companyAddress, addressLocality: 'Tbilisi', addressCountry: 'GE' },
    contactPoint: { '@type': 'ContactPoint', contactType: 'reservations', telephone: phone, email: appConfig.contactEmail, availableLanguage: ['en'] },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    priceRange: `€${low}–€${high} per day`,
    currenciesAccepted: 'EUR',
    foundingDate: String(COMPANY_FOUNDED_YEAR),
    areaServed: ['Tbilisi', 'Kutaisi', 'Batumi'],
  };
}

export function HomePage() {
  const { meta } = useContent('home');
  const locale = useLocale();
  const prices = usePriceTables();
  usePageMeta({
    title: fill(meta.title, { brand: appConfig.brandName }),
    description: meta.description,
    path: '/',
    jsonLd: homeJsonLd(locale, prices),
  });
  return (
    <>
      <HeroSection />
      <main>
        <CarShowcase />
        <HowItWorksIsland />
        <AboutIsland />
        <ReviewsCarousel />
        <FaqIsland />
      </main>
      <SiteFooter />
    </>
  );
}
