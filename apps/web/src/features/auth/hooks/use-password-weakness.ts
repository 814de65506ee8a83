import { useEffect, useState } from 'react';
import type { PasswordWeakness, PersonalInfo } from '@abhyas/domain';
import { passwordWeakness } from '../utils/password-strength.ts';

/**
 * The weakness of a new password as it is typed (debounced 250 ms; the estimator is loaded on
 * first use), or null. `info` should be stable between renders (memoise it).
 */
export function usePasswordWeakness(password: string, info: PersonalInfo): PasswordWeakness | null {
  const [weakness, setWeakness] = useState<PasswordWeakness | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void passwordWeakness(password, info).then((w) => {
        if (live) setWeakness(w);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, info]);
  return password ? weakness : null;
}
