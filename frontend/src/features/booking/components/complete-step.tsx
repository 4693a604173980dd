import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { BookingPrice } from '@domain/booking/total.js';
import type { BookingForm, ServicesForm } from '../booking-form';
import { BookingSummary } from './booking-summary';
import { PriceSummary } from './price-summary';
import { ServicesPicker } from './services-picker';
import { useT } from '@/i18n/i18n';

interface Props {
  form: BookingForm;
  price: BookingPrice | null;
  submitting: boolean;
  serverErrors: string[];
  onServicesChange: (patch: Partial<ServicesForm>) => void;
  onBack: () => void;
  onConfirm: () => void;
  /** Shown above the buttons: the reason the car cannot be booked (a 409 on Confirm Booking). */
  notice?: ReactNode;
}

/** Step 3 "Complete Your Booking". */
export function CompleteStep({ form, price, submitting, serverErrors, onServicesChange, onBack, onConfirm, notice }: Props) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="complete-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="complete-title">
            {t('complete.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('complete.intro')}
          </Text>
        </div>
        <BookingSummary form={form} />
        <ServicesPicker carType={form.details.carType} value={form.services} onChange={onServicesChange} />
        <PriceSummary price={price} details={form.details} />
        {serverErrors.length > 0 && (
          <Alert color="red" title={t('complete.errorsTitle')} role="alert">
            <List size="sm">
              {serverErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {notice}
        <Group justify="space-between" mt="sm">
          <Button variant="default" size="md" onClick={onBack} disabled={submitting}>
            {t('wizard.back')}
          </Button>
          <Button type="submit" size="md" color="teal" loading={submitting} disabled={submitting || !price}>
            {t('wizard.confirmBooking')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
