import { Button, Group, Input, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { enteredBeforeHydration } from '@/lib/pre-hydration-input';
import { DEFAULT_PHONE_PREFIX, DRIVER_AGE_MAX, DRIVER_AGE_MIN } from '@domain/booking/messages.js';
import type { PersonalForm } from '../booking-form';
import { textFieldProps, type ErrorMap } from '../field-errors';
import { useT } from '@/i18n/i18n';

interface Props {
  value: PersonalForm;
  errors: ErrorMap;
  onChange: (patch: Partial<PersonalForm>) => void;
  onNext: () => void;
}

const PERSONAL_FIELDS = ['firstName', 'lastName', 'customerEmail', 'driverAge', 'groupSize', 'phonePrefix', 'phoneNumber'] as const;

/** Step 1 "Personal Information". */
export function PersonalStep({ value, errors, onChange, onNext }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  const field = textFieldProps(value, errors, onChange);
  // What was typed before the page was hydrated (a slow phone) is taken over, not wiped.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const entered = enteredBeforeHydration(formRef.current, PERSONAL_FIELDS);
    const changed = Object.entries(entered).filter(([k, v]) => value[k as keyof PersonalForm] !== v);
    if (changed.length > 0) onChange(Object.fromEntries(changed));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const t = useT();

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="personal-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="personal-title">
            {t('personal.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('personal.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('personal.firstName')} autoComplete="given-name" required {...field('firstName')} />
          <TextInput label={t('personal.lastName')} autoComplete="family-name" required {...field('lastName')} />
        </SimpleGrid>
        <TextInput
          label={t('personal.email')}
          placeholder={t('personal.emailPlaceholder')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          required
          {...field('customerEmail')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('personal.driverAge')}
            description={t('personal.driverAgeHint', { min: DRIVER_AGE_MIN, max: DRIVER_AGE_MAX })}
            placeholder={t('personal.driverAgePlaceholder')}
            inputMode="numeric"
            required
            {...field('driverAge')}
          />
          <TextInput
            label={t('personal.groupSize')}
            description={t('personal.groupSizeHint')}
            placeholder={t('personal.groupSizePlaceholder')}
            inputMode="numeric"
            required
            {...field('groupSize')}
          />
        </SimpleGrid>
        <div>
          <Input.Label required htmlFor="booking-phone-number">
            {t('personal.phone')}
          </Input.Label>
          <Input.Description mb={5}>{t('personal.phoneHint')}</Input.Description>
          <Group gap="xs" align="flex-start" wrap="nowrap" dir="ltr">
            <TextInput
              aria-label={t('personal.countryCode')}
              w={92}
              placeholder={DEFAULT_PHONE_PREFIX}
              inputMode="tel"
              autoComplete="tel-country-code"
              value={value.phonePrefix}
              name="phonePrefix"
              onChange={(e) => onChange({ phonePrefix: e.currentTarget.value })}
              error={Boolean(errors.customerPhone)}
            />
            <TextInput
              id="booking-phone-number"
              style={{ flex: 1 }}
              placeholder="555 12 34 56"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={value.phoneNumber}
              name="phoneNumber"
              onChange={(e) => onChange({ phoneNumber: e.currentTarget.value })}
              error={errors.customerPhone}
            />
          </Group>
        </div>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" size="md">
            {t('wizard.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
