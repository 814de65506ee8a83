import { z } from 'zod';
import { localeParam } from '../common.ts';
import { MILESTONE_KINDS } from '@abhyas/domain';

/**
 * Achievements and success stories (issue 18 §4; learning.md §2 Achieve `/achieve/achievements`,
 * §3 Achieve entities "success story", §7 Achieve `success_stories`): milestones earned from the
 * profile's stored events only, the profile's consent to count in success stories, and the stories
 * themselves, which are never testimonials: anonymous aggregates of opted-in students in cohorts of
 * at least 5 (docs/decisions/025-success-stories.md). Child (profile) token. docs/api.md
 * "Achievements and success stories".
 */

const code = z.string().trim().min(1).max(120);
const locale = localeParam.optional();

/** GET /api/achieve/achievements?exam_code&goal_code&locale&child_id. */
export const achievementsQuery = z.object({
  exam_code: code.describe('the exam, e.g. jee-main (one of the profile’s goal)'),
  goal_code: code.optional().describe("the exam's goal; when given it must be the exam's"),
  locale,
  child_id: z.string().max(64).optional().describe("the token's own profile; any other is 404"),
});

/** The data behind a milestone; only the fields of its kind are set. Scores in the paper's marks. */
export const milestoneDataSchema = z.object({
  chapter_code: z.string().optional(),
  chapter_name: z.string().optional(),
  subject_name: z.string().optional(),
  concepts_total: z.number().int().optional(),
  concepts_mastered: z.number().int().optional(),
  test_name: z.string().optional(),
  score: z.number().optional(),
  max_marks: z.number().optional(),
  previous_test_name: z.string().optional(),
  previous_score: z.number().optional(),
  previous_max_marks: z.number().optional(),
  target_kind: z.enum(['score', 'percentile', 'percentage']).optional(),
  target_value: z.number().optional(),
  source: z.enum(['mock_test', 'prediction']).optional().describe('what reached the target: a finished full test or a stored prediction'),
  days: z.number().int().optional(),
});

/** A milestone: earned (`earned_at` epoch ms of the event) or locked (`earned_at` null, with progress). */
export const milestoneSchema = z.object({
  id: z.string().describe('stable: kind or kind:key (chapter code, test session id)'),
  kind: z.enum(MILESTONE_KINDS),
  earned_at: z.number().int().nullable().describe('epoch ms when the event happened; null while locked'),
  data: milestoneDataSchema,
  link: z.string().describe('web path: where to see it, or the step toward it'),
  progress: z.object({ current: z.number().int(), goal: z.number().int() }).nullable(),
  blocked: z.enum(['no_target', 'percentile_target']).optional().describe('locked for a reason beyond progress'),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** The profile's consent to count in success stories (off until the student turns it on). */
export const storyConsentSchema = z.object({
  opted_in: z.boolean(),
  updated_at: z.number().int().nullable().describe('epoch ms of the last change; null: never set (off)'),
});
export type StoryConsent = z.infer<typeof storyConsentSchema>;

/** The achievements: earned newest first, the locked ones next, the consent. */
export const achievementsResponse = z.object({
  data: z.object({
    exam: z.object({ code: z.string(), name: z.string(), goal_code: z.string() }),
    profile_id: z.string(),
    computed_at: z.number().int().describe('epoch ms'),
    earned: z.array(milestoneSchema),
    next: z.array(milestoneSchema),
    consent: storyConsentSchema,
  }),
});
export type Achievements = z.infer<typeof achievementsResponse>['data'];

/** PUT /api/achieve/success_stories/consent body. */
export const storyConsentBody = z.object({
  opted_in: z.boolean().describe('true: count my readiness journey, anonymously, in success stories'),
  child_id: z.string().max(64).optional(),
});
export const storyConsentResponse = z.object({ data: storyConsentSchema });

/** A cohort's figures: whole numbers only, never an individual's. */
export const cohortFiguresSchema = z.object({
  students: z.number().int().describe('students in the cohort, at least k_min'),
  start_band: z.tuple([z.number(), z.number()]).describe('where they started: predicted score, whole % of max marks'),
  median_weeks: z.number().int(),
  median_gain_points: z.number().int().describe('median change of the predicted score, % points of max marks'),
  improved_percent: z.number().int().describe('share whose predicted score rose, rounded to 10 %'),
  direction: z.enum(['up', 'down', 'flat']),
});
export type CohortFigures = z.infer<typeof cohortFiguresSchema>;

/** A success story in the spec's sample shape (user, location, success, type, direction); always an aggregate. */
export const successStorySchema = z.object({
  id: z.string(),
  type: z.enum(['academic']),
  user: z.null().describe('always null: a story never names or describes one student'),
  location: z.null().describe('always null: no location of any student is stored'),
  success: z.string().describe('English sentence; clients build their own from `cohort`'),
  direction: z.enum(['up', 'down', 'flat']),
  cohort: cohortFiguresSchema,
});
export type SuccessStory = z.infer<typeof successStorySchema>;

/** The privacy rules a story list was made under. */
const rulesSchema = z.object({
  k_min: z.number().int().describe('smallest cohort shown'),
  min_weeks: z.number().int().describe('weeks a journey must have been followed to count'),
});

/** POST /api/success_stories/social body (spec §7). latitude/longitude are checked and then dropped: never stored, logged or used. */
export const socialStoriesBody = z.object({
  exam_code: code,
  goal_code: code,
  latitude: z.number().min(-90).max(90).optional().describe('accepted for the spec; not stored or used'),
  longitude: z.number().min(-180).max(180).optional().describe('accepted for the spec; not stored or used'),
  learnpath_code: z.string().max(200).optional().describe('accepted; not used'),
  locale,
  page_size: z.number().int().min(1).max(10).optional().describe('default and max 10'),
  page_token: z.string().max(40).optional().describe('next_page_token of the previous page'),
  type: z.enum(['academic']).optional().describe('the only kind: readiness-journey aggregates'),
  child_id: z.string().max(64).optional(),
});

/** A page of stories: one per start band with enough opted-in students, most students first. */
export const socialStoriesResponse = z.object({
  data: z.object({
    exam: z.object({ code: z.string(), goal_code: z.string() }),
    stories: z.array(successStorySchema),
    next_page_token: z.string().nullable(),
    rules: rulesSchema,
  }),
});
export type SocialStories = z.infer<typeof socialStoriesResponse>['data'];

/** GET /api/achieve/success_stories/academic?session_id&locale (exam_code/goal_code default to the profile's exam). */
export const academicStoriesQuery = z.object({
  session_id: z.uuid().optional().describe("a finished full mock test of the caller's whose score sets the level; another's is 404"),
  exam_code: code.optional(),
  goal_code: code.optional(),
  locale,
  child_id: z.string().max(64).optional(),
});

/** The cohort near the caller's level: `ready` with a story, `insufficient` (fewer than k_min), or `no_level` (nothing to place the caller by). */
export const academicStoriesResponse = z.object({
  data: z.object({
    exam: z.object({ code: z.string(), goal_code: z.string() }),
    status: z.enum(['ready', 'insufficient', 'no_level']),
    level: z.object({ percent: z.number().int().describe('whole % of max marks'), source: z.enum(['prediction', 'mock_test']) }).nullable(),
    story: successStorySchema.nullable(),
    rules: rulesSchema,
  }),
});
export type AcademicStories = z.infer<typeof academicStoriesResponse>['data'];
