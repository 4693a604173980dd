import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MailIcon, PinIcon } from '@/components/icons';
import { PageContainer } from '@/components/page-container';
import { appConfig } from '@/lib/config';
import { brandSlug } from '@/lib/brand';
import { BrandLogo } from './brand-logo';

const linkStyle = { color: '#d5e6e3' };

/** Footer (SPEC §1): Tbilisi address, contact e-mail, privacy and terms, since 2012, © 2025. */
export function SiteFooter() {
  return (
    <footer style={{ background: '#0a2d2b', color: '#d5e6e3' }}>
      <PageContainer py={48}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={32}>
          <Stack gap="sm">
            <BrandLogo light />
            <Text size="sm" c="#b9d2ce" maw={300}>
              4x4 and city car rental in Georgia since 2012. No deposit, unlimited mileage, a free second driver and trips to Armenia.
            </Text>
          </Stack>
          <Stack gap={10}>
            <Text fw={700} c="#fff">
              Contact
            </Text>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <PinIcon size={18} style={{ flex: 'none', marginTop: 2 }} />
              <Text size="sm" component="address" style={{ fontStyle: 'normal' }} data-testid="footer-address">
                {appConfig.companyAddress}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <MailIcon size={18} style={{ flex: 'none' }} />
              <Anchor href={`mailto:${appConfig.contactEmail}`} size="sm" style={linkStyle} data-testid="footer-email">
                {appConfig.contactEmail}
              </Anchor>
            </Group>
          </Stack>
          <Stack gap={10}>
            <Text fw={700} c="#fff">
              Information
            </Text>
            <nav aria-label="Footer">
              <Stack gap={8}>
                <Anchor component={Link} to="/vashlovani-national-park-guide" size="sm" style={linkStyle}>
                  Vashlovani National Park guide
                </Anchor>
                <Anchor href={`/#about-${brandSlug()}`} size="sm" style={linkStyle}>
                  About us
                </Anchor>
                <Anchor href="/#faq" size="sm" style={linkStyle}>
                  FAQ
                </Anchor>
                <Anchor component={Link} to="/privacy-policy" size="sm" style={linkStyle}>
                  Privacy Policy
                </Anchor>
                <Anchor component={Link} to="/terms-of-service" size="sm" style={linkStyle}>
                  Terms of Service
                </Anchor>
              </Stack>
            </nav>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt={40} pt={20} style={{ borderTop: '1px solid rgba(255,255,255,0.14)' }}>
          <Text size="sm">© 2025 {appConfig.brandName}. All rights reserved.</Text>
          <Text size="sm">Since 2012</Text>
        </Group>
      </PageContainer>
    </footer>
  );
}
