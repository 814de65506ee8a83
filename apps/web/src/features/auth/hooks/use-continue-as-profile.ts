import type { LinkedProfile } from '@abhyas/contracts';
import { interfaceLocaleForProfile } from '@abhyas/domain';
import { useCallback } from 'react';
import { i18n, openInLocale } from '../../../lib/i18n.ts';
import { useGo } from './use-go.ts';

/**
 * Continues to `href` as `profile` once it is current: in the profile's own language. When that
 * differs from the interface's, the page loads anew in it (catalogs, script font, questions);
 * otherwise the app navigates in place. platform.md §4.1, §4.3; issue 15
 */
export function useContinueAsProfile(): (profile: LinkedProfile, href: string) => void {
  const go = useGo();
  return useCallback(
    (profile: LinkedProfile, href: string) => {
      const locale = interfaceLocaleForProfile(profile.profile_details.locale, i18n.language);
      if (locale) openInLocale(locale, href);
      else go(href, { replace: true });
    },
    [go],
  );
}
