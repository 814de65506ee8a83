import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page.tsx';

/** Reloads the page: the retry of the error fallback (platform.md §8). */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * Shown for uncaught errors (platform.md §2.4, §8): a retry message and a Retry button that
 * reloads the page. The shell clears it when the path changes.
 */
export function ErrorFallback() {
  const { t } = useTranslation('errors');
  return <ErrorPage type="unknown" description={t('retryMessage')} action={{ label: t('actions.retry'), onClick: reloadPage }} />;
}
