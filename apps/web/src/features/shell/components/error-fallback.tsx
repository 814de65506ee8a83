import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModuleNotFound, reloadOnceForMissingModule } from '../../../lib/module-reload.ts';
import { ErrorPage } from './error-page.tsx';

/** How the page reloads; tests replace `run`. */
export const pageReload = { run: (): void => window.location.reload() };

/** Reloads the page: the retry of the error fallback (platform.md §8). */
export function reloadPage(): void {
  pageReload.run();
}

export interface ErrorFallbackProps {
  /** The caught error (the router's error component and the shell's boundary pass it). */
  error?: unknown;
}

/**
 * Shown for uncaught errors (platform.md §2.4, §8): a retry message and a Retry button that
 * reloads the page. The shell clears it when the path changes. A missing dynamic resource (a
 * route chunk gone after a deploy, lib/module-reload.ts) reloads the page once by itself, saying
 * so; if it is still missing after that reload, the page says a new version may be out and offers
 * Retry — never a blank page.
 */
export function ErrorFallback({ error }: ErrorFallbackProps) {
  const { t } = useTranslation('errors');
  const missing = isModuleNotFound(error);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (missing && reloadOnceForMissingModule(error, reloadPage)) setReloading(true);
  }, [missing, error]);
  if (missing) {
    return (
      <ErrorPage
        type="unknown"
        title={t('moduleNotFound.title')}
        description={t(reloading ? 'moduleNotFound.reloading' : 'moduleNotFound.body')}
        {...(reloading ? {} : { action: { label: t('actions.retry'), onClick: reloadPage } })}
      />
    );
  }
  return <ErrorPage type="unknown" description={t('retryMessage')} action={{ label: t('actions.retry'), onClick: reloadPage }} />;
}
