import { Badge, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { INSURANCE_OPTIONS } from '@domain/booking/insurance.js';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The insurance choice as radio cards: label, price, coverage, bullets and exclusions (SPEC §3). */
export function InsuranceOptions({ value, onChange, error }: Props) {
  return (
    <Radio.Group value={value} onChange={onChange} label="Insurance" description="Choose how damage to the car is covered" error={error}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm" mt="xs">
        {INSURANCE_OPTIONS.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            radius="md"
            p="md"
            aria-label={`${option.label}, ${option.priceLabel}`}
            style={{ height: '100%' }}
          >
            <Stack gap={6} align="stretch">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Radio.Indicator mt={2} />
                  <Text fw={700}>{option.label}</Text>
                </Group>
                <Badge variant={option.pricePerDay === 0 ? 'light' : 'filled'} color={option.pricePerDay === 0 ? 'gray' : 'teal'}>
                  {option.pricePerDay === 0 ? 'FREE' : `${option.pricePerDay} EUR per day`}
                </Badge>
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
