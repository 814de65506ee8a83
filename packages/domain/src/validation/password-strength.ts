// The strength estimate for new passwords (issue 14 §1.8): zxcvbn-ts with its common-password
// dictionary. Imported by path (`@abhyas/domain/validation/password-strength`), not from the
// package index: the dictionary weighs about 225 KB gzipped, so the web app loads it lazily.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_SCORE, personalInfoIn, userInputsOf, weaknessOfWarning, type PasswordWeakness, type PersonalInfo } from './password-personal.ts';

export interface PasswordStrength {
  /** True when the password may be used. */
  ok: boolean;
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Why it is refused; null when `ok`. */
  weakness: PasswordWeakness | null;
}

let factory: ZxcvbnFactory | undefined;

/**
 * Built on first use (about 0.1 s: the dictionary is indexed once per process). Without
 * translations zxcvbn answers its warnings as keys, which `weaknessOfWarning` maps to our own
 * messages in every language.
 */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return factory;
}

/**
 * Estimates a new password: refused when it contains the user's name, e-mail local part or
 * mobile, or when zxcvbn (with the user's details and the site's name as known words) scores it
 * below PASSWORD_MIN_SCORE. Synchronous; a few to 30 ms per password. The §5 character rules
 * (`checkPassword`) are checked separately.
 */
export function estimatePasswordStrength(password: string, info: PersonalInfo = {}): PasswordStrength {
  const personal = personalInfoIn(password, info);
  const result = zxcvbn().check(password, userInputsOf(info));
  const score = result.score;
  if (personal) return { ok: false, score, weakness: personal };
  if (score >= PASSWORD_MIN_SCORE) return { ok: true, score, weakness: null };
  return { ok: false, score, weakness: weaknessOfWarning(result.feedback.warning) };
}
