import { Group, Text, UnstyledButton } from '@mantine/core';
import { ChatIcon } from '@/components/icons';
import { MESSAGING_COLOR } from '@/components/messaging-button';
import { messagingLink } from '@/lib/config';
import { useT } from '@/i18n/i18n';

export const CHAT_BAR_HEIGHT = 48;

/** The fixed bar at the top of the thank-you page: "Chat With Us Now" (docs/product.md §13). */
export function ChatTopBar({ text }: { text: string }) {
  const t = useT();
  return (
    <UnstyledButton
      component="a"
      href={messagingLink(text)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-top-bar"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 100,
        height: CHAT_BAR_HEIGHT,
        background: MESSAGING_COLOR,
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
      }}
    >
      <Group gap={8} wrap="nowrap">
        <ChatIcon size={20} />
        <Text fw={700} size="md" c="#fff">
          {t('thankYou.chatBar')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
