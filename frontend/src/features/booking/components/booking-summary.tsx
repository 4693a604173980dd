import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findInsurance } from '@domain/booking/insurance.js';
import { LOCATION_LABELS, parseLocation } from '@domain/catalogue/locations.js';
import { combinePhone, type BookingForm } from '../booking-form';
import { formatDate } from '../format-date';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

const city = (value: string) => {
  const location = parseLocation(value);
  return location ? LOCATION_LABELS[location] : value;
};

/** What the visitor entered on steps 1 and 2. */
export function BookingSummary({ form }: { form: BookingForm }) {
  const { personal: p, details: d } = form;
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-summary">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Booking Summary
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
          <Row label="Name" value={`${p.firstName.trim()} ${p.lastName.trim()}`} />
          <Row label="Email" value={p.customerEmail.trim()} />
          <Row label="WhatsApp" value={combinePhone(p.phonePrefix, p.phoneNumber)} />
          <Row label="Driver's age" value={p.driverAge.trim()} />
          <Row label="Group size" value={p.groupSize.trim()} />
          <Row label="Car" value={d.carType} />
          <Row label="Pickup" value={`${city(d.pickupLocation)}, ${formatDate(d.pickupDate)} at ${d.pickupTime}`} />
          <Row label="Return" value={`${city(d.dropoffLocation)}, ${formatDate(d.returnDate)} at ${d.returnTime}`} />
          <Row label="Insurance" value={findInsurance(d.insuranceType)?.label ?? d.insuranceType} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
