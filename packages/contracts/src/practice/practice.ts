import { z } from 'zod';
import { GAMEPAD_STATES, MAX_LOOKUP_CODE_LENGTH, MAX_LOOKUP_CODES, parseCodeList, PRACTICE_BADGES } from '@abhyas/domain';
import { publicQuestionSchema } from '../content/questions.ts';
import { videoTileSchema } from '../content/browse.ts';
import { answerExplanationSchema } from './solution.ts';
import { uuidSchema, localeParam } from '../common.ts';

/** Practice kinds (learning.md §3 Practice entities). */
export const PRACTICE_KINDS = [
  'Normal',
  'BookPractice',
  'CFUPractice',
  'AdhocPractice',
  'CustomPractice',
  'PAJPractice',
  'PAJNQEPractice',
  'BookmarkPractice',
  'RevisionPractice',
] as const;

const code = z.string().min(1).max(120);

/**
 * `questionCode` of session creation and the question-start call: one code, or (AdhocPractice, the
 * annotation frame of learning.md §2) a comma list of at most MAX_LOOKUP_CODES codes of at most
 * MAX_LOOKUP_CODE_LENGTH characters each; a malformed list is 400 naming questionCode.
 */
const questionCodeList = z
  .string()
  .min(1)
  .max(MAX_LOOKUP_CODES * (MAX_LOOKUP_CODE_LENGTH + 1))
  .superRefine((v, ctx) => {
    const problem = parseCodeList(v).problem;
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message:
          problem === 'TOO_MANY_CODES'
            ? `questionCode lists at most ${MAX_LOOKUP_CODES} questions`
            : problem === 'BAD_CODE'
              ? `each question code is at most ${MAX_LOOKUP_CODE_LENGTH} characters`
              : 'questionCode names no question',
      });
  });
const optionalInt = z.coerce.number().int().min(0).max(100_000).optional();

/**
 * POST /v1/practice/session body (learning.md §3 session creation payload). What each kind needs:
 * - Normal: `learning_map.bundle_code`, a chapter (or topic) code of the learning map;
 * - BookPractice, CustomPractice, CFUPractice: `practice_id` — a book code (its chapters), a mock-test
 *   or create-your-own-test code (its questions), a video code (its in-video questions and those of
 *   its concepts: the check for understanding after watching it), or a chapter, topic or concept code;
 * - AdhocPractice: one of `questionCode` (started with it), `conceptCode`, `video_id` (the video's
 *   concepts and in-video questions), or `learning_map.bundle_code`;
 * - PAJPractice: `questionCode` or `learning_map.bundle_code`, plus the guided-journey fields;
 * - PAJNQEPractice: `concept_code` or `learning_map.bundle_code`, plus `paj_step_id`, `duration_in_minutes`;
 * - BookmarkPractice: the profile's bookmarked questions (issue 19 §1), of one chapter or subject
 *   when `learning_map.bundle_code` names it; 409 NO_BOOKMARKED_QUESTIONS when there are none.
 * - RevisionPractice (issue 19 §2): `revision_list` — `due` (default: today's due cards within the
 *   daily cap, most overdue first), `chapter:<code>` or a named list id (docs/api.md "Revision").
 * Every field given is stored on the session. 400 with `details` when the kind's scope is missing.
 */
export const practiceSessionBody = z
  .object({
    type: z.enum(PRACTICE_KINDS).default('Normal'),
    learning_map: z
      .object({
        bundle_code: z.string().min(1, 'learning_map.bundle_code names the chapter to practise').max(120).optional(),
        exam_code: z.string().max(80).optional(),
        level: z.string().max(20).optional(),
        format_id: z.string().max(80).optional(),
        lm_name: z.string().max(300).optional(),
        goal_name: z.string().max(120).optional(),
        exam_name: z.string().max(120).optional(),
      })
      .default({}),
    title: z.string().max(200).optional(),
    language: z.string().max(8).optional(),
    namespace: z.string().max(80).optional(),
    device: z.string().max(40).optional(),
    source: z.string().max(80).optional(),
    sourceId: z.string().max(120).optional(),
    practice_uid: z.string().max(120).optional(),
    school_id: z.string().max(120).optional(),
    class_id: z.string().max(120).optional(),
    /** The school assignment this practice is done for (issue 23 §2): checked against the profile's classes. */
    homework_id: z.string().max(120).optional(),
    platform_session_id: z.string().max(120).optional(),
    /** BookPractice / CustomPractice / CFUPractice scope (see above). */
    practice_id: code.optional(),
    /** AdhocPractice. */
    video_id: code.optional(),
    conceptCode: code.optional(),
    questionCode: questionCodeList
      .optional()
      .describe('one question code; AdhocPractice also takes a comma list (the annotation frame: each served once, in the given order)'),
    /** Guided journey (PAJPractice, PAJNQEPractice). */
    paj_id: z.string().max(120).optional(),
    paj_step_index: optionalInt,
    paj_step_path: z.string().max(120).optional(),
    paj_step_path_index: optionalInt,
    call_id: z.string().max(120).optional(),
    object_type: z.string().max(80).optional(),
    paj_step_id: z.string().max(120).optional(),
    duration_in_minutes: z.coerce.number().int().min(1).max(600).optional(),
    concept_code: code.optional(),
    /** RevisionPractice: the revision list to practise (see above). */
    revision_list: z
      .string()
      .max(130)
      .regex(
        /^(due|chapter:[A-Za-z0-9._-]{1,120}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/iu,
        'revision_list is "due", "chapter:<chapter code>" or a named list id (UUID)',
      )
      .optional(),
  })
  .superRefine((b, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    };
    const bundle = !!b.learning_map.bundle_code;
    switch (b.type) {
      case 'Normal':
        need(bundle, 'learning_map.bundle_code', 'learning_map.bundle_code names the chapter to practise');
        break;
      case 'BookPractice':
      case 'CustomPractice':
      case 'CFUPractice':
        need(!!b.practice_id || bundle, 'practice_id', `${b.type} needs practice_id (a book, test, video, chapter, topic or concept code)`);
        break;
      case 'AdhocPractice':
        need(
          !!(b.questionCode || b.conceptCode || b.video_id || bundle),
          'questionCode',
          'AdhocPractice needs questionCode, conceptCode, video_id or learning_map.bundle_code',
        );
        break;
      case 'PAJPractice':
        need(!!(b.questionCode || bundle), 'questionCode', 'PAJPractice needs questionCode or learning_map.bundle_code');
        need(!b.questionCode?.includes(','), 'questionCode', 'PAJPractice takes one questionCode, not a list');
        break;
      case 'PAJNQEPractice':
        need(!!(b.concept_code || bundle), 'concept_code', 'PAJNQEPractice needs concept_code or learning_map.bundle_code');
        break;
    }
  });
export type PracticeSessionBody = z.infer<typeof practiceSessionBody>;

/** The guided-journey fields stored on a session (null for other kinds). */
export const pajFieldsSchema = z.object({
  paj_id: z.string().nullable(),
  paj_step_index: z.number().int().nullable(),
  paj_step_path: z.string().nullable(),
  paj_step_path_index: z.number().int().nullable(),
  call_id: z.string().nullable(),
  object_type: z.string().nullable(),
  paj_step_id: z.string().nullable(),
  duration_in_minutes: z.number().int().nullable(),
  concept_code: z.string().nullable(),
});

/**
 * The session (learning.md §3 Practice session): the answer of POST /v1/practice/session and of
 * GET /api/v1/practice/{sessionId} (an addition, to resume after a reload; 404 for another profile's). `learning_map` describes the practised scope:
 * `level` is chapter, topic, concept, book, test or question; `chapter_code`/`chapter_name` are the
 * scope's (first) chapter; `bundle_code` is the scope code.
 */
export const practiceSessionResponse = z.object({
  session_id: z.string(),
  type: z.enum(PRACTICE_KINDS),
  title: z.string(),
  language: z.string(),
  learning_map: z.object({ bundle_code: z.string(), level: z.string(), chapter_code: z.string(), chapter_name: z.string(), subject: z.string() }),
  last_eorder: z.number().int().describe('highest practice-event eorder stored so far (0 for none)'),
  guide_messages: z.array(z.string()),
  total_question_count: z.number().int(),
  /** The question the session starts with (AdhocPractice / PAJPractice questionCode), if any. */
  start_question_code: z.string().nullable(),
  practice_id: z.string().nullable(),
  video_id: z.string().nullable(),
  concept_code: z.string().nullable(),
  paj: pajFieldsSchema.nullable(),
  source: z.string().nullable(),
  ended: z.boolean().describe('true after a finish_session event'),
});
export type PracticeSessionResponse = z.infer<typeof practiceSessionResponse>;

export const practiceSessionParams = z.object({ sessionId: z.uuid('sessionId must be a practice session id (UUID)') });
export const practiceQuestionParams = practiceSessionParams.extend({ code: z.string().min(1).max(120) });

/**
 * GET /v1/practice/{sessionId}/question?questionCode=&nextQuestion=|skipQuestion=
 * Without questionCode: the current question (the first, or the one served and not yet answered).
 * With questionCode and nextQuestion=true: moves on from that question (unanswered counts as skipped).
 * With questionCode and skipQuestion=true: skips it (recorded; never served again in the session).
 */
export const practiceQuestionQuery = z.object({
  questionCode: z.string().max(120).optional(),
  nextQuestion: z.enum(['true', 'false']).optional(),
  skipQuestion: z.enum(['true', 'false']).optional(),
  locale: localeParam.optional(),
});

/**
 * POST /v1/practice/{sessionId}/question?mode=&conceptCode=&questionCode= with an empty body: the
 * question-start call of adhoc and guided modes (learning.md §4/§7), before the first question.
 * `questionCode` (must be in the session's scope, else 404) becomes the first question; the answer
 * is the same as the question GET (200 question or intervention, 204 when there is nothing to practise).
 * Repeating it is harmless.
 */
export const practiceQuestionStartQuery = z.object({
  mode: z.string().max(40).optional(),
  conceptCode: z.string().max(120).optional(),
  questionCode: questionCodeList
    .optional()
    .describe('one code, or a comma list: each must be in the session (404 naming those that are not); the first is the start question'),
  locale: localeParam.optional(),
});

/** A hint as served with its question (hints are part of the question; using one is reported on submit). */
export const practiceHintSchema = z.object({ body: z.string() });

/** Where a question sits in the learning map (learning.md §3 question learning_map). */
export const questionLearningMapSchema = z.object({
  subject: z.string(),
  chapter: z.object({ code: z.string(), name: z.string() }).nullable(),
  topic: z.object({ code: z.string(), name: z.string() }).nullable(),
  concepts: z.array(z.object({ code: z.string(), name: z.string() })).describe('primary concept first'),
});

/** The answer result of learning.md §3 (the submit call's answer; also `attempt` of a question already answered). */
export const practiceAnswerResponse = z.object({
  status: z.enum(['correct', 'incorrect', 'partial']),
  correctness: z.number().describe('1 means correct'),
  silverEmbiums: z.number().int(),
  goldEmbiums: z.number().int(),
  correct_answer_csv: z.string(),
  selected_answer_csv: z.string(),
  attemptTypeBadge: z.enum(PRACTICE_BADGES),
  hintUsed: z.boolean(),
  correctAnswers: z.unknown().describe('the answer key'),
  timeSpent: z.number().describe('seconds'),
  idealTime: z.number().describe('seconds'),
  mastery: z.object({ concept: z.string(), before: z.number(), after: z.number() }).nullable(),
  solution: z.string(),
  /** The full solution (learning.md §3 answer_explanation); always present once the question is answered. */
  answer_explanation: answerExplanationSchema,
  /** The run of this badge in the session ending at this answer (learning.md §3 streaks). */
  streak: z.object({ badge: z.enum(PRACTICE_BADGES), count: z.number().int() }),
  tries: z.number().int().default(1).describe('2 when this is the second try after a wrong first answer'),
});
export type PracticeAnswerResponse = z.infer<typeof practiceAnswerResponse>;

/**
 * A wrong (or partly right) first answer that earns a second try (docs/decisions/008 "Second
 * tries"): no key, no solution, no mastery change, no embiums yet. The next submit with another
 * answer is final; the same answer again returns this again. Leaving the question (skip, next,
 * asking for the solution, finishing the session) finishes it with this first try.
 */
export const practiceRetryResponse = z.object({
  status: z.literal('retry'),
  correctness: z.number().describe('credit of the first try, below 1 (above 0: partly right)'),
  selected_answer_csv: z.string(),
  tries_left: z.number().int(),
  hintUsed: z.boolean(),
  timeSpent: z.number().describe('seconds'),
  idealTime: z.number().describe('seconds'),
});
export type PracticeRetryResponse = z.infer<typeof practiceRetryResponse>;

/** What a submit answers: the final result, or a second try (see practiceRetryResponse). */
export const practiceSubmitResponse = z.discriminatedUnion('status', [practiceAnswerResponse, practiceRetryResponse]);
export type PracticeSubmitResponse = z.infer<typeof practiceSubmitResponse>;

/**
 * The question to answer (never its key or solution), its hints, its place in the session and the
 * learner's mastery of its concept. `attempt` is the earlier answer result when the question was
 * already answered or revealed in this session, the second-try answer (`status: retry`) when a
 * wrong first try waits for its second, null otherwise. `do_intervene` is always false here.
 */
export const practiceQuestionResponse = z.object({
  do_intervene: z.literal(false).default(false),
  question: publicQuestionSchema,
  hints: z.array(practiceHintSchema),
  learning_map: questionLearningMapSchema,
  content_type: z.literal('Question').default('Question'),
  question_number: z.number().int().describe('1-based place in the session (answered + skipped + 1)'),
  total_question_count: z.number().int(),
  concept: z.object({ code: z.string(), mastery: z.number() }).nullable(),
  attempt: practiceSubmitResponse.nullable().default(null),
});
export type PracticeQuestionResponse = z.infer<typeof practiceQuestionResponse>;

/**
 * A learning intervention (learning.md §3 Learning intervention; docs/decisions/008): served instead
 * of the next question when mastery of a concept stays low after repeated misses. `conceptVideos`
 * (the spec's brand-named video list) are the concept's videos, `chapter_notes` its chapter's notes; the client records `recommended`
 * (videos shown) or `skipped` (none / lookup failed) through POST .../intervention/{recommendation_id}
 * or an `intervention_recommended`/`intervention_skipped` event, then asks for the next question.
 * Until then the same intervention is served again.
 */
export const interventionConceptSchema = z.object({
  recommendation_id: z.string(),
  concept_code: z.string(),
  concept_name: z.string(),
  current_mastery: z.number().describe('P(known) now, 0–1'),
  predicted_mastery: z.number().describe('P(known) expected after studying the recommended videos, 0–1'),
  conceptVideos: z.array(videoTileSchema),
  chapter_notes: z
    .object({ code: z.string(), title: z.string(), chapter_code: z.string() })
    .nullable()
    .describe("the notes of the concept's chapter (issue #16 §4), offered beside the videos; null when the chapter has none"),
});
export const practiceInterventionResponse = z.object({
  do_intervene: z.literal(true),
  concepts: z.array(interventionConceptSchema).min(1),
  question_number: z.number().int(),
  total_question_count: z.number().int(),
});
export type PracticeInterventionResponse = z.infer<typeof practiceInterventionResponse>;

/** What the question GET (and the question-start POST) answers with 200: a question or an intervention. */
export const practiceNextResponse = z.discriminatedUnion('do_intervene', [practiceQuestionResponse, practiceInterventionResponse]);
export type PracticeNextResponse = z.infer<typeof practiceNextResponse>;

/** POST /v1/practice/{sessionId}/intervention/{recommendationId}: what the client did with it. */
export const interventionParams = z.object({ sessionId: z.uuid('sessionId must be a practice session id (UUID)'), recommendationId: z.uuid() });
export const interventionBody = z.object({ action: z.enum(['recommended', 'skipped']) });
export const interventionResponse = z.object({
  recommendation_id: z.string(),
  concept_code: z.string(),
  status: z.enum(['pending', 'recommended', 'skipped']),
});

/** POST /v1/practice/{sessionId}/question/{code}: the view and submit events (eorder increasing). */
export const practiceAnswerBody = z
  .array(
    z.object({
      event_type: z.enum(['view', 'submit']),
      eorder: z.number().int().min(1),
      event_info: z
        .object({
          selected_answer: z.union([z.array(z.string().max(200)).max(50), z.string().max(5000), z.null()]).optional(),
          time_spent: z
            .number()
            .min(0)
            .max(24 * 3600)
            .optional()
            .describe('seconds'),
          hint_used: z.boolean().optional(),
        })
        .optional(),
    }),
  )
  .min(1)
  .max(2)
  .refine((events) => events.some((e) => e.event_type === 'submit'), 'the events must include the submit event');

/** GET /v1/practice/{sessionId}/summary (learning.md §3 Summary). */
export const practiceSummaryResponse = z.object({
  totalTimeSpend: z.number().describe('seconds'),
  accuracy: z.number().describe('0–1: right answers over answered questions (reveals and solve-with-us not counted)'),
  silverEmbiumsEarnedCount: z.number().int(),
  goldEmbiumsEarnedCount: z.number().int(),
  metaData: z.object({
    attempts: z.partialRecord(z.enum(PRACTICE_BADGES), z.number().int()).describe('questions per badge'),
    questions: z.number().int().describe('questions finished (answered, revealed or solved with us)'),
    correct: z.number().int(),
    skipped: z.number().int(),
    hintsUsed: z.number().int().describe('answers given with a hint'),
    /** Per badge: the longest run of consecutive questions with it, and the run ending at the last one. */
    streaks: z.partialRecord(z.enum(PRACTICE_BADGES), z.object({ longest: z.number().int(), current: z.number().int() })),
  }),
  ended: z.boolean(),
});
export type PracticeSummaryResponse = z.infer<typeof practiceSummaryResponse>;

/**
 * GET /v1/practice/{sessionId}/gamepad (learning.md §2 "gamepad open"; issue 24 §2): the session's
 * questions so far, numbered in the order they were served, each with its state (correct, partial,
 * incorrect, revealed, retry: a wrong first answer waiting for its second try, skipped, open: on
 * screen), its badge, whether a hint was used and its time (s). 404 UNKNOWN_PRACTICE_SESSION for
 * another profile's session.
 */
export const practiceGamepadResponse = z
  .object({
    questions: z.array(
      z.object({
        number: z.number().int().describe('1-based, in serving order'),
        code: z.string(),
        state: z.enum(GAMEPAD_STATES),
        badge: z.string().nullable().describe('the attempt type of a finished question (Perfect, Incorrect, …), else null'),
        hint_used: z.boolean(),
        time_spent: z.number().nullable().describe('seconds on a finished question, else null'),
      }),
    ),
    ended: z.boolean(),
  })
  .meta({ id: 'PracticeGamepad' });
export type PracticeGamepadResponse = z.infer<typeof practiceGamepadResponse>;

/** GET embium balance (platform.md §7.4): 200 with data[0].current_value, 204 for zero. */
export const embiumBalanceResponse = z.object({
  data: z.array(z.object({ current_value: z.number().int(), silver: z.number().int(), gold: z.number().int() })),
});

/**
 * Embium award events (platform.md §7.4 "POST embium service ?event_id&object_id&locale"). The server
 * decides what an event earns; the client cannot name an amount. Each is awarded once per object
 * (a repeat answers awarded_points 0); an object that is not this profile's is 404:
 * - `practice_session_complete`: object_id = a finished practice session of this profile with at
 *   least one answered question; 2 silver (409 NOT_ELIGIBLE before it is finished);
 * - `practice_answer`: object_id = `{sessionId}:{questionCode}`; answers are awarded when checked, so
 *   this only reports them (awarded_points 0);
 * - `test_finished`: object_id = a test session of this profile, finished (submitted or at its
 *   deadline); 10 silver (409 NOT_ELIGIBLE while it runs);
 * - `revision_done`: object_id = an India date `YYYY-MM-DD` on which the whole revision queue was
 *   done; 5 silver (409 NOT_ELIGIBLE when it was not);
 * - `milestone`: object_id = `{exam_code}:{milestone id}` of an earned Achieve milestone (GET
 *   /api/achieve/achievements); 2 gold (409 NOT_ELIGIBLE while it is locked).
 */
export const EMBIUM_EVENTS = ['practice_session_complete', 'practice_answer', 'test_finished', 'revision_done', 'milestone'] as const;
export type EmbiumEvent = (typeof EMBIUM_EVENTS)[number];

/** Why an award's object_id is malformed for its event, or null when it is well formed. */
function awardObjectProblem(event: EmbiumEvent, objectId: string): string | null {
  switch (event) {
    case 'practice_answer':
      return uuidSchema.safeParse(objectId.split(':')[0]).success && objectId.includes(':')
        ? null
        : 'object_id must be {sessionId}:{questionCode} with a practice session id (UUID)';
    case 'practice_session_complete':
      return uuidSchema.safeParse(objectId).success ? null : 'object_id must be a practice session id (UUID)';
    case 'test_finished':
      return uuidSchema.safeParse(objectId).success ? null : 'object_id must be a test session id (UUID)';
    case 'revision_done':
      return /^\d{4}-\d{2}-\d{2}$/.test(objectId) && !Number.isNaN(Date.parse(`${objectId}T00:00:00Z`)) ? null : 'object_id must be an India date YYYY-MM-DD';
    case 'milestone':
      return /^[^:\s]+:\S+$/.test(objectId) ? null : 'object_id must be {exam_code}:{milestone id}';
  }
}

export const embiumAwardQuery = z
  .object({
    event_id: z.enum(EMBIUM_EVENTS),
    object_id: z
      .string()
      .min(1)
      .max(200)
      .describe(
        'practice_session_complete: a practice session id (UUID); practice_answer: `{sessionId}:{questionCode}`; test_finished: a test session id; revision_done: YYYY-MM-DD; milestone: `{exam_code}:{milestone id}`',
      ),
    locale: localeParam.optional(),
  })
  .superRefine((q, ctx) => {
    const problem = awardObjectProblem(q.event_id, q.object_id);
    if (problem) ctx.addIssue({ code: 'custom', path: ['object_id'], message: problem });
  });
/** POST /api/embiums/award body: the spec's `inputs`, accepted but not used (the server knows what was earned). */
export const embiumAwardBody = z.object({ inputs: z.record(z.string().max(60), z.unknown()).optional() }).nullish();
export const embiumAwardResponse = z.object({
  data: z.object({
    total_points: z.number().int().describe('balance after the award (silver + gold)'),
    awarded_points: z.number().int().describe('points added by this call (0 when already awarded)'),
    user_message: z.string(),
    feature_category: z.enum(['Practice', 'Test', 'Revision', 'Achieve']).describe('where the award was earned'),
  }),
});
