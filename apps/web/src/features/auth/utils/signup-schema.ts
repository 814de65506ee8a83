/**
 * The parent's sign-up form (platform.md §3 Sign-up user, §5) and its mapping to the `signUpBody`
 * contract: the full name is split (last word → last_name), mobile normalised. School and place
 * belong to the child and are asked on the child's profile (issue 15).
 */
import { z } from 'zod';
import type { SignUpBody } from '@abhyas/contracts';
import { normaliseMobile, splitFullName } from '@abhyas/domain';
import { newPasswordField, optionalEmail, optionalMobile } from './login-schemas.ts';

export const signupFormSchema = z
  .object({
    full_name: z.string().trim().min(1, 'validation.nameRequired').max(120, 'validation.nameTooLong'),
    mobile: optionalMobile,
    email: optionalEmail,
    password: newPasswordField,
  })
  .superRefine((v, ctx) => {
    if (!v.mobile && !v.email) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation.mobileOrEmail' });
  });
export type SignupFormValues = z.input<typeof signupFormSchema>;

export const emptySignup: SignupFormValues = {
  full_name: '',
  mobile: '',
  email: '',
  password: '',
};

/** The request body for POST /api/auth/sign-up from valid form values. */
export function toSignUpBody(v: SignupFormValues, locale: string): SignUpBody {
  const { first_name, last_name } = splitFullName(v.full_name);
  const meta: NonNullable<SignUpBody['meta']> = {};
  const mobile = v.mobile.trim() ? (normaliseMobile(v.mobile) ?? v.mobile.trim()) : undefined;
  const email = v.email.trim() ? v.email.trim().toLowerCase() : undefined;
  return { first_name, last_name, mobile, email, password: v.password, locale, meta };
}
