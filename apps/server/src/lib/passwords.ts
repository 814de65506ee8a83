import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_WEAKNESS_MESSAGES, type PersonalInfo } from '@abhyas/domain';
import { estimatePasswordStrength } from '@abhyas/domain/validation/password-strength';
import { AppError } from './app-error.ts';

/** argon2id with 19 MiB, 2 iterations, parallelism 1 (OWASP's first recommended setting; issue #2 §3). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same work on a dummy hash,
 * so response time does not reveal whether an account exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not-a-real-password-0!', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/**
 * Refuses a new password that is easy to guess (zxcvbn score below 3, with the common-password
 * dictionary) or that contains the user's name, e-mail local part or mobile: 400 PASSWORD_WEAK,
 * whose message says why and whose one detail names `field` with the weakness as `reason`
 * (a `PasswordWeakness` key the web app translates). issue 14 §1.8
 */
export function assertStrongPassword(password: string, info: PersonalInfo, field: string): void {
  const strength = estimatePasswordStrength(password, info);
  if (strength.ok || !strength.weakness) return;
  const message = PASSWORD_WEAKNESS_MESSAGES[strength.weakness];
  throw new AppError(400, 'PASSWORD_WEAK', message, [{ path: `body.${field}`, message, reason: strength.weakness }]);
}
