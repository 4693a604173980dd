import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { SiteProvider, type SiteContextValue } from './site-context';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

/**
 * The providers around every page, the same in the browser and in the server render (the router goes
 * inside: RouterProvider in the browser, StaticRouterProvider on the server). One instance per
 * render: nothing request-specific lives in module scope.
 */
export function AppProviders({ site, children }: { site: SiteContextValue; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <SiteProvider value={site}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Toasts />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </SiteProvider>
  );
}
