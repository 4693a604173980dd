import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { CalendarIcon, ChatIcon, KeyIcon } from '@/components/icons';
import { PageContainer } from '@/components/page-container';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';
import { useLocale } from '@/i18n/i18n';

const ICONS = [CalendarIcon, ChatIcon, KeyIcon];

export function HowItWorks() {
  const { howItWorks: c } = useContent('home');
  const locale = useLocale();
  const steps = c.steps.map((s, i) => ({ ...s, icon: ICONS[i] ?? CalendarIcon }));
  return (
    <section aria-labelledby="how-title" style={{ background: '#f3f8f7' }} data-section="how-it-works">
      <PageContainer py={{ base: 48, md: 72 }}>
        <Title order={2} id="how-title" ta="center" fz={{ base: 28, md: 36 }}>
          {c.title}
        </Title>
        <Text ta="center" c="gray.7" mt="xs" mb={40}>
          {c.subtitle}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={32} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map((s, i) => (
            <li key={s.title} style={{ background: '#fff', borderRadius: 18, padding: 24, boxShadow: '0 4px 18px rgba(15,40,38,0.06)' }}>
              <ThemeIcon size={52} radius="xl" variant="light">
                <s.icon size={26} />
              </ThemeIcon>
              <Text c="teal.9" fw={700} mt="md" size="sm">
                {fill(c.stepLabel, { n: i + 1 }, locale)}
              </Text>
              <Title order={3} fz={20} mt={4}>
                {s.title}
              </Title>
              <Text c="gray.7" mt="xs">
                {s.text}
              </Text>
            </li>
          ))}
        </SimpleGrid>
      </PageContainer>
    </section>
  );
}
