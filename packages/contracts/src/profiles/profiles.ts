import { z } from 'zod';
import { AVATAR_COLOURS, VIDEO_QUALITIES } from '@abhyas/domain';
import { envelope, localeParam } from '../common.ts';
import { linkedProfile } from '../auth/user.ts';

const avatar = z.enum(AVATAR_COLOURS as unknown as [string, ...string[]]);

/**
 * The student's school and where it is (issue 15: asked on the child's profile; the parent's
 * sign-up asks only for the parent). Each optional; null clears it on edit_profile. A state must
 * be one of India's states and union territories, and a district one of that state's.
 */
const schoolFields = {
  school_name: z.string().trim().max(120).nullable().optional(),
  where_is_school: z.enum(['village', 'town', 'city']).nullable().optional(),
  state_name: z.string().trim().max(100).nullable().optional(),
  district_name: z.string().trim().max(100).nullable().optional(),
};
const quality = z.enum(VIDEO_QUALITIES as unknown as [string, ...string[]]);

/**
 * POST /api/auth/add_profile (platform.md §7.1). `exam` must belong to `goal`; for K12 goals the
 * exam fixes board and grade. Answers 201 with the profile, its `auth_token` and `platform_session`.
 */
export const addProfileBody = z.object({
  first_name: z.string().trim().min(1, 'Name is required.').max(60),
  last_name: z.string().trim().max(60).default(''),
  goal: z.string().min(1).max(60),
  exam: z.string().min(1).max(80),
  locale: localeParam.default('en'),
  video_quality: quality.default('auto'),
  avatar_color: avatar.default('orange'),
  meta: z
    .object({ school_id: z.string().max(80).nullable().optional(), sub_org_id: z.string().max(80).nullable().optional(), ...schoolFields })
    .strict()
    .default({}),
  /**
   * Who adds the profile (issue 21 §3; decision 036): `parent` (default) or `student`, a student
   * signing up alone (/student-onboarding), whose consent must come from a parent linked by an invite.
   */
  added_by: z.enum(['parent', 'student'], { error: "added_by must be 'parent' or 'student'." }).optional(),
  /** The parent's consent given with the profile: the wording shown (version, locale, SHA-256 of its text). */
  parental_consent: z
    .object({
      wording_version: z.string().min(1).max(40),
      wording_locale: localeParam,
      wording_hash: z.string().regex(/^[0-9a-f]{64}$/, 'wording_hash must be the SHA-256 of the wording, 64 lower-case hex digits.'),
    })
    .strict()
    .optional(),
});
export type AddProfileBody = z.input<typeof addProfileBody>;

/** PUT /api/auth/edit_profile (platform.md §7.1): child token of the profile, or a parent token with `id`. */
export const editProfileBody = z
  .object({
    id: z.uuid().optional(),
    first_name: z.string().trim().min(1).max(60).optional(),
    last_name: z.string().trim().max(60).optional(),
    goal: z.string().min(1).max(60).optional(),
    exam: z.string().min(1).max(80).optional(),
    locale: localeParam.optional(),
    video_quality: quality.optional(),
    avatar_color: avatar.optional(),
    meta: z
      .object({
        locale: localeParam.optional(),
        video_quality: quality.optional(),
        school_id: z.string().max(80).nullable().optional(),
        sub_org_id: z.string().max(80).nullable().optional(),
        ...schoolFields,
      })
      .strict()
      .optional(),
  })
  .refine((v) => !(v.goal && !v.exam), { message: 'Changing the goal needs an exam of that goal.', path: ['exam'] });
export type EditProfileBody = z.input<typeof editProfileBody>;

export const profileResponse = envelope(linkedProfile);
