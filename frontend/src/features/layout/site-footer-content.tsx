import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MailIcon, PinIcon } from '@/components/icons';
import { PageContainer } from '@/components/page-container';
import { appConfig, companyAddressIn } from '@/lib/config';
import { brandSlug } from '@/lib/brand';
import { LanguageSwitcher } from '@/features/language';
import { useLocale, useLocalePath, useT } from '@/i18n/i18n';
import { BrandLogo } from './brand-logo';
import { useSite } from '@/lib/site-context';
import { COMPANY_FOUNDED_YEAR } from '@domain/site/company.js';

const linkStyle = { color: '#d5e6e3' };

/** Footer (docs/product.md §1; pages use the island SiteFooter of site-footer.tsx): Tbilisi address, contact e-mail, privacy and terms, since the founding year, © this year (Tbilisi). */
export function SiteFooterContent() {
  const t = useT();
  const year = useSite().today.slice(0, 4);
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <footer data-section="footer" style={{ background: '#0a2d2b', color: '#d5e6e3' }}>
      <PageContainer py={48}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={32}>
          <Stack gap="sm">
            <BrandLogo light />
            <Text size="sm" c="#b9d2ce" maw={300}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Stack gap={10}>
            <Text fw={700} c="#fff">
              {t('footer.contact')}
            </Text>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <PinIcon size={18} style={{ flex: 'none', marginTop: 2 }} />
              <Text size="sm" component="address" style={{ fontStyle: 'normal' }} data-testid="footer-address">
                {/* An address written left to right stays in its order inside right-to-left text. */}
                <bdi>{companyAddressIn(locale)}</bdi>
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <MailIcon size={18} style={{ flex: 'none' }} />
              <Anchor href={`mailto:${appConfig.contactEmail}`} size="sm" style={linkStyle} data-testid="footer-email" dir="ltr">
                {appConfig.contactEmail}
              </Anchor>
            </Group>
          </Stack>
          <Stack gap={10}>
            <Text fw={700} c="#fff">
              {t('footer.information')}
            </Text>
            <nav aria-label={t('footer.nav')}>
              <Stack gap={8}>
                <Anchor component={Link} to={lp('/vashlovani-national-park-guide')} size="sm" style={linkStyle}>
                  {t('footer.guide')}
                </Anchor>
                <Anchor href={lp(`/#about-${brandSlug()}`)} size="sm" style={linkStyle}>
                  {t('footer.about')}
                </Anchor>
                <Anchor href={lp('/#faq')} size="sm" style={linkStyle}>
                  {t('footer.faq')}
                </Anchor>
                <Anchor component={Link} to={lp('/privacy-policy')} size="sm" style={linkStyle}>
                  {t('footer.privacy')}
                </Anchor>
                <Anchor component={Link} to={lp('/terms-of-service')} size="sm" style={linkStyle}>
                  {t('footer.terms')}
                </Anchor>
              </Stack>
            </nav>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt={40} pt={20} style={{ borderTop: '1px solid rgba(255,255,255,0.14)' }} data-whole="">
          <Text size="sm">{t('footer.rights', { brand: appConfig.brandName, year })}</Text>
          <LanguageSwitcher tone="light" />
          <Text size="sm">{t('footer.since', { since: String(COMPANY_FOUNDED_YEAR) })}</Text>
          <span data-whole-end="" hidden />
        </Group>
      </PageContainer>
    </footer>
  );
}
