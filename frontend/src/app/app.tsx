import './mantine-styles';
import type { I18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { LocaleProvider } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { createRouter } from './router';

export function App({ i18n }: { i18n: I18n }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <LocaleProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {/* SPEC §4 Toasts: one at a time, 5 seconds (top-left in right-to-left languages) */}
        <Notifications limit={1} autoClose={5000} position={i18n.locale === 'he' || i18n.locale === 'ar' ? 'top-left' : 'top-right'} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}
