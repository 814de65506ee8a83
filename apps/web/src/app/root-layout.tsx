import { useCallback, useEffect } from 'react';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { examFocus, headerKind } from '@abhyas/domain';
import { signOut } from '../features/auth/api/sign-out.ts';
import { useAuth } from '../features/auth/hooks/use-current-profile.ts';
import { ShellEffects } from '../features/shell/components/shell-effects.tsx';
import { ShellFrame } from '../features/shell/components/shell-frame.tsx';
import { onBeforeLocaleChange } from '../lib/i18n.ts';
import './router-types.ts';

// A new interface language becomes the current profile's language too (platform.md §4.3, issue 15).
onBeforeLocaleChange(async (locale) => (await import('../features/profiles/utils/profile-locale-sync.ts')).keepProfileLanguage(locale));

/**
 * The root layout: composes the shell (header choice of platform.md §2.4 from the session and the
 * stored locale) around the matched page, and runs the app-wide effects.
 */
export function RootLayout() {
  const { i18n } = useTranslation();
  const auth = useAuth();
  const location = useRouterState({ select: (s) => s.location });
  const chromeless = useMatches({ select: (matches) => matches.some((m) => m.staticData?.chrome === 'none') });
  // A page embedded in another (the practice frame over a video: `?iframe=true`) shows no app chrome;
  // nor does a test's own screen, from its instructions on (decision 052).
  const plain = chromeless || new URLSearchParams(location.searchStr).get('iframe') === 'true' || examFocus(location.pathname);
  const onSignOut = useCallback(() => void signOut(), []);
  const locale = i18n.language;
  const profile = auth.currentProfile;
  const profileId = profile?.id ?? null;
  // The profile's display settings from the server (issue 22 §2): applied and cached for the next first paint.
  useEffect(() => {
    if (profileId) void import('../features/profiles/api/accommodations-calls.ts').then((m) => m.syncProfileDisplay(profileId));
  }, [profileId]);
  const kind = headerKind({ signedIn: auth.authed, hasProfile: profile !== null, locale });

  return (
    <>
      <ShellEffects pathname={location.pathname} searchStr={location.searchStr} href={location.href} noScroll={location.state.noScroll === true} />
      <ShellFrame
        headerKind={kind}
        locale={locale}
        signedIn={auth.authed}
        profileName={profile?.profile_details.first_name ?? null}
        avatarColor={profile?.profile_details.avatar_color}
        onSignOut={onSignOut}
        pathname={location.pathname}
        deviceType={new URLSearchParams(location.searchStr).get('device_type')}
        plain={plain}
      >
        <Outlet />
      </ShellFrame>
    </>
  );
}
