/**
 * The new-password strength estimate in the browser (issue 14 §1.8): the same zxcvbn-ts check
 * the server makes, loaded on first use as its own chunk (the common-password dictionary weighs
 * about 225 KB gzipped), so no page pays for it until someone types a new password.
 */
import { checkPassword, type PasswordWeakness, type PersonalInfo } from '@abhyas/domain';
import type * as Strength from '@abhyas/domain/validation/password-strength';

type StrengthModule = typeof Strength;

let loading: Promise<StrengthModule> | undefined;

/** Starts loading the estimator (idempotent); rejects when the chunk cannot be fetched. */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import('@abhyas/domain/validation/password-strength').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/**
 * Why `password` would be refused as a new password, or null when it is fine, when it does not
 * meet the §5 character rules yet (the checklist shows those), or when the estimator cannot be
 * loaded (offline: the server still checks).
 */
export async function passwordWeakness(password: string, info: PersonalInfo): Promise<PasswordWeakness | null> {
  if (!checkPassword(password).ok) return null;
  try {
    return (await loadPasswordStrength()).estimatePasswordStrength(password, info).weakness;
  } catch {
    return null;
  }
}
