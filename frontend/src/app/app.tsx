import './mantine-styles';
import './page-sections.css';
import type { I18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LocaleProvider } from '@/i18n/i18n';
import { textDirection, type Locale } from '@/i18n/locales';
import { createQueryClient } from '@/lib/query-client';
import { IslandGateKeeper } from '@/lib/static-island';
import { SiteProvider, type SiteContextValue } from '@/lib/site-context';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from '@/components/toasts';

/**
 * The providers around every page, the same in the browser and in the server render (the router goes
 * inside: RouterProvider in the browser, StaticRouterProvider on the server). One instance per
 * render: nothing request-specific lives in module scope; `i18n` is the page language's own
 * instance (one per request on the server).
 */
export function AppProviders({ site, i18n, children }: { site: SiteContextValue; i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const rtl = textDirection(i18n.locale as Locale) === 'rtl';
  return (
    <SiteProvider value={site}>
      <LocaleProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <IslandGateKeeper />
          <Toasts position={rtl ? 'top-left' : 'top-right'} />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </LocaleProvider>
    </SiteProvider>
  );
}
