import { Group } from '@mantine/core';
import { MessagingRoundButton } from '@/components/messaging-button';
import { PageContainer } from '@/components/page-container';
import { LanguageSwitcher } from '@/features/language';
import { useT } from '@/i18n/i18n';
import { BrandLogo } from './brand-logo';

/** The top bar: logo to / and the round messaging-app button (docs/frontend.md). `overlay` sits on the hero. */
export function SiteHeader({ overlay = false }: { overlay?: boolean }) {
  const t = useT();
  return (
    <header
      style={
        overlay
          ? { position: 'relative', zIndex: 2 }
          : { background: '#fff', borderBottom: '1px solid var(--mantine-color-gray-2)', position: 'sticky', top: 0, zIndex: 50 }
      }
    >
      <PageContainer py={14}>
        <Group justify="space-between" wrap="nowrap" data-whole="">
          <BrandLogo light={overlay} />
          <Group gap="md" wrap="nowrap">
            <LanguageSwitcher compact tone={overlay ? 'light' : 'dark'} />
            <MessagingRoundButton text={t('messaging.bookingRequest')} label={t('header.bookOnWhatsApp')} />
          </Group>
          <span data-whole-end="" hidden />
        </Group>
      </PageContainer>
    </header>
  );
}
