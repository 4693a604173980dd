import { Alert, Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { tbilisiWallClock } from '@domain/availability/hold-period.js';
import { isInsuranceType } from '@domain/booking/insurance.js';
import { isServiceKey } from '@domain/booking/services.js';
import { MessagingButton } from '@/components/messaging-button';
import { fill } from '@/i18n/content/rich';
import { formatDate } from '@/i18n/format';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import type { BookingPageBooking, BookingPageNotice, PrecheckinNotice } from '../my-booking';
import { PrecheckinSection } from './precheckin-section';
import { lineLabel, PriceSummary } from './price-summary';
import { MoneyStatement } from './money-statement';
import { cityName } from '@/i18n/city-name';
import { appConfig } from '@/lib/config';
import { internationalPhone } from '@domain/shared/messaging.js';

type StatusKey = 'pending' | 'kept' | 'confirmed' | 'on_rent' | 'returned' | 'cancelled';

const STATUS_COLOR: Record<StatusKey, string> = { pending: 'orange', kept: 'teal', confirmed: 'green', on_rent: 'blue', returned: 'teal', cancelled: 'gray' };

function statusOf(b: BookingPageBooking): StatusKey {
  if (b.status === 'pending') return b.verified ? 'kept' : 'pending';
  return b.status;
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

interface Props {
  booking: BookingPageBooking;
  /** The page's path (`/b/<token>` in the page's language): the forms post to it. */
  pagePath: string;
  /** The prefilled messaging-app text (the thank-you page's, with the reference). */
  message: string;
  notice: BookingPageNotice | null;
  /** The pre-check-in form's notice, shown in its section. */
  precheckinNotice: PrecheckinNotice | null;
  /** `?cancel=1`: the cancellation's confirmation step. */
  confirmingCancel: boolean;
}

/**
 * The customer's own booking page (docs/product.md §13): what was booked, its price and status,
 * until when the car is held, and what the customer can do here: keep the car, cancel, send the pre-check-in, and
 * once the car is handed over download the rental agreement. The forms are plain (POST, answered
 * with 303 back to this page), so the page works without JavaScript.
 */
export function MyBooking({ booking: b, pagePath, message, notice, precheckinNotice, confirmingCancel }: Props) {
  const c = useContent('myBooking');
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const city = (value: string) => cityName(t, value);
  const when = (place: string, date: string, time: string) => fill(c.details.when, { city: city(place), date: formatDate(date, locale), time });
  const at = (iso: string) => {
    const w = tbilisiWallClock(new Date(iso));
    return { date: formatDate(w.date, locale), time: w.time };
  };
  const status = statusOf(b);
  const extras = b.breakdown.lines.filter((line) => isServiceKey(line.key));
  // Still held (pending or confirmed): the server gives a cancel deadline only then (bookingCapabilities).
  const holding = b.cancelUntil !== null;
  const noticeFailed = notice === 'keepFailed' || notice === 'cancelFailed' || notice === 'carWithYou';

  return (
    <Stack gap="lg">
      {notice && (
        <Alert color={noticeFailed ? 'red' : 'teal'} variant="light" role="status" data-testid="booking-notice" data-notice={notice}>
          {c.notices[notice]}
        </Alert>
      )}

      <Stack gap={4} ta="center" align="center">
        <Title order={1} size="h2">
          {c.headline}
        </Title>
      </Stack>

      <Paper withBorder radius="lg" p="lg" ta="center" shadow="xs">
        <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
          {c.referenceLabel}
        </Text>
        <Text fw={800} fz={{ base: 32, sm: 40 }} ff="monospace" lts={2} c="teal.9" data-testid="booking-reference" dir="ltr" style={{ userSelect: 'all' }}>
          {b.reference}
        </Text>
        <Group justify="center" gap="xs" mt="xs">
          <Text size="sm" c="dimmed">
            {c.statusLabel}:
          </Text>
          {/* A pill that wraps on a phone (a Badge cuts long statuses short). */}
          <Text
            span
            fw={700}
            size="sm"
            px="sm"
            py={4}
            bg={`${STATUS_COLOR[status]}.1`}
            c="gray.9"
            // Dark text on the tint (AA for every status; the colour's .9 shade is not), the colour in the border.
            style={{ borderRadius: 999, border: `1px solid var(--mantine-color-${STATUS_COLOR[status]}-6)` }}
            data-testid="booking-status"
            data-status={status}
          >
            {c.status[status]}
          </Text>
        </Group>
        <Text size="sm" mt="xs" maw={520} mx="auto">
          {c.statusText[status]}
        </Text>
      </Paper>

      {b.status === 'on_rent' && (
        // On the road: when and where the car goes back, and the 24/7 contact; no cancel or keep.
        <Paper withBorder radius="md" p="md" bg="blue.0" data-testid="on-the-road">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {c.onRent.title}
            </Title>
            <Text fw={700} data-testid="return-by">
              {fill(c.onRent.returnBy, { city: city(b.dropoffLocation), date: formatDate(b.returnDate, locale), time: b.returnTime })}
            </Text>
            <Text size="sm">{c.onRent.contact}</Text>
            <Anchor href={`tel:${internationalPhone(appConfig.contactPhone)}`} fw={600} c="blue.9" data-testid="call-us">
              <bdi dir="ltr">{fill(c.onRent.call, { phone: internationalPhone(appConfig.contactPhone) })}</bdi>
            </Anchor>
            <Text size="sm" c="dimmed" data-testid="car-with-you">
              {c.notices.carWithYou}
            </Text>
          </Stack>
        </Paper>
      )}

      {b.status === 'returned' && (
        <Paper withBorder radius="md" p="md" bg="teal.0" data-testid="returned">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {c.returned.title}
            </Title>
            <Text size="sm">{c.returned.text}</Text>
            <Anchor href={`${pagePath}/receipt.pdf`} target="_blank" rel="noopener" fw={600} data-testid="receipt-link">
              {c.returned.receipt}
            </Anchor>
          </Stack>
        </Paper>
      )}

      {b.agreement && (
        <Paper withBorder radius="md" p="md" bg="teal.0" data-testid="agreement">
          <Stack gap="xs">
            <Text fw={700}>{c.agreement.title}</Text>
            <Text size="sm">{c.agreement.text}</Text>
            <Button
              component="a"
              href={`${pagePath}/agreement.pdf`}
              variant="outline"
              color="teal.9"
              radius="xl"
              size="md"
              fullWidth
              h="auto"
              mih={42}
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
              data-testid="agreement-link"
            >
              {c.agreement.link}
            </Button>
          </Stack>
        </Paper>
      )}

      {holding && b.canCancel && confirmingCancel && (
        // The confirmation step comes first on the page: the visitor asked for it.
        <Paper withBorder radius="md" p="md" bg="red.0" data-testid="cancel-confirm">
          <form method="post" action={`${pagePath}/cancel`}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {c.cancel.confirmTitle}
              </Title>
              <Text size="sm">{c.cancel.confirmText}</Text>
              <Stack gap="xs">
                <Button type="submit" color="red" radius="xl" size="md" fullWidth data-testid="cancel-confirm-button">
                  {c.cancel.confirmButton}
                </Button>
                <Button component="a" href={pagePath} variant="default" radius="xl" size="md" fullWidth>
                  {c.cancel.back}
                </Button>
              </Stack>
            </Stack>
          </form>
        </Paper>
      )}

      {b.status === 'pending' && b.expiresAt && (
        <Paper withBorder radius="md" p="md" bg={b.canKeep || b.keepInEmail ? 'orange.0' : 'teal.0'} data-testid="held-until">
          <Stack gap="sm">
            <Text fw={700}>{fill(c.hold.until, { car: b.carType, ...at(b.expiresAt) })}</Text>
            <Text size="sm">{b.canKeep || b.keepInEmail ? c.hold.thenUnkept : c.hold.thenKept}</Text>
            {b.keepInEmail && (
              <Text size="sm" fw={600} data-testid="keep-in-email">
                {c.keep.inEmail.split('{email}')[0]}
                {/* The address is Latin: isolated and unbroken, so it reads whole inside a right-to-left sentence. */}
                <bdi style={{ whiteSpace: 'nowrap' }}>{b.keepInEmail}</bdi>
                {c.keep.inEmail.split('{email}')[1]}
              </Text>
            )}
            {b.canKeep && (
              <form method="post" action={`${pagePath}/keep`} data-testid="keep-form">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm" c="dimmed">
                    {c.keep.text}
                  </Text>
                  <Button type="submit" size="lg" color="teal" radius="xl" fullWidth data-testid="keep-button">
                    {c.keep.button}
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Paper>
      )}

      <Paper withBorder radius="md" p="md" data-testid="booking-details">
        <Stack gap="sm">
          <Title order={2} size="h5">
            {c.details.title}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <Row label={c.details.car} value={b.carType} testId="booking-car" />
            <Row label={c.details.insurance} value={isInsuranceType(b.insuranceType) ? t(`insurance.${b.insuranceType}.label`) : b.insuranceType} />
            <Row label={c.details.pickup} value={when(b.pickupLocation, b.pickupDate, b.pickupTime)} testId="booking-pickup" />
            <Row label={c.details.return} value={when(b.dropoffLocation, b.returnDate, b.returnTime)} testId="booking-return" />
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {c.details.extras}
              </Text>
              <Stack gap={0} data-testid="booking-extras">
                {extras.length ? extras.map((line) => <Text fw={500} key={line.key}>{lineLabel(line, b, t)}</Text>) : <Text fw={500}>{c.details.noExtras}</Text>}
              </Stack>
            </Box>
          </SimpleGrid>
        </Stack>
      </Paper>

      <PriceSummary price={b.breakdown} details={b} />

      {b.money && <MoneyStatement money={b.money} total={b.totalPrice} />}

      <PrecheckinSection precheckin={b.precheckin} pagePath={pagePath} notice={precheckinNotice} />

      <Stack align="center" gap="xs">
        <MessagingButton text={message} size="lg" data-testid="message-now">
          {c.message.button}
        </MessagingButton>
        <Text size="xs" c="dimmed" ta="center">
          {c.message.hint}
        </Text>
      </Stack>

      {holding &&
        (b.canCancel ? (
          !confirmingCancel && (
            <Paper radius="md" p="md" bg="gray.0" data-testid="cancel-section">
              <Stack gap={6}>
                <Text fw={700}>{c.cancel.title}</Text>
                {b.cancelUntil && <Text size="sm">{fill(c.cancel.until, at(b.cancelUntil))}</Text>}
                <Anchor href={`${pagePath}?cancel=1`} c="red.9" fw={600} data-testid="cancel-link">
                  {c.cancel.link}
                </Anchor>
              </Stack>
            </Paper>
          )
        ) : (
          <Alert color="gray" variant="light" data-testid="cancel-too-late">
            {c.cancel.tooLate}
          </Alert>
        ))}

      <Text ta="center" size="sm">
        <Anchor href={lp('/')}>{c.backHome}</Anchor>
      </Text>
    </Stack>
  );
}
