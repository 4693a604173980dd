import { Text, Title } from '@mantine/core';
import { PageContainer } from '@/components/page-container';
import { HeaderSearch } from '@/features/search';
import { SiteHeader } from '@/features/layout';
import { useContent } from '@/i18n/page-content';
import { SvgBackdrop } from '@/components/svg-backdrop';
import heroDrawing from '../../../public/images/hero.svg?raw';

/** The header and search on a mountain backdrop (id "hero": Book This Vehicle scrolls here). */
export function HeroSection() {
  const { hero } = useContent('home');
  return (
    <section
      id="hero"
      data-section="hero"
      aria-labelledby="hero-title"
      style={{
        position: 'relative',
        isolation: 'isolate',
        color: '#fff',
        background: '#0e4a45',
      }}
    >
      <SvgBackdrop
        svg={heroDrawing}
        align="xMidYMax"
        overlay="linear-gradient(180deg, rgba(6,38,36,0.55) 0%, rgba(6,38,36,0.35) 45%, rgba(6,38,36,0.75) 100%)"
      />
      <SiteHeader overlay />
      <PageContainer pt={{ base: 24, sm: 56 }} pb={{ base: 40, sm: 80 }} data-whole="">
        <Title id="hero-title" order={1} ta="center" fz={{ base: 32, sm: 48, md: 56 }} lh={1.1} style={{ textShadow: '0 2px 18px rgba(0,0,0,0.35)' }}>
          {hero.title}
        </Title>
        <Text ta="center" fz={{ base: 16, sm: 20 }} mt="sm" mb={{ base: 24, sm: 36 }} maw={720} mx="auto" style={{ textShadow: '0 1px 10px rgba(0,0,0,0.4)' }}>
          {hero.lead}
        </Text>
        <HeaderSearch />
        <span data-whole-end="" hidden />
      </PageContainer>
    </section>
  );
}
