import { Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { INSURANCE_OPTIONS } from '@domain/booking/insurance.js';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function insurancePriceText(pricePerDay: number): string {
  return pricePerDay === 0 ? 'FREE' : `${pricePerDay} EUR per day`;
}

/** The insurance choice as radio cards: label, price, coverage, bullets and exclusions (SPEC §3). */
export function InsuranceOptions({ value, onChange, error }: Props) {
  return (
    <Radio.Group value={value} onChange={onChange} name="insuranceType" label="Insurance" description="Choose how damage to the car is covered" error={error}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" mt="xs">
        {INSURANCE_OPTIONS.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            name="insuranceType"
            radius="md"
            p="md"
            aria-label={`${option.label}, ${insurancePriceText(option.pricePerDay)}`}
            data-insurance={option.value}
            style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', textAlign: 'left', height: '100%' }}
          >
            <Stack gap={6} align="stretch">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Radio.Indicator mt={3} />
                <div>
                  <Text fw={700} lh={1.3}>
                    {option.label}
                  </Text>
                  <Text fw={800} size="sm" c={option.pricePerDay === 0 ? 'gray.7' : 'teal.9'}>
                    {insurancePriceText(option.pricePerDay)}
                  </Text>
                </div>
              </Group>
              <Text size="sm" fw={500}>
                {option.coverage}
              </Text>
              <List size="sm" spacing={2} c="dimmed">
                {option.bullets.map((bullet) => (
                  <List.Item key={bullet}>{bullet}</List.Item>
                ))}
              </List>
              {option.exclusions.length > 0 && (
                <Text size="xs" c="red.8">
                  Not covered: {option.exclusions.join(', ')}.
                </Text>
              )}
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
