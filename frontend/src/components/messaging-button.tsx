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

/**
 * Styles that let a button's label wrap onto a second line instead of being cut off (long labels in
 * Russian or Arabic on a phone): at least the button's height, growing with its text.
 */
export const WRAPPING_BUTTON_STYLES = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6, maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25, height: 'auto', overflow: 'visible' },
} as const;

/** A full button that opens a chat with the company in a new tab, with `text` prefilled; a long label wraps. */
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
      styles={WRAPPING_BUTTON_STYLES}
      {...rest}
    >
      {children}
    </Button>
  );
}
