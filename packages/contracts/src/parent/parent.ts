import { z } from 'zod';

/**
 * The parent's view of a child's week (issue 21 §2; docs/decisions/035-parent-view.md) and the
 * family links (unlinking, issue 21 §1). Minutes are whole minutes; times epoch ms; dates India
 * calendar dates (YYYY-MM-DD).
 */

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID');

/** One child the parent account sees: its own profiles and those of families it was linked to. */
export const parentChild = z.object({
  profile_id: z.string(),
  first_name: z.string(),
  exam_code: z.string(),
  exam_name: z.string(),
  goal_code: z.string(),
  /** `own` when the account holds the profile, `linked` when reached through a family link. */
  access: z.enum(['own', 'linked']),
});
export type ParentChild = z.infer<typeof parentChild>;
export const parentChildrenResponse = z.object({ status: z.number().int(), data: z.array(parentChild) });

/** `/api/parent/children/{profileId}/week`. */
export const parentChildParams = z.object({ profileId: uuid });
/** `week_start`: the Monday of an India week; absent → this week. */
export const parentWeekQuery = z.object({
  week_start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'week_start must be a date YYYY-MM-DD (a Monday).')
    .optional(),
  locale: z.string().max(10).optional(),
});

/** One day's study time: minutes of practice (answer time), video (watch time) and tests (time in the test). */
export const parentWeekDay = z.object({
  date: z.string(),
  practice_min: z.number().int(),
  video_min: z.number().int(),
  test_min: z.number().int(),
  total_min: z.number().int(),
});

export const parentWeekAdvice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('more_days'), days_studied: z.number().int(), target_days: z.number().int() }),
  z.object({ kind: z.literal('revision_backlog'), cards: z.number().int() }),
  z.object({ kind: z.literal('weakest_subject'), subject_code: z.string(), subject_name: z.string(), mastery_pct: z.number().nullable() }),
  z.object({ kind: z.literal('keep_going') }),
]);
export type ParentWeekAdviceView = z.infer<typeof parentWeekAdvice>;

/** A child's week as the parent sees it. */
export const parentWeek = z.object({
  profile_id: z.string(),
  first_name: z.string(),
  exam_name: z.string(),
  week_start: z.string(),
  week_end: z.string(),
  /** The current India week's Monday (the web app hides "next week" past it). */
  this_week_start: z.string(),
  time_zone: z.literal('Asia/Kolkata'),
  days: z.array(parentWeekDay),
  totals: z.object({
    practice_min: z.number().int(),
    video_min: z.number().int(),
    test_min: z.number().int(),
    total_min: z.number().int(),
    days_studied: z.number().int(),
    questions_answered: z.number().int(),
    questions_correct: z.number().int(),
    accuracy_pct: z.number().int().nullable(),
  }),
  chapters: z.array(z.object({ code: z.string(), name: z.string(), subject_name: z.string().nullable() })),
  videos: z.array(
    z.object({ content_id: z.string(), title: z.string(), watched_min: z.number().int(), percent_watched: z.number().int(), completed: z.boolean() }),
  ),
  practice: z.array(
    z.object({
      session_id: z.string(),
      title: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      accuracy_pct: z.number().int().nullable(),
      minutes: z.number().int(),
    }),
  ),
  tests: z.array(
    z.object({
      session_id: z.string(),
      test_name: z.string(),
      finished_at: z.number().int(),
      score: z.number().nullable(),
      max_marks: z.number().nullable(),
      percentile: z.number().nullable(),
      minutes: z.number().int(),
    }),
  ),
  /** Per subject: the concepts practised this week and their mean BKT mastery before and after the week's answers (whole percent). */
  mastery: z.array(
    z.object({
      subject_code: z.string(),
      subject_name: z.string(),
      concepts_practised: z.number().int(),
      before_pct: z.number().int(),
      after_pct: z.number().int(),
      gained_pct: z.number().int(),
      /** The subject's mastery over the whole syllabus now (Explore mastery's roll-up), or null before any practice. */
      now_pct: z.number().int().nullable(),
    }),
  ),
  /** Readiness toward the Achieve target, when one is set: the target and the latest stored prediction. */
  readiness: z
    .object({
      target_kind: z.string(),
      target_value: z.number().nullable(),
      max_marks: z.number().nullable(),
      predicted_score: z.number().nullable(),
      predicted_at: z.number().int().nullable(),
    })
    .nullable(),
  revision: z.object({ due_today: z.number().int(), waiting: z.number().int(), total_cards: z.number().int(), reviewed_this_week: z.number().int() }),
  advice: parentWeekAdvice,
});
export type ParentWeek = z.infer<typeof parentWeek>;
export const parentWeekResponse = z.object({ status: z.number().int(), data: parentWeek });

/** The weekly digest e-mail setting of the parent account (on by default). */
export const parentDigestSettings = z.object({ weekly_digest: z.boolean(), email: z.string().nullable() });
export const parentDigestSettingsBody = z.object({ weekly_digest: z.boolean({ error: 'weekly_digest must be true or false.' }) });
export const parentDigestSettingsResponse = z.object({ status: z.number().int(), data: parentDigestSettings });

/** One family link: an adult linked to a family (family_members). No contact details. */
export const familyLink = z.object({
  id: z.string(),
  /** 1 parent, 2 mother, 3 father, 4 guardian. */
  relationship_type: z.number().int(),
  member_first_name: z.string(),
  family_first_name: z.string(),
  /** `holder`: the caller's account holds the family; `member`: the caller is the linked adult; `child`: a child token's view. */
  role: z.enum(['holder', 'member', 'child']),
  linked_at: z.number().int(),
});
export type FamilyLink = z.infer<typeof familyLink>;
export const familyLinksResponse = z.object({ status: z.number().int(), data: z.array(familyLink) });
export const familyLinkParams = z.object({ linkId: uuid });
export const familyLinkDeletedResponse = z.object({ status: z.number().int(), data: z.object({ id: z.string(), unlinked: z.literal(true) }) });
