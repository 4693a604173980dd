import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isInsuranceType } from '@domain/booking/insurance.js';
import { formatDate } from '@/i18n/format';
import { useLocale, useT } from '@/i18n/i18n';
import { combinePhone, type BookingForm } from '../booking-form';
import { cityName } from '@/i18n/city-name';

/** `ltr`: a phone number or an e-mail address, kept left to right inside right-to-left text. */
function Row({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value ? ltr ? <bdi dir="ltr">{value}</bdi> : value : '—'}
      </Text>
    </div>
  );
}


/** What the visitor entered on steps 1 and 2. */
export function BookingSummary({ form }: { form: BookingForm }) {
  const { personal: p, details: d } = form;
  const t = useT();
  const locale = useLocale();
  const city = (value: string) => cityName(t, value);
  const when = (place: string, date: string, time: string) => t('summary.when', { city: city(place), date: formatDate(date, locale), time });
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-summary">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('summary.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
          <Row label={t('summary.name')} value={`${p.firstName.trim()} ${p.lastName.trim()}`} />
          <Row label={t('summary.email')} value={p.customerEmail.trim()} ltr />
          <Row label={t('summary.whatsapp')} value={combinePhone(p.phonePrefix, p.phoneNumber)} ltr />
          <Row label={t('summary.driverAge')} value={p.driverAge.trim()} />
          <Row label={t('summary.groupSize')} value={p.groupSize.trim()} />
          <Row label={t('summary.car')} value={d.carType} />
          <Row label={t('summary.pickup')} value={d.pickupDate ? when(d.pickupLocation, d.pickupDate, d.pickupTime) : ''} />
          <Row label={t('summary.return')} value={d.returnDate ? when(d.dropoffLocation, d.returnDate, d.returnTime) : ''} />
          <Row label={t('summary.insurance')} value={isInsuranceType(d.insuranceType) ? t(`insurance.${d.insuranceType}.label`) : d.insuranceType} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
