/**
 * Account and profile pages, written by the accounts feature, loaded lazily so the landing page
 * does not carry the forms.
 */
import { lazyRouteComponent } from '@tanstack/react-router';

export const LoginPage = lazyRouteComponent(() => import('../../features/auth/components/login-page.tsx'), 'LoginPage');
export const SignupPage = lazyRouteComponent(() => import('../../features/auth/components/signup-page.tsx'), 'SignupPage');
export const ForgotPasswordPage = lazyRouteComponent(() => import('../../features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyRouteComponent(() => import('../../features/auth/components/reset-password-page.tsx'), 'ResetPasswordPage');
export const AccountVerifyPage = lazyRouteComponent(() => import('../../features/auth/components/account-verify-page.tsx'), 'AccountVerifyPage');
export const SsoLoginPage = lazyRouteComponent(() => import('../../features/auth/components/sso-login-page.tsx'), 'SsoLoginPage');
export const OAuthCallbackPage = lazyRouteComponent(() => import('../../features/auth/components/oauth-callback-page.tsx'), 'OAuthCallbackPage');
export const BrowseProfilePage = lazyRouteComponent(() => import('../../features/profiles/components/browse-profile-page.tsx'), 'BrowseProfilePage');
export const EditProfilePage = lazyRouteComponent(() => import('../../features/profiles/components/edit-profile-page.tsx'), 'EditProfilePage');
export const AccountSettingsPage = lazyRouteComponent(() => import('../../features/profiles/components/account-settings-page.tsx'), 'AccountSettingsPage');
export const InviteParentPage = lazyRouteComponent(() => import('../../features/profiles/components/invite-parent-page.tsx'), 'InviteParentPage');
export const StudentOnboardingPage = lazyRouteComponent(
  () => import('../../features/profiles/components/student-onboarding-page.tsx'),
  'StudentOnboardingPage',
);
