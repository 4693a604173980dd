import { Badge, Text } from '@mantine/core';
import { FEW_LEFT, type CarAvailability } from '@domain/availability/availability.js';
import { MessagingButton } from '@/components/messaging-button';
import { useAvailabilityTexts } from '@/features/availability';

/** True when no unit of the car is free (only known once the answer is there). */
export function isSoldOut(a: CarAvailability | undefined): boolean {
  return a !== undefined && a.available <= 0;
}

/** "Sold out for these dates" or "Only N left" (1..FEW_LEFT); nothing when plenty are free or unknown. */
export function AvailabilityNote({ availability }: { availability?: CarAvailability }) {
  const T = useAvailabilityTexts();
  if (!availability) return null;
  if (availability.available <= 0) {
    return (
      <Text fw={700} c="red.9" size="sm" data-testid="availability" data-available={0} role="status">
        {T.soldOut}
      </Text>
    );
  }
  if (availability.available <= FEW_LEFT) {
    return (
      <Badge color="orange" variant="light" c="#9a3412" radius="sm" size="md" tt="none" data-testid="availability" data-available={availability.available}>
        {T.onlyLeft(availability.available)}
      </Badge>
    );
  }
  return null;
}

/** Instead of Book Now on a sold-out card: a chat with the company, prefilled with the car and dates. */
export function SoldOutChat({ carType, message }: { carType: string; message: string }) {
  const T = useAvailabilityTexts();
  return (
    <>
      <Text size="xs" c="gray.7" ta="center" mb={6}>
        {T.soldOutHint}
      </Text>
      <MessagingButton
        text={message}
        fullWidth
        size="md"
        px={10}
        aria-label={T.soldOutChatLabel(carType)}
        data-testid="sold-out-chat"
        styles={{ root: { height: 'auto', minHeight: 42, paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
      >
        {T.soldOutChat}
      </MessagingButton>
    </>
  );
}
