import './prose.css';
import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { SiteFooter, SiteHeader } from '@/features/layout';

/** Header, a title band, readable content column and the footer: terms, privacy and similar pages. */
export function ContentLayout({ title, intro, children, actions }: { title: string; intro?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <Box style={{ background: 'linear-gradient(135deg, #0b3d3a, #13665f)' }} c="#fff">
        <PageContainer py={{ base: 36, sm: 56 }} size={860}>
          {actions}
          <Title order={1} fz={{ base: 30, sm: 42 }}>
            {title}
          </Title>
          {intro && (
            <Text mt="sm" fz="lg" c="#d7ebe8">
              {intro}
            </Text>
          )}
        </PageContainer>
      </Box>
      <main>
        <PageContainer py={{ base: 32, sm: 56 }} size={860}>
          <div className="prose">{children}</div>
        </PageContainer>
      </main>
      <SiteFooter />
    </>
  );
}
