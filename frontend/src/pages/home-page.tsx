import { usePageMeta } from '@/lib/page-meta';
import { AboutSection } from '@/features/home/about-section';
import { FaqSection } from '@/features/home/faq-section';
import { HeroSection } from '@/features/home/hero-section';
import { HowItWorks } from '@/features/home/how-it-works';
import { ReviewsCarousel } from '@/features/home/reviews-carousel';
import { SiteFooter } from '@/features/layout/site-footer';
import { CarShowcase } from '@/features/showcase/car-showcase';
import { appConfig } from '@/lib/config';

export function HomePage() {
  usePageMeta({
    title: `${appConfig.brandName}: 4x4 Car Rental in Tbilisi, Kutaisi and Batumi`,
    description:
      'Rent a 4x4 or city car in Georgia with no deposit, unlimited mileage and a free second driver. Airport and hotel delivery in Tbilisi, Kutaisi and Batumi; trips to Armenia allowed. See the total price for your dates.',
    path: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'AutoRental',
      name: appConfig.brandName,
      email: appConfig.contactEmail,
      address: { '@type': 'PostalAddress', streetAddress: appConfig.companyAddress, addressLocality: 'Tbilisi', addressCountry: 'GE' },
      foundingDate: '2012',
      areaServed: ['Tbilisi', 'Kutaisi', 'Batumi'],
      priceRange: '€€',
    },
  });
  return (
    <>
      <HeroSection />
      <main>
        <CarShowcase />
        <HowItWorks />
        <AboutSection />
        <ReviewsCarousel />
        <FaqSection />
      </main>
      <SiteFooter />
    </>
  );
}
