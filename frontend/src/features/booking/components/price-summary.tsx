import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingPrice } from '@domain/booking/total.js';
import { formatEuro } from '../booking-price';

/** The itemised price of the booking, the same number the server stores. */
export function PriceSummary({ price }: { price: BookingPrice | null }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="price-summary">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Price Summary
        </Title>
        {price ? (
          <>
            <Text size="xs" c="dimmed">
              {price.days} {price.days === 1 ? 'day' : 'days'} at {formatEuro(price.dailyRate)} per day
            </Text>
            {price.lines.map((line) => (
              <Group key={line.key} justify="space-between" wrap="nowrap" gap="xs" data-price-line={line.key}>
                <Text size="sm">
                  {line.label}
                  {line.quantity !== undefined && line.unitPrice !== undefined && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({line.quantity} × {formatEuro(line.unitPrice)})
                    </Text>
                  )}
                </Text>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(line.amount)}
                </Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={800} size="xl" c="teal.8" data-testid="booking-total">
                {formatEuro(price.total)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              Taxes, unlimited mileage and 24/7 support included. No deposit: you pay on the first rental day.
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            The price appears once the booking details are complete.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
