import { rentalFields } from '@domain/booking/booking-request.js';
import { Paper, Stepper, useMatches } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { validateDetails, validatePersonal } from '@domain/booking/validation.js';
import type { FieldError } from '@domain/errors.js';
import { usePriceTables, useSite } from '@/lib/site-context';
import { preloadToasts } from '@/components/toasts';
import { ApiError } from '@/lib/api-client';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { availabilityQuery, soldOutChatMessage } from '@/features/availability';
import { BOT_CHECK_ACTIONS, currentGclid, executeBotCheck, randomId } from '@/features/tracking';
import { useCreateBooking } from '../api/use-create-booking';
import { bookingRequest, initialForm, personalInput, type BookingForm } from '../booking-form';
import { priceFor } from '../booking-price';
import { formFieldOf, serverFieldErrors, toErrorMap, type ErrorMap } from '../field-errors';
import { fieldErrorText, unavailableValues } from '../field-messages';
import { bookingTokenOfPath } from '@domain/booking/booking-page.js';
import { splitLocalePath } from '@domain/site/locales.js';
import { siteCars } from '@domain/catalogue/site-fleet.js';
import { primeThankYouBooking } from '../api/use-thank-you-booking';
import { thankYouPath } from '../thank-you-state';
import { CompleteStep } from './complete-step';
import { DetailsStep } from './details-step';
import { ChosenRental } from './chosen-rental';
import { PersonalStep } from './personal-step';
import { SoldOutNotice, type SoldOutReason } from './sold-out-notice';
import classes from './booking-wizard.module.css';


const PERSONAL_FIELDS = new Set(['firstName', 'lastName', 'customerEmail', 'customerPhone', 'driverAge', 'groupSize']);

/** After a failed Next Step, the first field with an error gets the focus (and scrolls into view). */
function focusFirstInvalid() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-booking-wizard] [aria-invalid="true"]')?.focus();
  });
}

/** The three-step booking form (docs/product.md §8). */
export function BookingWizard() {
  const location = useLocation();
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const queryClient = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  /** Field errors in the page's language (from the domain's codes). */
  const translated = (list: FieldError[]) => list.map((e) => ({ ...e, message: fieldErrorText(e, t, locale, { car: form.details.carType }) }));

  const prices = usePriceTables();
  const bookable = siteCars(prices);
  const [form, setForm] = useState<BookingForm>(() => initialForm(location.search, bookable));
  const [active, setActive] = useState(0);
  const [checked, setChecked] = useState({ personal: false, details: false });
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  /** The chosen car is sold out for the chosen period (the check before step 3, or a 409 on Confirm). */
  const [soldOut, setSoldOut] = useState<SoldOutReason | null>(null);
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);
  /** The current submission attempt: its payload and Idempotency-Key (a retry of the same payload reuses the key). */
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  // The server's date: the first render in the browser must match the server-rendered page.
  const today = useSite().today;
  const personalErrors = validatePersonal(personalInput(form.personal));
  const detailsErrors = validateDetails(form.details, today, prices);
  const price = priceFor(form.details, form.services, prices);

  const server: ErrorMap = toErrorMap(translated(serverErrors).map((e) => ({ ...e, field: formFieldOf(e.field) })));
  const shownPersonal = { ...server, ...(checked.personal ? toErrorMap(translated(personalErrors)) : {}) };
  const shownDetails = { ...server, ...(checked.details ? toErrorMap(translated(detailsErrors)) : {}) };

  // The confirmation or failure toast must not wait for its container's code.
  useEffect(preloadToasts, []);

  // docs/product.md §8: the page scrolls to the top on each step change.
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
    if (part === 'details') setSoldOut(null);
  };

  /**
   * Why the car cannot be booked for the period: the domain's text (the API's 409 says the same) on
   * English pages, the catalogue's in other languages.
   */
  // The reason in the page's language with the site's dates ("Sun, 20 Dec 2026 09:00"), also in
  // English, where the API's 409 message writes ISO dates for programs.
  const unavailableReason = (carType: string, period: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string }) =>
    t('validation.unavailable', unavailableValues({ car: carType, ...period }, locale));

  /**
   * Fresh availability of the chosen period: the reason when the chosen car has no free unit, else
   * null. A failed call is no reason: the visitor goes on (the server still refuses a double booking).
   */
  const soldOutReason = async (source: SoldOutReason['source']): Promise<SoldOutReason | null> => {
    const d = form.details;
    const period = { pickupDate: d.pickupDate, pickupTime: d.pickupTime, returnDate: d.returnDate, returnTime: d.returnTime };
    try {
      const answer = await queryClient.fetchQuery({ ...availabilityQuery(period), staleTime: 0 });
      const freeCars = answer.cars.filter((c) => c.available > 0 && c.carType !== d.carType).map((c) => c.carType);
      const car = answer.cars.find((c) => c.carType === d.carType);
      if (source === 'check' && (!car || car.available > 0)) return null;
      return { source, reason: unavailableReason(d.carType, period), freeCars };
    } catch (error) {
      console.warn('Availability check failed', error instanceof ApiError ? error.message : error);
      return null;
    }
  };

  const nextFromPersonal = () => {
    setChecked((c) => ({ ...c, personal: true }));
    if (personalErrors.length === 0) setActive(1);
    else focusFirstInvalid();
  };
  const nextFromDetails = async () => {
    setChecked({ personal: true, details: true });
    if (personalErrors.length > 0) setActive(0);
    else if (detailsErrors.length > 0) focusFirstInvalid();
    else if (!checking) {
      // docs/product.md §9: the wizard checks availability before step 3.
      setChecking(true);
      const reason = await soldOutReason('check');
      setChecking(false);
      setSoldOut(reason);
      if (!reason) setActive(2);
    }
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
      notifications.show({ title: t('toast.confirmed.title'), message: t('toast.confirmed.message'), color: 'teal', closeButtonProps: { 'aria-label': t('toast.close') } });
      // The thank-you page finds the booking by its booking page's token (in the URL's fragment).
      const token = bookingTokenOfPath(splitLocalePath(created.bookingPage).path);
      if (token) {
        primeThankYouBooking(queryClient, token, {
          reference: created.reference,
          expiresAt: created.expiresAt,
          ...rentalFields(form.details),
          totalPrice: created.totalPrice,
          currency: created.currency,
        });
      }
      void navigate(lp(thankYouPath(created.reference, token)));
    } catch (error) {
      // A sold-out car (409) is an answer, not a fault of the site.
      const log = error instanceof ApiError && error.status === 409 ? console.warn : console.error;
      log('Booking failed', error instanceof ApiError ? error.message : error);
      notifications.show({ title: t('toast.failed.title'), message: t('toast.failed.message'), color: 'red', closeButtonProps: { 'aria-label': t('toast.close') } });
      // 400: the fields to correct (or `recaptchaToken`, type bot); 429: a cap on waiting bookings
      // (type limit, field customerEmail, customerPhone or client). Shown beside the fields and in
      // the step's notice; nothing was stored, and what the visitor typed stays.
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) setServerErrors(serverFieldErrors(error.body));
      if (error instanceof ApiError && error.status === 409) {
        // Nothing was stored: the next attempt gets a new key. The reason is shown inline, with the
        // other cars free for the period when the availability answer says so.
        attempt.current = null;
        const reason = unavailableReason(form.details.carType, form.details);
        setSoldOut({ source: 'conflict', reason, freeCars: [] });
        void soldOutReason('conflict').then((found) => {
          if (found) setSoldOut((current) => (current?.source === 'conflict' ? { ...current, freeCars: found.freeCars } : current));
        });
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const goBackTo = (step: number) => {
    if (!submitting && step < active) setActive(step);
  };

  const iconSize = useMatches({ base: 28, xs: 34 });
  const notice = (step: 'details' | 'confirm'): ReactNode =>
    soldOut && (
      <SoldOutNotice
        value={soldOut}
        step={step}
        chatMessage={soldOutChatMessage(form.details, t, locale)}
        onChooseCar={(carType) => update('details', { carType })}
      />
    );
  const personalServerError = serverErrors.some((e) => PERSONAL_FIELDS.has(formFieldOf(e.field)));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" data-booking-wizard data-whole="">
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
          <ChosenRental details={form.details} total={price?.total ?? null} />
          <PersonalStep
            value={form.personal}
            errors={shownPersonal}
            onChange={(patch) => update('personal', patch)}
            onNext={nextFromPersonal}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.details')} description={t('wizard.detailsDescription')}>
          <DetailsStep
            cars={bookable}
            value={form.details}
            errors={shownDetails}
            today={today}
            onChange={(patch) => update('details', patch)}
            onBack={() => setActive(0)}
            onNext={() => void nextFromDetails()}
            checking={checking}
            notice={notice('details')}
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
            notice={notice('confirm')}
          />
        </Stepper.Step>
      </Stepper>
      <span data-whole-end="" hidden />
    </Paper>
  );
}
