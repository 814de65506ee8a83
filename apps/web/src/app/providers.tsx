import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/ui/toast-host.tsx';
import { fontStackFor, i18n } from '../lib/i18n.ts';
import { createAbhyasTheme, cssVariablesResolver } from './theme.ts';

export interface AppProvidersProps {
  /** The active interface locale; picks the theme's font stack. */
  locale: string;
  /** `test` disables Mantine transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * i18n, the Abhyas Mantine theme (font of the active script) and toasts at bottom centre for
 * 5000 ms (platform.md §2.4). The server-state cache comes with the pages that use it (lib/query-client.tsx).
 */
export function AppProviders({ locale, env = 'default', children }: AppProvidersProps) {
  const theme = useMemo(() => createAbhyasTheme(fontStackFor(locale)), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <ToastHost />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
