/**
 * Client-side form schemas for the auth screens (platform.md §5). Messages are catalog keys
 * in the `auth` namespace, translated where they are shown.
 */
import { z } from 'zod';
import { checkPassword, classifyLogin, isValidEmail, normaliseMobile } from '@abhyas/domain';

/** Mobile number or e-mail address. */
export const loginField = z
  .string()
  .trim()
  .min(1, 'validation.loginRequired')
  .refine((v) => classifyLogin(v) !== null, 'validation.loginInvalid');

export const loginFormSchema = z.object({
  login: loginField,
  password: z.string().min(1, 'validation.passwordRequired'),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** A new password under the §5 rule (the checklist shows which part is missing). */
export const newPasswordField = z.string().refine((v) => checkPassword(v).ok, 'validation.passwordWeak');

export const optionalMobile = z
  .string()
  .trim()
  .refine((v) => v === '' || normaliseMobile(v) !== null, 'validation.mobileInvalid');

export const optionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidEmail(v.toLowerCase()), 'validation.emailInvalid');

/** `{ mobile }` or `{ email }` from what was typed in a login field (null when neither). */
export function loginBody(value: string): { mobile: string } | { email: string } | null {
  const id = classifyLogin(value);
  if (!id) return null;
  return id.kind === 'mobile' ? { mobile: id.value } : { email: id.value };
}
