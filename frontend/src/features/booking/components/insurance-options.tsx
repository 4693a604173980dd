import { Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { INSURANCE_OPTIONS } from '@domain/booking/insurance.js';
import { listSeparator } from '@/i18n/format';
import { usePriceTables } from '@/lib/site-context';
import { useLocale, useT, type MessageId, type MessageValues } from '@/i18n/i18n';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function insurancePriceText(pricePerDay: number, t: (id: MessageId, values?: MessageValues) => string): string {
  return pricePerDay === 0 ? t('insurance.free') : t('insurance.perDay', { price: pricePerDay });
}

const BULLETS = ['bullet1', 'bullet2', 'bullet3'] as const;
const EXCLUSIONS = ['insurance.exclusion1', 'insurance.exclusion2', 'insurance.exclusion3', 'insurance.exclusion4'] as const;

/** The insurance choice as radio cards: label, price, coverage, bullets and exclusions (docs/product.md §6). */
export function InsuranceOptions({ value, onChange, error }: Props) {
  const t = useT();
  const locale = useLocale();
  // Each card's price is the price tables' (the page's copy), never a copy of its own.
  const prices = usePriceTables().insurance;
  return (
    <Radio.Group value={value} onChange={onChange} name="insuranceType" label={t('insurance.label')} description={t('insurance.description')} error={error}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" mt="xs">
        {INSURANCE_OPTIONS.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            name="insuranceType"
            radius="md"
            p="md"
            aria-label={`${t(`insurance.${option.value}.label`)}, ${insurancePriceText(prices[option.value], t)}`}
            data-insurance={option.value}
            style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', textAlign: 'start', height: '100%' }}
          >
            <Stack gap={6} align="stretch">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Radio.Indicator mt={3} />
                <div>
                  <Text fw={700} lh={1.3}>
                    {t(`insurance.${option.value}.label`)}
                  </Text>
                  <Text fw={800} size="sm" c={prices[option.value] === 0 ? 'gray.7' : 'teal.9'}>
                    {insurancePriceText(prices[option.value], t)}
                  </Text>
                </div>
              </Group>
              <Text size="sm" fw={500}>
                {t(`insurance.${option.value}.coverage`)}
              </Text>
              <List size="sm" spacing={2} c="dimmed">
                {BULLETS.slice(0, option.bullets.length).map((bullet) => (
                  <List.Item key={bullet}>{t(`insurance.${option.value}.${bullet}`)}</List.Item>
                ))}
              </List>
              {option.exclusions.length > 0 && (
                <Text size="xs" c="red.8">
                  {t('insurance.notCovered', { list: EXCLUSIONS.slice(0, option.exclusions.length).map((id) => t(id)).join(listSeparator(locale)) })}
                </Text>
              )}
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
