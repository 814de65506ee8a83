import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';

/** Server error codes of the school calls that have their own sentence (`schools:errors.<CODE>`). */
const KNOWN = new Set([
  'CLASS_NOT_FOUND',
  'ALREADY_IN_CLASS',
  'ACCOUNT_NOT_FOUND',
  'ALREADY_MEMBER',
  'DUE_BEFORE_START',
  'SPAN_TOO_LONG',
  'DUE_IN_PAST',
  'UNKNOWN_TARGET',
  'STARTS_IN_PAST',
  'HOMEWORK_NOT_YOURS',
  'NOT_ENOUGH_QUESTIONS',
  'UNKNOWN_CHAPTER',
  'LIVE_CLASS_NOT_ENDED',
]);

/**
 * What to tell the user about a failed school call: the sentence for a known code, the server's
 * own message for another refusal (below 500: it names the problem), too many tries (429), else a
 * generic one (network, server error).
 */
export function schoolErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (KNOWN.has(error.code)) return t(`schools:errors.${error.code}`);
    if (error.status === 0) return t('schools:errors.network');
    // Joining is limited per account and hour (codes are guessed one at a time).
    if (error.status === 429) return t('schools:errors.tooMany');
    if (error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403) return error.message;
  }
  return t('schools:errors.generic');
}
