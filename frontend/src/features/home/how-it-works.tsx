import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { CalendarIcon, ChatIcon, KeyIcon } from '@/components/icons';
import { PageContainer } from '@/components/page-container';

const STEPS = [
  {
    title: 'Choose Dates & Car',
    text: 'Enter where and when you want to pick up and return the car, compare the total prices and press Book Now.',
    icon: CalendarIcon,
  },
  {
    title: 'Get Confirmation',
    text: 'Send us a WhatsApp message after booking. We confirm availability and the final price within the hour, usually much faster.',
    icon: ChatIcon,
  },
  {
    title: 'Pick Up Your Car',
    text: 'Collect the car at the airport or your hotel in Tbilisi, Kutaisi or Batumi. Pay on the first day, no deposit.',
    icon: KeyIcon,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" style={{ background: '#f3f8f7' }} data-section="how-it-works">
      <PageContainer py={{ base: 48, md: 72 }}>
        <Title order={2} id="how-title" ta="center" fz={{ base: 28, md: 36 }}>
          How It Works
        </Title>
        <Text ta="center" c="gray.7" mt="xs" mb={40}>
          Three steps from search to keys in hand.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={32} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((s, i) => (
            <li key={s.title} style={{ background: '#fff', borderRadius: 18, padding: 24, boxShadow: '0 4px 18px rgba(15,40,38,0.06)' }}>
              <ThemeIcon size={52} radius="xl" variant="light">
                <s.icon size={26} />
              </ThemeIcon>
              <Text c="teal.9" fw={700} mt="md" size="sm">
                Step {i + 1}
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
