import { z } from 'zod';
import { localeParam } from '../common.ts';
import { questionResponseItem } from './target.ts';

/**
 * Achieve, the personalised achievement journey ("PAJ"; learning.md §3 and §7 Achieve; issue 18 §4).
 * Profile (child) token; a `paj_id` or `step_id` not of the caller's profile is 404 PAJ_NOT_FOUND /
 * STEP_NOT_FOUND. Every read re-plans the journey when the India day moved on since its last plan
 * and answers what changed (`changes`). docs/api.md "Journey (PAJ)".
 */

const code = z.string().trim().min(1).max(80);
const id = z.string().trim().min(1).max(120);
const locale = localeParam.optional();

/** POST /api/achieve/paj/generate body; `question_response` (optional) is stored as the target first (PUT /api/achieve/target rules). */
export const pajGenerateBody = z.object({
  exam_code: code,
  goal_code: code,
  question_response: z.array(questionResponseItem).min(1).max(20).optional(),
  session_id: z.string().max(200).optional().describe('accepted (spec §7), not used'),
  locale,
  child_id: z.string().max(64).optional(),
});
export type PajGenerateBody = z.infer<typeof pajGenerateBody>;

/** One step as shown: `title` in the locale, minutes, status, day. */
export const pajStepSchema = z.object({
  step_id: z.string().describe('unique within the journey, stable across re-plans'),
  kind: z.enum(['watch', 'practice', 'timed_practice', 'test']),
  title: z.string(),
  minutes: z.number().int().describe('estimated minutes of the whole step'),
  minutes_done: z.number().describe('minutes done of a partly done step'),
  status: z.enum(['planned', 'done']),
  day: z.string().describe('YYYY-MM-DD'),
  chapter_code: z.string().nullable(),
  subject_code: z.string().nullable().describe("the chapter's subject (null for a full test)"),
  subject_name: z.string().nullable().describe('in the locale'),
  concept_code: z.string().nullable(),
  code: z.string().nullable().describe('the video (watch) or the test (test)'),
  answers: z.number().int().nullable().describe('practice: answers expected'),
  gain: z.number().describe('expected marks gained on the paper'),
});
export type PajStep = z.infer<typeof pajStepSchema>;

/** A change of a re-plan (`replanJourney`): moved (missed), deferred (made room), dropped (no room before the exam). */
export const pajChangeSchema = z.object({
  step_id: z.string(),
  kind: z.enum(['watch', 'practice', 'timed_practice', 'test']),
  change: z.enum(['moved', 'deferred', 'dropped']),
  from: z.string(),
  to: z.string().nullable(),
  reason: z.enum(['missed', 'made_room', 'no_room_before_exam', 'requires_dropped']),
});
export type PajChange = z.infer<typeof pajChangeSchema>;

const journeyFields = {
  paj_id: z.string(),
  exam_code: z.string(),
  journey_name: z.string(),
  today: z.string().describe('the server day, India time'),
  start_date: z.string(),
  exam_date: z.string(),
  daily_minutes: z.number().int(),
  target_marks: z.number(),
  max_marks: z.number(),
  predicted_marks: z.number().describe('expected marks when planned'),
  expected_marks: z.number().describe('expected marks after every step'),
  changes: z.array(pajChangeSchema).describe('what the latest re-plan (today) changed; empty when none'),
};

/** POST /api/achieve/paj/generate and /paj/extend answer: the journey and its steps in day order (`added`: steps extend added). */
export const pajJourneyResponse = z.object({
  data: z.object({ ...journeyFields, steps: z.array(pajStepSchema), added: z.array(z.string()).optional() }),
});
export type PajJourney = z.infer<typeof pajJourneyResponse>['data'];

/** GET /api/achieve/paj/current query: the profile's journey for an exam. */
export const pajCurrentQuery = z.object({ exam_code: code, child_id: z.string().max(64).optional() });
/** GET /api/achieve/paj/current answer: the journey's id, or null when the profile has none for the exam. */
export const pajCurrentResponse = z.object({ data: z.object({ paj_id: z.string() }).nullable() });

/** GET /api/achieve/paj/tiles query. */
export const pajTilesQuery = z.object({ paj_id: id, locale, child_id: z.string().max(64).optional() });

/** A day tile: `section` today, upcoming or done (a past day); `minutes` the day holds (within daily_minutes). */
export const pajDaySchema = z.object({
  date: z.string(),
  section: z.enum(['today', 'upcoming', 'done']),
  minutes: z.number(),
  steps: z.array(pajStepSchema),
});

/** The journey's days: today first, then upcoming days in order, then done (past) days, latest first; days without steps left out. */
export const pajTilesResponse = z.object({
  data: z.object({ ...journeyFields, days: z.array(pajDaySchema), dropped: z.array(pajStepSchema) }),
});
export type PajTiles = z.infer<typeof pajTilesResponse>['data'];

/** GET /api/achieve/paj/step query; `paj_id` is optional (the profile's journeys are searched). */
export const pajStepQuery = z.object({ step_id: id, paj_id: id.optional(), locale, child_id: z.string().max(64).optional() });

/**
 * What starting a step needs: a practice step the POST /api/v1/practice/session body (PAJPractice
 * or, for timed practice, PAJNQEPractice, with the guided-journey fields); a watch step the video
 * id; a test step the test code; a chapter test not yet made what POST /api/achieve/paj/step/test
 * will make (a create-your-own test of the chapter; that call answers the step with a `test` start).
 */
export const pajStepStartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('practice'), practice_session: z.record(z.string(), z.unknown()) }),
  z.object({ kind: z.literal('watch'), video_id: z.string() }),
  z.object({
    kind: z.literal('test'),
    test_code: z.string(),
    paj_id: z.string().optional().describe('the journey: the achieve-test flow marker (issue 18 §4)'),
    paj_step_id: z.string().optional().describe('the step, marked done after the achieve-test questionnaire'),
  }),
  z.object({
    kind: z.literal('chapter_test'),
    paj_id: z.string(),
    paj_step_id: z.string(),
    chapter_code: z.string(),
    question_count: z.number().int().describe('questions the test will ask (at most 10)'),
    duration_s: z.number().int().describe('its time, in seconds'),
  }),
]);

/** GET /api/achieve/paj/step answer. */
export const pajStepResponse = z.object({
  data: z.object({ paj_id: z.string(), today: z.string(), step: pajStepSchema, start: pajStepStartSchema, changes: z.array(pajChangeSchema) }),
});
export type PajStepDetail = z.infer<typeof pajStepResponse>['data'];

/** POST /api/achieve/paj/step/test body: the chapter-test step whose test to make (or find, once made). */
export const pajStepTestBody = z.object({ paj_id: id, step_id: id, locale, child_id: z.string().max(64).optional() });

/** POST /api/achieve/paj/progress body: the step completed, or minutes done of it so far. */
export const pajProgressBody = z.object({
  paj_id: id,
  step_id: id,
  completed: z.boolean(),
  minutes_done: z.number().min(0).max(1440).optional(),
  locale,
  child_id: z.string().max(64).optional(),
});

/** POST /api/achieve/paj/extend query and body. */
export const pajExtendQuery = z.object({ locale });
export const pajExtendBody = z.object({ paj_id: id, child_id: z.string().max(64).optional() });
