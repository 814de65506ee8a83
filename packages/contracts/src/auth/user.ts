import { z } from 'zod';

/** Parent account as returned by the account calls (platform.md §3 User). */
export const userDetails = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    mobile_verified: z.boolean(),
    email_verified: z.boolean(),
    org_id: z.string().nullable(),
    deviceId: z.string().nullable(),
    locale: z.string(),
    profile_pic: z.string().nullable(),
    location: z
      .object({
        stateName: z.string().optional(),
        districtName: z.string().optional(),
        blockName: z.string().optional(),
        myGramPanchayatName: z.string().optional(),
      })
      .nullable(),
  })
  .meta({ id: 'UserDetails' });
export type UserDetails = z.infer<typeof userDetails>;

/** Profile meta (platform.md §3 Profile), with the student's school and its place (issue 15). */
export const profileMeta = z.object({
  locale: z.string(),
  video_quality: z.string(),
  school_id: z.string().nullable(),
  sub_org_id: z.string().nullable(),
  school_name: z.string().nullable().optional(),
  where_is_school: z.string().nullable().optional(),
  state_name: z.string().nullable().optional(),
  district_name: z.string().nullable().optional(),
});

/** Child profile (platform.md §3 Profile). `auth_token` is a fresh child token scoped to this profile. */
export const linkedProfile = z
  .object({
    id: z.string(),
    auth_token: z.string(),
    platform_session: z.object({ sessionId: z.string() }),
    profile_details: z.object({
      first_name: z.string(),
      last_name: z.string(),
      primary_goal: z.string(),
      primary_exam: z.string(),
      goal_name: z.string(),
      exam_name: z.string(),
      exam_slug: z.string(),
      goal_type: z.enum(['K12', 'PreUG', 'PrePG']),
      format_reference: z.string(),
      learnpath_name: z.string(),
      board: z.string().nullable(),
      grade: z.number().int().nullable(),
      locale: z.string(),
      video_quality: z.string(),
      avatar_color: z.string(),
      meta: profileMeta,
    }),
  })
  .meta({ id: 'LinkedProfile' });
export type LinkedProfile = z.infer<typeof linkedProfile>;

/** `data` of connected_profiles and of a successful sign-in (platform.md §7.1). */
export const accountData = z
  .object({
    user_details: userDetails,
    linked_profiles: z.array(linkedProfile),
    feature_flags: z.record(z.string(), z.boolean()),
  })
  .meta({ id: 'AccountData' });
export type AccountData = z.infer<typeof accountData>;
