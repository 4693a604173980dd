import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { SiteCar } from '@domain/catalogue/site-fleet.js';
import { LOCATIONS } from '@domain/catalogue/locations.js';
import type { DetailsForm } from '../booking-form';
import { textFieldProps, type ErrorMap } from '../field-errors';
import { InsuranceOptions } from './insurance-options';
import { useLocale, useT, type MessageId, type MessageValues } from '@/i18n/i18n';
import { textDirection } from '@/i18n/locales';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** docs/product.md §4 lists the booking locations in this order (the domain's LOCATIONS). */
const locationOptions = (t: Translate) => LOCATIONS.map((value) => ({ value, label: t(`location.${value}`) }));

/**
 * Latin names and codes inside a right-to-left label, each in a Unicode isolate (FSI ... PDI): the
 * number of seats then stays with its word ("5 מושבים"), not with the Latin text before it, which
 * would carry it to the other end of the line ("מושבים Hyundai Elantra · 2x2 · 5"). Inputs and
 * options show plain text, so <bdi> is no help here.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

const carOptions = (cars: readonly SiteCar[], t: Translate, rtl: boolean) =>
  cars.map((car) => {
    const latin = rtl ? isolate : (text: string) => text;
    return { value: car.name, label: t('details.carOption', { car: latin(car.name), drive: latin(car.carClass), seats: car.seats }) };
  });

interface Props {
  /** The bookable cars: the cars of the site (the page's price tables). */
  cars: readonly SiteCar[];
  value: DetailsForm;
  errors: ErrorMap;
  today: string;
  onChange: (patch: Partial<DetailsForm>) => void;
  onBack: () => void;
  onNext: () => void;
  /** Next Step is busy while availability is checked (docs/product.md §9). */
  checking?: boolean;
  /** Shown above the buttons: the reason the chosen car cannot be booked, when it is sold out. */
  notice?: ReactNode;
}

/** Step 2 "Booking Details". */
export function DetailsStep({ cars, value, errors, today, onChange, onBack, onNext, checking = false, notice }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  const text = textFieldProps(value, errors, onChange);
  const t = useT();
  const locale = useLocale();
  const returnMin = value.pickupDate && value.pickupDate > today ? value.pickupDate : today;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="details-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="details-title">
            {t('details.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('details.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('details.pickupLocation')}
            placeholder={t('details.pickupLocationPlaceholder')}
            data={locationOptions(t)}
            value={value.pickupLocation || null}
            onChange={(v) => onChange({ pickupLocation: v ?? '' })}
            error={errors.pickupLocation}
            allowDeselect={false}
            name="pickupLocation"
            required
          />
          <Select
            label={t('details.dropoffLocation')}
            placeholder={t('details.dropoffLocationPlaceholder')}
            data={locationOptions(t)}
            value={value.dropoffLocation || null}
            onChange={(v) => onChange({ dropoffLocation: v ?? '' })}
            error={errors.dropoffLocation}
            allowDeselect={false}
            name="dropoffLocation"
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="md">
          <TextInput label={t('details.pickupDate')} type="date" min={today} required {...text('pickupDate')} />
          <TextInput label={t('details.pickupTime')} type="time" required {...text('pickupTime')} />
          <TextInput label={t('details.returnDate')} type="date" min={returnMin} required {...text('returnDate')} />
          <TextInput label={t('details.returnTime')} type="time" required {...text('returnTime')} />
        </SimpleGrid>
        <Select
          label={t('details.carType')}
          placeholder={t('details.carTypePlaceholder')}
          data={carOptions(cars, t, textDirection(locale) === 'rtl')}
          value={value.carType || null}
          onChange={(v) => onChange({ carType: v ?? '' })}
          error={errors.carType}
          allowDeselect={false}
          name="carType"
          required
        />
        {/* A dark title: Mantine's yellow on its light yellow is 2.1:1. */}
        <Alert color="yellow" variant="light" title={t('details.punctualityTitle')} styles={{ title: { color: '#6b4400' } }}>
          {t('details.punctuality')}
        </Alert>
        <InsuranceOptions
          value={value.insuranceType}
          onChange={(insuranceType) => onChange({ insuranceType })}
          error={errors.insuranceType}
        />
        <Text fw={600} size="sm" c="red.8">
          {t('details.fines')}
        </Text>
        {notice}
        <Group justify="space-between" mt="sm">
          <Button variant="default" size="md" onClick={onBack}>
            {t('wizard.back')}
          </Button>
          <Button type="submit" size="md" loading={checking}>
            {t('wizard.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
