/**
 * Account and profile pages, written by the accounts feature, loaded lazily so the landing page
 * does not carry the forms.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadInvitePage } from '../../features/invites/index.ts';

/** A lazily loaded page that talks to the API: it arrives wrapped in the shared query client. */
function apiPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyRouteComponent(async () => {
    const [mod, query] = await Promise.all([load(), import('../../lib/query-client.tsx')]);
    return { [name]: query.withQueryClient(mod[name]) } as Record<K, ComponentType>;
  }, name);
}

export const LoginPage = apiPage(() => import('../../features/auth/components/login-page.tsx'), 'LoginPage');
export const SignupPage = apiPage(() => import('../../features/auth/components/signup-page.tsx'), 'SignupPage');
export const ForgotPasswordPage = apiPage(() => import('../../features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage');
export const ResetPasswordPage = apiPage(() => import('../../features/auth/components/reset-password-page.tsx'), 'ResetPasswordPage');
export const AccountVerifyPage = apiPage(() => import('../../features/auth/components/account-verify-page.tsx'), 'AccountVerifyPage');
export const SsoLoginPage = apiPage(() => import('../../features/auth/components/sso-login-page.tsx'), 'SsoLoginPage');
export const OAuthCallbackPage = apiPage(() => import('../../features/auth/components/oauth-callback-page.tsx'), 'OAuthCallbackPage');
export const BrowseProfilePage = apiPage(() => import('../../features/profiles/components/browse-profile-page.tsx'), 'BrowseProfilePage');
export const EditProfilePage = apiPage(() => import('../../features/profiles/components/edit-profile-page.tsx'), 'EditProfilePage');
export const AccountSettingsPage = apiPage(() => import('../../features/profiles/components/account-settings-page.tsx'), 'AccountSettingsPage');
export const InviteParentPage = apiPage(() => import('../../features/profiles/components/invite-parent-page.tsx'), 'InviteParentPage');
export const StudentOnboardingPage = apiPage(() => import('../../features/profiles/components/student-onboarding-page.tsx'), 'StudentOnboardingPage');
/** `/invite/{token}` (issue 21 §1): an invite link's page. */
export const InvitePage = apiPage(loadInvitePage, 'InviteRoute');
/** `/profile/accessibility` (issue 22 §2): the profile's display settings and compensatory time. */
export const AccessibilityPage = apiPage(() => import('../../features/profiles/components/accessibility-page.tsx'), 'AccessibilityPage');
