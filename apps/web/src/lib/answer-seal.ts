import { isApiError } from './api-client.ts';

/** A 409 ANSWER_KEY_SEALED (docs/decisions/017-sealed-answer-keys.md) as the pages show it. */
export interface AnswerSealInfo {
  /** The test that seals the question, by name (its code when the server gave none). */
  testName: string;
  testCode: string;
  /** `open_session`: a test being taken on this account; `scheduled`: a scheduled test whose answers are not yet published. */
  reason: 'open_session' | 'scheduled';
  /** When the seal ends at the latest (epoch ms), or null when the server did not say. */
  until: number | null;
}

/**
 * The seal of a refused call: the test, why and until when, read from the error's `details`
 * (`test_code`, `test_name`, `reason`, `sealed_until`); null for any other error.
 */
export function answerSealOf(error: unknown): AnswerSealInfo | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'ANSWER_KEY_SEALED') return null;
  const detail = (path: string) => error.details.find((d) => d.path === path)?.message;
  const until = Date.parse(detail('sealed_until') ?? '');
  const testCode = detail('test_code') ?? '';
  return {
    testName: detail('test_name') || testCode,
    testCode,
    reason: detail('reason') === 'open_session' ? 'open_session' : 'scheduled',
    until: Number.isFinite(until) ? until : null,
  };
}

/** The end of a seal as a date and time in the UI language, in India time (as the test pages show times); '' when unknown. */
export function sealUntilText(seal: AnswerSealInfo, locale: string): string {
  if (seal.until === null) return '';
  try {
    return new Intl.DateTimeFormat(`${locale}-IN`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(seal.until);
  } catch {
    return new Date(seal.until).toISOString();
  }
}
