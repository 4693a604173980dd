import { SimpleGrid, Text, Title } from '@mantine/core';
import { PageContainer } from '@/components/page-container';
import { appConfig } from '@/lib/config';
import { brandSlug } from '@/lib/brand';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';
import { TEAM } from './team';
import { useSite } from '@/lib/site-context';
import { yearsInBusiness } from '@domain/site/company.js';

export function AboutSection() {
  const { about: c } = useContent('home');
  const years = String(yearsInBusiness(useSite().today));
  return (
    <section id={`about-${brandSlug()}`} aria-labelledby="about-title" data-section="about" style={{ scrollMarginTop: 16 }}>
      <PageContainer py={{ base: 48, md: 72 }}>
        <Title order={2} id="about-title" ta="center" fz={{ base: 28, md: 36 }}>
          {fill(c.title, { brand: appConfig.brandName })}
        </Title>
        <Text ta="center" c="gray.7" mt="sm" maw={760} mx="auto" lh={1.7}>
          {c.text}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={24} mt={40} maw={860} mx="auto">
          {c.stats.map((s) => (
            <div key={s.label} style={{ textAlign: 'center', padding: '20px 12px', borderRadius: 16, background: '#f3f8f7' }}>
              <Text fz={40} fw={800} c="teal.8" lh={1}>
                {fill(s.value, { years })}
              </Text>
              <Text fw={600} mt={6}>
                {s.label}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Title order={3} ta="center" fz={24} mt={56} mb={28}>
          {c.teamTitle}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing={24} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {TEAM.map((m, i) => (
            <li key={m.name} style={{ textAlign: 'center' }}>
              <img
                src={m.image}
                alt={fill(c.portraitAlt, { name: m.name })}
                width={120}
                height={120}
                loading="lazy"
                style={{ borderRadius: '50%', display: 'block', margin: '0 auto', boxShadow: '0 4px 16px rgba(15,40,38,0.12)' }}
              />
              <Text fw={700} mt="sm">
                {m.name}
              </Text>
              <Text size="sm" c="gray.7">
                {c.positions[i] ?? m.position}
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </PageContainer>
    </section>
  );
}
