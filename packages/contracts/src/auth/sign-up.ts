import { z } from 'zod';
import { envelope, localeQuery, localeParam } from '../common.ts';
import { accountData } from './user.ts';
import { emailSchema, mobileSchema, newPasswordSchema, requireOneLogin } from './fields.ts';

/** Sign-up user (platform.md §3 Sign-up user, §7.2 POST /sign-up). */
export const signUpBody = z
  .object({
    first_name: z.string().trim().min(1, 'First name is required.').max(60),
    last_name: z.string().trim().max(60).default(''),
    mobile: mobileSchema.optional(),
    email: emailSchema.optional(),
    password: newPasswordSchema,
    profile_pic: z.string().max(500).optional(),
    locale: localeParam.optional(),
    meta: z
      .object({
        where_is_school: z.string().max(100).optional(),
        myGramPanchayatId: z.string().max(100).optional(),
        myGramPanchayatName: z.string().max(100).optional(),
        districtName: z.string().max(100).optional(),
        blockName: z.string().max(100).optional(),
        stateName: z.string().max(100).optional(),
        'otp-in-status': z.boolean().optional(),
      })
      .strict()
      .default({}),
  })
  .superRefine(requireOneLogin);
export type SignUpBody = z.input<typeof signUpBody>;

export const signUpQuery = localeQuery.extend({
  type: z.string().max(40).optional(),
});

/** 201: `status` is 201 (platform.md §5); `x-auth-token` and `x-otp-token` headers are set. */
export const signUpResponse = envelope(accountData);
