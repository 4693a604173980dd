import { usePageMeta } from '@/lib/page-meta';
import { AboutSection } from '@/features/home/about-section';
import { FaqSection } from '@/features/home/faq-section';
import { HeroSection } from '@/features/home/hero-section';
import { HowItWorks } from '@/features/home/how-it-works';
import { ReviewsCarousel } from '@/features/home/reviews-carousel';
import { SiteFooter } from '@/features/layout/site-footer';
import { CarShowcase } from '@/features/showcase/car-showcase';
import { appConfig } from '@/lib/config';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';

export function HomePage() {
  const { meta } = useContent('home');
  usePageMeta({
    title: fill(meta.title, { brand: appConfig.brandName }),
    description: meta.description,
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
