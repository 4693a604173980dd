import { Accordion, Title } from '@mantine/core';
import { SERVICE_PRICES } from '@domain/booking/service-prices.js';
import { PageContainer } from '@/components/page-container';
import { fill } from '@/i18n/content/rich';
import { useContent } from '@/i18n/page-content';

/** The prices the answers name, from the domain (one source per price). */
const VALUES = { armeniaFee: SERVICE_PRICES.crossBorderArmenia.price };

export function FaqSection() {
  const { faq } = useContent('home');
  return (
    <section id="faq" aria-labelledby="faq-title" data-section="faq" style={{ background: '#f3f8f7', scrollMarginTop: 16 }}>
      <PageContainer py={{ base: 48, md: 72 }} size={860}>
        <Title order={2} id="faq-title" ta="center" fz={{ base: 28, md: 36 }} mb={32}>
          {faq.title}
        </Title>
        {/* keepMounted: every answer is in the server's HTML (search engines, visitors without
            JavaScript, for whom the closed ones are shown by the style below). */}
        <noscript>
          <style>{'#faq .mantine-Accordion-panel{display:block!important;height:auto!important;opacity:1!important}'}</style>
        </noscript>
        <Accordion variant="separated" radius="md" defaultValue="license" chevronPosition="right" keepMounted keepMountedMode="display-none">
          {faq.items.map((item) => (
            <Accordion.Item key={item.id} value={item.id} style={{ background: '#fff' }}>
              <Accordion.Control>
                <strong>{item.question}</strong>
              </Accordion.Control>
              <Accordion.Panel>{fill(item.answer, VALUES)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </PageContainer>
    </section>
  );
}
