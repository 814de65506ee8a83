import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../utils/error-message.ts';

/** `(error) => text` for alerts, in the active language (platform.md §8). */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('auth');
  return useCallback((error: unknown) => describeError(t, error), [t]);
}
