import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { TOAST_TIMEOUT_MS } from '@abhyas/domain';
import { fontStackFor, i18n } from '../lib/i18n.ts';
import { createAbhyasTheme, cssVariablesResolver } from './theme.ts';

/** One query client per app start: cached data lives 30 s fresh, failed queries retry once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

export interface AppProvidersProps {
  /** The active interface locale; picks the theme's font stack. */
  locale: string;
  queryClient: QueryClient;
  /** `test` disables Mantine transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * i18n, the Abhyas Mantine theme (font of the active script), server-state cache and toasts at
 * bottom centre for 5000 ms (platform.md §2.4).
 */
export function AppProviders({ locale, queryClient, env = 'default', children }: AppProvidersProps) {
  const theme = useMemo(() => createAbhyasTheme(fontStackFor(locale)), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="bottom-center" autoClose={TOAST_TIMEOUT_MS} limit={3} />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
