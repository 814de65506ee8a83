/**
 * The sign-up form (platform.md §3 Sign-up user, §5) and its mapping to the `signUpBody`
 * contract: the full name is split (last word → last_name), mobile normalised, location in meta.
 */
import { z } from 'zod';
import type { SignUpBody } from '@abhyas/contracts';
import { normaliseMobile, splitFullName } from '@abhyas/domain';
import { newPasswordField, optionalEmail, optionalMobile } from './login-schemas.ts';

export const WHERE_IS_SCHOOL = ['village', 'town', 'city'] as const;

export const signupFormSchema = z
  .object({
    full_name: z.string().trim().min(1, 'validation.nameRequired').max(120, 'validation.nameTooLong'),
    mobile: optionalMobile,
    email: optionalEmail,
    password: newPasswordField,
    state: z.string(),
    district: z.string(),
    block: z.string().trim().max(100, 'validation.tooLong'),
    panchayat: z.string().trim().max(100, 'validation.tooLong'),
    where_is_school: z.string(),
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
  state: '',
  district: '',
  block: '',
  panchayat: '',
  where_is_school: '',
};

/** The request body for POST /api/auth/sign-up from valid form values. */
export function toSignUpBody(v: SignupFormValues, locale: string): SignUpBody {
  const { first_name, last_name } = splitFullName(v.full_name);
  const meta: NonNullable<SignUpBody['meta']> = {};
  if (v.state) meta.stateName = v.state;
  if (v.district) meta.districtName = v.district;
  if (v.block.trim()) meta.blockName = v.block.trim();
  if (v.panchayat.trim()) meta.myGramPanchayatName = v.panchayat.trim();
  if (v.where_is_school) meta.where_is_school = v.where_is_school;
  const mobile = v.mobile.trim() ? (normaliseMobile(v.mobile) ?? v.mobile.trim()) : undefined;
  const email = v.email.trim() ? v.email.trim().toLowerCase() : undefined;
  return { first_name, last_name, mobile, email, password: v.password, locale, meta };
}
