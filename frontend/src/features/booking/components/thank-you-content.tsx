import { ApproxLari } from '@/components/approx-lari';
import { Alert, Anchor, Box, Button, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ChatIcon } from '@/components/icons';
import { MessagingButton } from '@/components/messaging-button';
import { tbilisiWallClock } from '@domain/availability/hold-period.js';
import { Rich } from '@/features/content';
import { fill } from '@/i18n/content/rich';
import { formatDate } from '@/i18n/format';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { useContent } from '@/i18n/page-content';
import { appConfig } from '@/lib/config';
import { formatEuro } from '../booking-price';
import type { ThankYouState } from '../thank-you-state';
import { cityName } from '@/i18n/city-name';

interface Props {
  reference: string | null;
  booking: ThankYouState | null;
  message: string;
}

/** The thank-you page body: the booking is not finished until the customer writes to us. */
export function ThankYouContent({ reference, booking, message }: Props) {
  const c = useContent('thankYou');
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const city = (value: string) => cityName(t, value);
  const when = (place: string, date: string, time: string) => fill(c.summary.when, { city: city(place), date: formatDate(date, locale), time });
  const hours = appConfig.bookingConfirmHours;
  // docs/product.md §10: until when the car is held, as the API answered (Tbilisi time).
  const held = booking?.expiresAt ? tbilisiWallClock(new Date(booking.expiresAt)) : null;
  return (
    <Stack gap="lg" align="stretch">
      <Stack gap="xs" ta="center" align="center">
        <ThemeIcon size={64} radius="xl" color="orange" variant="light" aria-hidden>
          <ChatIcon size={34} />
        </ThemeIcon>
        <Title order={1} size="h2" data-testid="thank-you-headline">
          {c.headline}
        </Title>
        <Text size="lg" maw={560}>
          <Rich text={c.lead} values={{ hours }} />
        </Text>
        {held && (
          // The booking's own hold (Tbilisi time), once the API has answered; the lead above says the rule.
          <Text fw={700} c="teal.9" data-testid="hold-notice">
            {fill(c.hold.until, { car: booking?.carType ?? '', date: formatDate(held.date, locale), time: held.time })}
          </Text>
        )}
        {held && (
          <Text size="sm" maw={560} data-testid="hold-how-to-keep">
            {c.hold.howToKeep}
          </Text>
        )}
        {booking?.bookingPage && (
          // A plain link: the booking page is rendered by the server with the booking's data.
          <Button component="a" href={booking.bookingPage} variant="outline" color="teal.9" radius="xl" data-testid="booking-page-link">
            {c.hold.bookingPage}
          </Button>
        )}
      </Stack>

      {reference ? (
        <Paper withBorder radius="lg" p="lg" ta="center" shadow="xs">
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
            {c.reference.label}
          </Text>
          <Text
            fw={800}
            fz={{ base: 34, sm: 44 }}
            ff="monospace"
            lts={2}
            c="teal.9"
            data-testid="booking-reference"
            dir="ltr"
            style={{ userSelect: 'all' }}
          >
            {reference}
          </Text>
          <Text size="sm" c="dimmed">
            {c.reference.hint}
          </Text>
        </Paper>
      ) : (
        <Alert color="blue" variant="light" title={c.noReference.title}>
          {c.noReference.text}
        </Alert>
      )}

      {booking && (
        <Paper withBorder radius="md" p="md" data-testid="thank-you-summary">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {c.summary.car}
              </Text>
              <Text fw={600}>{booking.carType}</Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {c.summary.total}
              </Text>
              <Text fw={600}>{formatEuro(booking.totalPrice, locale, t)}</Text>
              <ApproxLari eur={booking.totalPrice} />
            </Box>
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {c.summary.pickup}
              </Text>
              <Text fw={500}>{when(booking.pickupLocation, booking.pickupDate, booking.pickupTime)}</Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {c.summary.return}
              </Text>
              <Text fw={500}>{when(booking.dropoffLocation, booking.returnDate, booking.returnTime)}</Text>
            </Box>
          </SimpleGrid>
        </Paper>
      )}

      <Stack align="center" gap="xs">
        <MessagingButton text={message} size="xl" data-testid="message-now">
          {c.messageButton}
        </MessagingButton>
        <Text size="xs" c="dimmed">
          {c.messageHint}
        </Text>
      </Stack>

      <Paper radius="md" p="md" bg="gray.0">
        <Text fw={700} mb="xs">
          {c.next.title}
        </Text>
        <List type="ordered" spacing="xs" size="sm">
          {c.next.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Paper>

      <Text ta="center" size="sm">
        <Anchor component={Link} to={lp('/')}>
          {c.backHome}
        </Anchor>
      </Text>
    </Stack>
  );
}
