import { ApproxLari } from '@/components/approx-lari';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingPrice, PriceLine } from '@domain/booking/total.js';
import { isInsuranceType } from '@domain/booking/insurance.js';
import { isServiceKey } from '@domain/booking/services.js';
import { extraDayAfter } from '@domain/booking/price-notes.js';
import { useLocale, useT, type MessageId, type MessageValues } from '@/i18n/i18n';
import type { DetailsForm } from '../booking-form';
import { formatEuro } from '../booking-price';
import { cityName } from '@/i18n/city-name';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** What a price line's label names: the car, the cities and the insurance; with the times, the summary explains a day the return time adds. */
type LabelDetails = Pick<DetailsForm, 'carType' | 'pickupLocation' | 'dropoffLocation' | 'insuranceType'> &
  Partial<Pick<DetailsForm, 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime'>>;

/** A price line's label in the page's language (the domain writes English labels). */
export function lineLabel(line: PriceLine, details: LabelDetails | undefined, t: Translate): string {
  if (!details) return line.label;
  const city = (value: string) => cityName(t, value);
  if (line.key === 'car') {
    const car = t('priceLine.car', { car: details.carType });
    // A season's days are a line of their own, named after the season (its name as the manager wrote it).
    return line.season ? `${car} (${line.season} ${(line.percent ?? 0) > 0 ? '+' : ''}${line.percent ?? 0}%)` : car;
  }
  if (line.key === 'delivery') return t('priceLine.delivery', { from: city(details.pickupLocation), to: city(details.dropoffLocation) });
  if (line.key === 'insurance' && isInsuranceType(details.insuranceType)) {
    return t('priceLine.insurance', { name: t(`insurance.${details.insuranceType}.label`) });
  }
  if (isServiceKey(line.key)) return t(`service.${line.key}.label`);
  return line.label;
}

/** The itemised price of the booking, the same number the server stores. */
export function PriceSummary({ price, details }: { price: BookingPrice | null; details?: LabelDetails }) {
  const t = useT();
  const locale = useLocale();
  const eur = (amount: number) => formatEuro(amount, locale, t);
  const extraDay = price && details ? extraDayTime(details) : null;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="price-summary">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('price.title')}
        </Title>
        {price ? (
          <>
            <Text size="xs" c="dimmed">
              {t('price.days', { days: price.days, rate: eur(price.dailyRate) })}
            </Text>
            {extraDay && (
              <Text size="xs" c="orange.9" data-testid="price-extra-day">
                {t('price.extraDay', { time: extraDay })}
              </Text>
            )}
            {price.lines.map((line, i) => (
              <Group key={`${line.key}-${i}`} justify="space-between" wrap="nowrap" gap="xs" data-price-line={line.key}>
                <Text size="sm">
                  {lineLabel(line, details, t)}
                  {line.quantity !== undefined && line.unitPrice !== undefined && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({line.quantity} × {eur(line.unitPrice)})
                    </Text>
                  )}
                </Text>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {eur(line.amount)}
                </Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('price.total')}</Text>
              <Text fw={800} size="xl" c="teal.8" data-testid="booking-total">
                {eur(price.total)}
              </Text>
            </Group>
            <Group justify="flex-end" mt={-8}>
              <ApproxLari eur={price.total} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('price.note')}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('price.incomplete')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The pickup time after which the return adds a day (`extraDayAfter`), null when it does not or the times are incomplete. */
function extraDayTime(d: LabelDetails): string | null {
  if (!d.pickupDate || !d.pickupTime || !d.returnDate || !d.returnTime) return null;
  try {
    return extraDayAfter({ pickupDate: d.pickupDate, pickupTime: d.pickupTime, returnDate: d.returnDate, returnTime: d.returnTime });
  } catch {
    return null;
  }
}
