import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDate } from '@/i18n/format';
import { useLocale, useT } from '@/i18n/i18n';
import { cityName } from '@/i18n/city-name';
import { formatEuro } from '../booking-price';
import type { DetailsForm } from '../booking-form';

function Item({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Step 1's reminder of what is being booked (from the search or the car's card): the car, the dates
 * and the total as step 3 will price it, each when known. Nothing when none is known yet.
 */
export function ChosenRental({ details: d, total }: { details: DetailsForm; total: number | null }) {
  const t = useT();
  const locale = useLocale();
  const when = (place: string, date: string, time: string) =>
    place ? t('summary.when', { city: cityName(t, place), date: formatDate(date, locale), time }) : `${formatDate(date, locale)} ${time}`;
  if (!d.carType && !d.pickupDate && !d.returnDate) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" bg="gray.0" data-testid="chosen-rental">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        {d.carType && <Item label={t('summary.car')} value={d.carType} testId="chosen-car" />}
        {d.pickupDate && <Item label={t('summary.pickup')} value={when(d.pickupLocation, d.pickupDate, d.pickupTime)} testId="chosen-pickup" />}
        {d.returnDate && <Item label={t('summary.return')} value={when(d.dropoffLocation, d.returnDate, d.returnTime)} testId="chosen-return" />}
        {total !== null && <Item label={t('price.total')} value={formatEuro(total, locale, t)} testId="chosen-total" />}
      </SimpleGrid>
    </Paper>
  );
}
