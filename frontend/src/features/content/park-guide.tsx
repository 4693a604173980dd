import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ArrowDownIcon } from '@/components/icons';
import { MessagingButton } from '@/components/messaging-button';
import { PageContainer } from '@/components/page-container';
import { SiteFooter, SiteHeader } from '@/features/layout';
import { useLocale } from '@/i18n/i18n';
import { priceValues } from '@domain/pricing/price-values.js';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';
import { usePriceTables } from '@/lib/site-context';
import { appConfig } from '@/lib/config';
import { usePageMeta } from '@/lib/page-meta';
import { island } from '@/lib/static-island';
import { useClickTracking } from '@/features/tracking';
import { SvgBackdrop } from '@/components/svg-backdrop';
import campDrawing from '../../../public/images/cars/toyota-fj-cruiser-3.svg?raw';
import './prose.css';

export function ParkGuidePage() {
  useClickTracking(); // docs/product.md §14: click ids are tracked on the guide page
  const c = useContent('guide');
  const prices = priceValues(usePriceTables());
  const locale = useLocale();
  const request = c.messages.request.join('\n');
  usePageMeta({
    title: c.meta.title,
    description: c.meta.description,
    path: '/vashlovani-national-park-guide',
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Article',
          headline: c.meta.title,
          description: c.meta.description,
          image: '/images/social.png',
          about: { '@type': 'TouristAttraction', name: c.parkName, address: { '@type': 'PostalAddress', addressRegion: 'Kakheti', addressCountry: 'GE' } },
          author: { '@type': 'Organization', name: appConfig.brandName },
          publisher: { '@type': 'Organization', name: appConfig.brandName, logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
          mainEntityOfPage: '/vashlovani-national-park-guide',
          inLanguage: locale,
        },
        {
          '@type': 'FAQPage',
          inLanguage: locale,
          mainEntity: c.faq.items.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: fill(f.a, prices) } })),
        },
      ],
    },
  });

  const startReading = () => document.getElementById('guide-content')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const nav = [...c.sections.map((s) => ({ id: s.id, label: s.navLabel })), { id: c.faq.id, label: c.faq.navLabel }];

  return (
    <>
      <SiteHeader />
      <Box
        component="section"
        aria-labelledby="guide-title"
        c="#fff"
        style={{ position: 'relative', isolation: 'isolate', background: '#8a5a2b' }}
      >
        <SvgBackdrop svg={campDrawing} overlay="linear-gradient(180deg, rgba(60,30,10,0.35), rgba(40,20,5,0.75))" />
        <PageContainer py={{ base: 64, sm: 110 }} size={960}>
          <Text fw={700} tt="uppercase" fz="sm" style={{ letterSpacing: '0.12em' }}>
            {c.hero.eyebrow}
          </Text>
          <Title id="guide-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.1} mt="xs" maw={780}>
            {c.hero.title}
          </Title>
          <Text fz={{ base: 17, sm: 20 }} mt="md" maw={680}>
            {c.hero.lead}
          </Text>
          <Group mt="xl" data-whole="">
            <Button size="lg" radius="xl" color="#b3410c" onClick={startReading} rightSection={<ArrowDownIcon size={18} />}>
              {c.hero.startReading}
            </Button>
            <MessagingButton text={request} size="lg" variant="white">
              {c.hero.rentButton}
            </MessagingButton>
            <span data-whole-end="" hidden />
          </Group>
        </PageContainer>
      </Box>

      <main id="guide-content" style={{ scrollMarginTop: 72 }}>
        <PageContainer py={{ base: 40, sm: 64 }} size={860}>
          <nav aria-label={c.navTitle} style={{ background: '#f3f8f7', borderRadius: 14, padding: '16px 20px', marginBottom: 32 }}>
            <Text fw={700} mb={6}>
              {c.navTitle}
            </Text>
            <Group gap="md">
              {nav.map((s) => (
                <a key={s.id} href={`#${s.id}`} style={{ color: 'var(--mantine-color-teal-9)' }}>
                  {s.label}
                </a>
              ))}
            </Group>
          </nav>

          <GuideArticleIsland />

          <Box mt={48} p={{ base: 24, sm: 36 }} style={{ borderRadius: 20, background: 'linear-gradient(135deg, #0b3d3a, #13665f)' }} c="#fff">
            <Stack gap="sm">
              <Title order={2} fz={{ base: 24, sm: 30 }}>
                {c.cta.title}
              </Title>
              <Text fz="lg" c="#d7ebe8">
                {c.cta.text}
              </Text>
              <Group mt="sm" data-whole="">
                <MessagingButton text={request} size="lg" variant="white">
                  {c.cta.requestButton}
                </MessagingButton>
                <MessagingButton text={c.messages.question} size="lg" variant="outline" color="#fff">
                  {c.cta.questionButton}
                </MessagingButton>
                <span data-whole-end="" hidden />
              </Group>
            </Stack>
          </Box>
        </PageContainer>
      </main>
      <SiteFooter />
    </>
  );
}

// The guide's text is read-only: a static island (lib/static-island.tsx).
const GuideArticleIsland = island('guide-article', () => import('./guide-article').then((m) => m.GuideArticle));
