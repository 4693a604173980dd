import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MessagingButton } from '@/components/messaging-button';
import { useAvailabilityTexts } from '@/features/availability';

export interface SoldOutReason {
  /** `check`: found before step 3; `conflict`: the 409 of Confirm Booking. */
  source: 'check' | 'conflict';
  /** The reason in the page's language, with the site's dates (the catalogue's `validation.unavailable`). */
  reason: string;
  /** Other fleet cars free for the same period (may be empty or unknown). */
  freeCars: string[];
}

interface Props {
  value: SoldOutReason;
  /** Where the visitor can change the dates: step 2 ("above") or step 3 ("Go Back"). */
  step: 'details' | 'confirm';
  chatMessage: string;
  onChooseCar: (carType: string) => void;
}

/** The booking wizard's inline reason when the chosen car is sold out, with the ways out. */
export function SoldOutNotice({ value, step, chatMessage, onChooseCar }: Props) {
  const T = useAvailabilityTexts();
  return (
    <Alert color="red" variant="light" title={value.source === 'conflict' ? T.takenTitle : T.soldOutTitle} role="alert" data-testid="availability-reason">
      <Stack gap="xs">
        <Text size="sm" fw={600} data-testid="availability-reason-text">
          {value.reason}
        </Text>
        <Text size="sm">{step === 'details' ? T.wayOut : T.wayOutStep3}</Text>
        {value.freeCars.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={4}>
              {T.freeCars}
            </Text>
            <Group gap="xs">
              {value.freeCars.map((car) => (
                <Button key={car} size="compact-sm" variant="default" radius="xl" onClick={() => onChooseCar(car)} data-free-car={car}>
                  {T.chooseCar(car)}
                </Button>
              ))}
            </Group>
          </div>
        )}
        <div>
          <MessagingButton text={chatMessage} size="sm" data-testid="availability-chat">
            {T.chat}
          </MessagingButton>
        </div>
      </Stack>
    </Alert>
  );
}
