import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { LOCATION_LABELS } from '@domain/catalogue/locations.js';
import { findVehicle } from '@domain/catalogue/fleet.js';
import { BOOKABLE_CARS, type DetailsForm } from '../booking-form';
import { textFieldProps, type ErrorMap } from '../field-errors';
import { InsuranceOptions } from './insurance-options';

/** SPEC §2 lists the booking locations in this order. */
const LOCATION_OPTIONS = (['tbilisi', 'batumi', 'kutaisi'] as const).map((value) => ({ value, label: LOCATION_LABELS[value] }));

const CAR_OPTIONS = BOOKABLE_CARS.map((car) => {
  const vehicle = findVehicle(car);
  return {
    value: car,
    label: vehicle ? `${car} · ${vehicle.driveWheels} · ${vehicle.passengers} seats` : car,
  };
});

interface Props {
  value: DetailsForm;
  errors: ErrorMap;
  today: string;
  onChange: (patch: Partial<DetailsForm>) => void;
  onBack: () => void;
  onNext: () => void;
  /** Next Step is busy while availability is checked (DESIGN §6.1). */
  checking?: boolean;
  /** Shown above the buttons: the reason the chosen car cannot be booked, when it is sold out. */
  notice?: ReactNode;
}

/** Step 2 "Booking Details". */
export function DetailsStep({ value, errors, today, onChange, onBack, onNext, checking = false, notice }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  const text = textFieldProps(value, errors, onChange);
  const returnMin = value.pickupDate && value.pickupDate > today ? value.pickupDate : today;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="details-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="details-title">
            Booking Details
          </Title>
          <Text c="dimmed" size="sm">
            Where and when you pick up and return the car. The minimum rental is 3 days.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Pickup Location"
            placeholder="Select pickup location"
            data={LOCATION_OPTIONS}
            value={value.pickupLocation || null}
            onChange={(v) => onChange({ pickupLocation: v ?? '' })}
            error={errors.pickupLocation}
            allowDeselect={false}
            name="pickupLocation"
            required
          />
          <Select
            label="Dropoff Location"
            placeholder="Select dropoff location"
            data={LOCATION_OPTIONS}
            value={value.dropoffLocation || null}
            onChange={(v) => onChange({ dropoffLocation: v ?? '' })}
            error={errors.dropoffLocation}
            allowDeselect={false}
            name="dropoffLocation"
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="md">
          <TextInput label="Pickup Date" type="date" min={today} required {...text('pickupDate')} />
          <TextInput label="Pickup Time" type="time" required {...text('pickupTime')} />
          <TextInput label="Return Date" type="date" min={returnMin} required {...text('returnDate')} />
          <TextInput label="Return Time" type="time" required {...text('returnTime')} />
        </SimpleGrid>
        <Select
          label="Car Type"
          placeholder="Select a car"
          data={CAR_OPTIONS}
          value={value.carType || null}
          onChange={(v) => onChange({ carType: v ?? '' })}
          error={errors.carType}
          allowDeselect={false}
          name="carType"
          required
        />
        <Alert color="yellow" variant="light" title="Punctuality policy">
          Please be on time for pickup and return. If you are more than 20 minutes late, a 50 EUR charge applies.
        </Alert>
        <InsuranceOptions
          value={value.insuranceType}
          onChange={(insuranceType) => onChange({ insuranceType })}
          error={errors.insuranceType}
        />
        <Text fw={600} size="sm" c="red.8">
          All police fines will be paid by customer
        </Text>
        {notice}
        <Group justify="space-between" mt="sm">
          <Button variant="default" size="md" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" size="md" loading={checking}>
            Next Step
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
