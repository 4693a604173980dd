import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { useT } from '@/i18n/i18n';
import { messagingLink } from '@/lib/config';
import { ChatIcon } from './icons';

/** WhatsApp green, darkened enough for white text (contrast 4.6:1). */
export const MESSAGING_COLOR = '#0b7a53';

/** A round button that opens a chat with the company in a new tab, with `text` prefilled. */
export function MessagingRoundButton({ text, label }: { text: string; label?: string }) {
  const t = useT();
  label ??= t('messaging.chatWithUs');
  return (
    <ActionIcon
      component="a"
      href={messagingLink(text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      size={48}
      radius="xl"
      color={MESSAGING_COLOR}
      variant="filled"
    >
      <ChatIcon size={26} />
    </ActionIcon>
  );
}

/** A full button that opens a chat with the company in a new tab, with `text` prefilled. */
export function MessagingButton({ text, children, ...rest }: { text: string; children: React.ReactNode } & ButtonProps) {
  return (
    <Button
      component="a"
      href={messagingLink(text)}
      target="_blank"
      rel="noopener noreferrer"
      color={MESSAGING_COLOR}
      leftSection={<ChatIcon size={20} />}
      radius="xl"
      {...rest}
    >
      {children}
    </Button>
  );
}
