import { Alert, Anchor, Box, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ChatIcon } from '@/components/icons';
import { MessagingButton } from '@/components/messaging-button';
import { AVAILABILITY_TEXTS } from '@/features/availability/texts';
import { appConfig } from '@/lib/config';
import { LOCATION_LABELS, parseLocation } from '@domain/catalogue/locations.js';
import { formatEuro } from '../booking-price';
import { formatDate } from '../format-date';
import type { ThankYouState } from '../thank-you-state';

const city = (value: string) => {
  const location = parseLocation(value);
  return location ? LOCATION_LABELS[location] : value;
};

interface Props {
  reference: string | null;
  booking: ThankYouState | null;
  message: string;
}

/** The thank-you page body: the booking is not finished until the customer writes to us. */
export function ThankYouContent({ reference, booking, message }: Props) {
  const hours = appConfig.bookingConfirmHours;
  return (
    <Stack gap="lg" align="stretch">
      <Stack gap="xs" ta="center" align="center">
        <ThemeIcon size={64} radius="xl" color="orange" variant="light" aria-hidden>
          <ChatIcon size={34} />
        </ThemeIcon>
        <Title order={1} size="h2" data-testid="thank-you-headline">
          Your booking is NOT finished yet!
        </Title>
        <Text size="lg" maw={560}>
          Message us on WhatsApp <strong>right now</strong> to confirm it. {AVAILABILITY_TEXTS.autoCancel(hours)}
        </Text>
        <Text fw={700} c="teal.9" data-testid="hold-notice">
          {AVAILABILITY_TEXTS.heldFor(booking?.carType ?? null, hours)}
        </Text>
      </Stack>

      {reference ? (
        <Paper withBorder radius="lg" p="lg" ta="center" shadow="xs">
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
            Your booking reference
          </Text>
          <Text
            fw={800}
            fz={{ base: 34, sm: 44 }}
            ff="monospace"
            lts={2}
            c="teal.9"
            data-testid="booking-reference"
            style={{ userSelect: 'all' }}
          >
            {reference}
          </Text>
          <Text size="sm" c="dimmed">
            It is already in the message below, so we can find your booking at once.
          </Text>
        </Paper>
      ) : (
        <Alert color="blue" variant="light" title="Booked a car with us?">
          Send us a message with your name and pickup date, and we will confirm your reservation.
        </Alert>
      )}

      {booking && (
        <Paper withBorder radius="md" p="md" data-testid="thank-you-summary">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Car
              </Text>
              <Text fw={600}>{booking.carType}</Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Total
              </Text>
              <Text fw={600}>{formatEuro(booking.totalPrice)}</Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Pickup
              </Text>
              <Text fw={500}>
                {city(booking.pickupLocation)}, {formatDate(booking.pickupDate)} at {booking.pickupTime}
              </Text>
            </Box>
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Return
              </Text>
              <Text fw={500}>
                {city(booking.dropoffLocation)}, {formatDate(booking.returnDate)} at {booking.returnTime}
              </Text>
            </Box>
          </SimpleGrid>
        </Paper>
      )}

      <Stack align="center" gap="xs">
        <MessagingButton text={message} size="xl" data-testid="message-now">
          Message Now
        </MessagingButton>
        <Text size="xs" c="dimmed">
          Opens WhatsApp in a new tab with the message ready to send.
        </Text>
      </Stack>

      <Paper radius="md" p="md" bg="gray.0">
        <Text fw={700} mb="xs">
          What happens next
        </Text>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>Tap Message Now and send the prefilled message.</List.Item>
          <List.Item>We confirm your booking and reply with the details.</List.Item>
          <List.Item>Pick up your car at the airport or your hotel: no deposit, you pay on the first rental day.</List.Item>
        </List>
      </Paper>

      <Text ta="center" size="sm">
        <Anchor component={Link} to="/">
          Back to the home page
        </Anchor>
      </Text>
    </Stack>
  );
}
