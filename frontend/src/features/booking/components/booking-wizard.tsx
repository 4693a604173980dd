import { Paper, Stepper, useMatches } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { validateDetails, validatePersonal } from '@domain/booking/validation.js';
import type { FieldError } from '@domain/errors.js';
import { useSite } from '@/app/site-context';
import { ApiError } from '@/lib/api-client';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { BOT_CHECK_ACTIONS, currentGclid, executeBotCheck, randomId } from '@/features/tracking';
import { useCreateBooking } from '../api/use-create-booking';
import { bookingRequest, initialForm, personalInput, type BookingForm } from '../booking-form';
import { priceFor } from '../booking-price';
import { formFieldOf, serverFieldErrors, toErrorMap, type ErrorMap } from '../field-errors';
import { fieldErrorText } from '../field-messages';
import type { ThankYouState } from '../thank-you-state';
import { CompleteStep } from './complete-step';
import { DetailsStep } from './details-step';
import { PersonalStep } from './personal-step';
import classes from './booking-wizard.module.css';


const PERSONAL_FIELDS = new Set(['firstName', 'lastName', 'customerEmail', 'customerPhone', 'driverAge', 'groupSize']);

/** After a failed Next Step, the first field with an error gets the focus (and scrolls into view). */
function focusFirstInvalid() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-booking-wizard] [aria-invalid="true"]')?.focus();
  });
}

/** The three-step booking form (SPEC §2, §4). */
export function BookingWizard() {
  const location = useLocation();
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  /** Field errors in the page's language (from the domain's codes). */
  const translated = (list: FieldError[]) => list.map((e) => ({ ...e, message: fieldErrorText(e, t, locale, { car: form.details.carType }) }));

  const [form, setForm] = useState<BookingForm>(() => initialForm(location.search));
  const [active, setActive] = useState(0);
  const [checked, setChecked] = useState({ personal: false, details: false });
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  /** The current submission attempt: its payload and Idempotency-Key (a retry of the same payload reuses the key). */
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  // The server's date: the first render in the browser must match the server-rendered page.
  const today = useSite().today;
  const personalErrors = validatePersonal(personalInput(form.personal));
  const detailsErrors = validateDetails(form.details, today);
  const price = priceFor(form.details, form.services);

  const server: ErrorMap = toErrorMap(translated(serverErrors).map((e) => ({ ...e, field: formFieldOf(e.field) })));
  const shownPersonal = { ...server, ...(checked.personal ? toErrorMap(translated(personalErrors)) : {}) };
  const shownDetails = { ...server, ...(checked.details ? toErrorMap(translated(detailsErrors)) : {}) };

  // SPEC §2: the page scrolls to the top on each step change.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [active]);

  const update = <K extends keyof BookingForm>(part: K, patch: Partial<BookingForm[K]>) => {
    setForm((f) => ({ ...f, [part]: { ...f[part], ...patch } }));
    if (serverErrors.length > 0) setServerErrors([]);
  };

  const nextFromPersonal = () => {
    setChecked((c) => ({ ...c, personal: true }));
    if (personalErrors.length === 0) setActive(1);
    else focusFirstInvalid();
  };
  const nextFromDetails = () => {
    setChecked({ personal: true, details: true });
    if (personalErrors.length > 0) setActive(0);
    else if (detailsErrors.length === 0) setActive(2);
    else focusFirstInvalid();
  };

  const confirm = async () => {
    if (inFlight.current) return;
    if (personalErrors.length > 0 || detailsErrors.length > 0 || !price) {
      setChecked({ personal: true, details: true });
      setActive(personalErrors.length > 0 ? 0 : 1);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setServerErrors([]);
    try {
      const recaptchaToken = await executeBotCheck(BOT_CHECK_ACTIONS.booking);
      const request = { ...bookingRequest(form, price.total, currentGclid()), locale };
      const payload = JSON.stringify(request);
      if (attempt.current?.payload !== payload) attempt.current = { payload, key: randomId() };
      const created = await createBooking.mutateAsync({ request, idempotencyKey: attempt.current.key, recaptchaToken });
      notifications.show({ title: t('toast.confirmed.title'), message: t('toast.confirmed.message'), color: 'teal' });
      const d = form.details;
      const state: ThankYouState = {
        reference: created.reference,
        carType: d.carType,
        pickupLocation: d.pickupLocation,
        dropoffLocation: d.dropoffLocation,
        pickupDate: d.pickupDate,
        pickupTime: d.pickupTime,
        returnDate: d.returnDate,
        returnTime: d.returnTime,
        totalPrice: created.totalPrice,
        currency: created.currency,
      };
      navigate(lp(`/thank-you?ref=${encodeURIComponent(created.reference)}`), { state });
    } catch (error) {
      console.error('Booking failed', error instanceof ApiError ? error.message : error);
      notifications.show({ title: t('toast.failed.title'), message: t('toast.failed.message'), color: 'red' });
      if (error instanceof ApiError && error.status === 400) setServerErrors(serverFieldErrors(error.body));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const goBackTo = (step: number) => {
    if (!submitting && step < active) setActive(step);
  };

  const iconSize = useMatches({ base: 28, xs: 34 });
  const personalServerError = serverErrors.some((e) => PERSONAL_FIELDS.has(formFieldOf(e.field)));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" data-booking-wizard>
      <Stepper
        active={active}
        onStepClick={goBackTo}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={iconSize}
        classNames={{
          steps: classes.steps,
          separator: classes.separator,
          stepBody: classes.stepBody,
          stepLabel: classes.stepLabel,
          stepDescription: classes.stepDescription,
        }}
      >
        <Stepper.Step label={t('wizard.personal')} description={t('wizard.personalDescription')} color={personalServerError ? 'red' : undefined}>
          <PersonalStep
            value={form.personal}
            errors={shownPersonal}
            onChange={(patch) => update('personal', patch)}
            onNext={nextFromPersonal}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.details')} description={t('wizard.detailsDescription')}>
          <DetailsStep
            value={form.details}
            errors={shownDetails}
            today={today}
            onChange={(patch) => update('details', patch)}
            onBack={() => setActive(0)}
            onNext={nextFromDetails}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.confirm')} description={t('wizard.confirmDescription')}>
          <CompleteStep
            form={form}
            price={price}
            submitting={submitting}
            serverErrors={translated(serverErrors).map((e) => e.message)}
            onServicesChange={(patch) => update('services', patch)}
            onBack={() => setActive(1)}
            onConfirm={() => void confirm()}
          />
        </Stepper.Step>
      </Stepper>
    </Paper>
  );
}
