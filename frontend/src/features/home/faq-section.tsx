import { Accordion, Title } from '@mantine/core';
import { PageContainer } from '@/components/page-container';

export const FAQ_ITEMS = [
  {
    id: 'license',
    question: 'What driving license do I need?',
    answer:
      'A valid national driving licence in the Latin alphabet is accepted in Georgia. If your licence uses another alphabet (for example Cyrillic, Arabic or Chinese), bring an International Driving Permit together with it. The driver must be at least 21 years old and have held the licence for at least one year; our online booking form accepts drivers aged 23 to 70.',
  },
  {
    id: 'deposit',
    question: 'Do you take a deposit?',
    answer:
      'No. There is no deposit and nothing is blocked on your card. You pay the full rental price on the first day of the rental, in cash or by card. Prices include taxes, unlimited mileage and 24/7 roadside support.',
  },
  {
    id: 'fuel',
    question: 'What is the fuel policy?',
    answer:
      'Same to same: you receive the car with a fuel level and return it with the same level. If you would rather not look for a petrol station before your flight, add prepaid fuel (50 EUR) when you book and return the car at any level. All our cars run on petrol.',
  },
  {
    id: 'borders',
    question: 'Can I cross the border with the car?',
    answer:
      'Yes, to Armenia. Crossing needs a notarised permission from us, which costs 90 EUR and takes one working day to prepare, so tell us at booking. Pickup and drop-off must be in Georgia. Travel to Turkey, Azerbaijan and Russia is not allowed with our cars.',
  },
] as const;

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" data-section="faq" style={{ background: '#f3f8f7', scrollMarginTop: 16 }}>
      <PageContainer py={{ base: 48, md: 72 }} size={860}>
        <Title order={2} id="faq-title" ta="center" fz={{ base: 28, md: 36 }} mb={32}>
          Frequently Asked Questions
        </Title>
        {/* keepMounted: every answer is in the server's HTML (search engines, visitors without
            JavaScript, for whom the closed ones are shown by the style below). */}
        <noscript>
          <style>{'#faq .mantine-Accordion-panel{display:block!important;height:auto!important;opacity:1!important}'}</style>
        </noscript>
        <Accordion variant="separated" radius="md" defaultValue="license" chevronPosition="right" keepMounted keepMountedMode="display-none">
          {FAQ_ITEMS.map((item) => (
            <Accordion.Item key={item.id} value={item.id} style={{ background: '#fff' }}>
              <Accordion.Control>
                <strong>{item.question}</strong>
              </Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </PageContainer>
    </section>
  );
}
