/**
 * The auth feature's public face: what other features may import (issue 17 §3, the lint rule in
 * eslint.layers.js). App routes may import the feature's files directly.
 */
export { fetchConnectedProfiles, useConnectedProfiles } from './api/connected-profiles.ts';
export { otpSentFrom } from './api/otp-sent.ts';
export type { OtpSentData } from './api/otp-sent.ts';
export type { OtpSent } from './api/otp-sent.ts';
export { authKeys } from './api/query-keys.ts';
export { useResendOtp } from './api/resend-otp.ts';
export { signOut } from './api/sign-out.ts';
export { FormErrorAlert } from './components/form-error-alert.tsx';
export { OtpForm } from './components/otp-form.tsx';
export { PasswordChecklist } from './components/password-checklist.tsx';
export { PasswordField } from './components/password-field.tsx';
export { PasswordWeaknessNote } from './components/password-weakness-note.tsx';
export { useContinueAsProfile } from './hooks/use-continue-as-profile.ts';
export { useAuth, useCurrentProfile } from './hooks/use-current-profile.ts';
export { useErrorMessage } from './hooks/use-error-message.ts';
export { useGo } from './hooks/use-go.ts';
export { useLocale } from './hooks/use-locale.ts';
export { useSearchParam } from './hooks/use-search-param.ts';
export { selectCurrentProfile, useAuthStore } from './stores/auth-store.ts';
export { maskAddress } from './stores/otp-store.ts';
export { loginBody, loginField, newPasswordField } from './utils/login-schemas.ts';
export { passwordWeakness } from './utils/password-strength.ts';
export { withQuery } from './utils/with-query.ts';
