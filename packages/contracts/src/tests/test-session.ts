import { z } from 'zod';
import { localeParam } from '../common.ts';
import { CUSTOM_TEST_TYPES, TEST_ATTEMPT_TYPES, TEST_EVENT_TYPES } from '@abhyas/domain';
import { publicQuestionSchema } from '../content/questions.ts';
import { markingSchemeSchema } from '../content/pack.ts';

/**
 * The computer-based test calls of learning.md §7 Tests (issue #4 §1), under /api. Times are in
 * seconds unless a name ends in `_at` (ISO 8601). Session ids are UUIDs.
 */

/** Seconds after the deadline in which answer events are still accepted (network delay). */
export const TEST_GRACE_S = 30;
/** Events per page of GET …/events. */
export const TEST_EVENTS_PAGE_SIZE = 500;

export const testCodeParams = z.object({ testCode: z.string().min(1).max(120) });
export const sessionIdParams = z.object({ sessionId: z.uuid('sessionId must be a session id (UUID)') });

export const testSessionStatus = z.enum(['STARTED', 'FINISHED', 'PENDING_EVALUATION']);

/** GET /v1/test/{testCode}/session: the profile's latest session of the test, keyed by test code (empty when none). */
export const sessionMapResponse = z.record(z.string(), z.object({ id: z.string(), status: testSessionStatus, uiStyle: z.enum(['dark', 'light']) }));

/** POST /v1/test/{testCode}/session body (learning.md §7). */
export const createSessionBody = z.object({
  mocktest_session: z.object({ goal_code: z.string().max(80).optional(), t_started: z.number().optional() }).optional(),
  source: z.string().max(40).optional(),
  goal_code: z.string().max(80).optional(),
  exam_code: z.string().max(80).optional(),
  platform_session_id: z.string().max(120).optional(),
  homework_id: z.string().max(120).nullable().optional(),
  schoolId: z.string().max(120).optional(),
  classId: z.string().max(120).optional(),
  ui_style: z.enum(['dark', 'light']).optional(),
  password: z.string().max(200).optional().describe('the test password, for a test that has one (learning.md §2 Tests password modal)'),
});
export const createSessionResponse = z.object({ id: z.string(), status: testSessionStatus });

/** POST /v1/test/{sessionId}/resume: the session with the server's clock. */
export const resumeResponse = z.object({
  id: z.string(),
  status: testSessionStatus,
  test_code: z.string(),
  started_at: z.string(),
  deadline_at: z.string(),
  remaining_s: z.number().int().describe('whole seconds left (ceiling), 0 when over'),
  last_eorder: z.number().int(),
  ui_style: z.enum(['dark', 'light']),
  extra_minutes_per_hour: z
    .number()
    .int()
    .default(0)
    .describe("compensatory time of this attempt, minutes per hour (issue 22 §2): the deadline and locked sections' times are stretched by (60 + it) / 60"),
});

/** GET /v1/test/{testCode}/questions query. */
export const testQuestionsQuery = z.object({
  goal_code: z.string().max(80).optional(),
  exam_code: z.string().max(80).optional(),
  version: z.string().max(20).optional(),
  locale: localeParam.optional(),
  html: z
    .enum(['true', 'false'], { error: 'html is true or false' })
    .optional()
    .describe(
      "true: a published test's texts come also drawn as HTML (decision 051), for a screen that has no renderer of its own yet; about four times the bytes",
    ),
});

/** The paper: sections in order with marking and questions (never the keys while a session is open). */
export const testQuestionsResponse = z
  .object({
    code: z.string(),
    name: z.string(),
    names: z
      .record(z.string(), z.string())
      .optional()
      .describe('the name in other interface languages, when translated (the screen names the test in the interface language, the questions in theirs)'),
    exam_code: z.string(),
    duration: z.number().int().describe('seconds'),
    auto_submit_alert_at_in_sec: z.number().int().describe('the alert shows at duration minus this'),
    max_marks: z.number(),
    question_count: z.number().int(),
    paper_question_count: z
      .number()
      .int()
      .optional()
      .describe("the original paper's questions when the test holds fewer (those that need a figure are left out); absent when it holds the whole paper"),
    languages: z.array(z.string()).describe("the languages the paper's questions are written in, the most widely available first"),
    instructions: z.record(z.string(), z.string()),
    instructions_html: z
      .record(z.string(), z.string())
      .optional()
      .describe("the test's own instructions per locale as sanitised HTML, rendered by the server (decision 051)"),
    password_required: z.boolean().optional().describe('true when starting the test needs its password'),
    section_locking: z
      .boolean()
      .optional()
      .describe('true when the sections are taken in order, each in its own time (learning.md §4: a section starts after the durations of the earlier ones)'),
    adaptive: z
      .object({
        done_sections: z.array(z.string()).describe('sections whose estimate is settled (or that reached their cap): no question will be added to them'),
        complete: z.boolean().describe('every section is done: the test can be submitted'),
        max_per_section: z.number().int(),
      })
      .optional()
      .describe(
        'present for an adaptive test (the Achieve diagnostic, issue 18 §2): questions are added to a section one at a time as the saved answers arrive; the client fetches the paper again after saving the last question of a section',
      ),
    sections: z.array(
      z.object({
        code: z.string(),
        name: z.string().describe('in ?locale= when translated'),
        names: z.record(z.string(), z.string()).optional().describe('the section name in other interface languages, when translated'),
        section_time: z.number().int().optional().describe("the section's own time (s), with section locking"),
        paper_question_count: z.number().int().optional().describe("the section's questions in the original paper, when some are left out"),
        compulsory_count: z.number().int().optional().describe('questions of the section that must be answered (learning.md §3 compulsaryQuestionCount)'),
        marking: z.record(z.string(), markingSchemeSchema),
        questions: z.array(publicQuestionSchema.extend({ question_index: z.number().int().describe('1-based within the section') })),
      }),
    ),
  })
  .meta({ id: 'TestPaper' });
export type TestPaper = z.infer<typeof testQuestionsResponse>;

/** A test event (learning.md §3). `t` is seconds since the test started. */
export const testEventSchema = z.object({
  id: z.string().max(80).optional(),
  eorder: z.number().int().min(1).max(1_000_000),
  event_type: z.enum(TEST_EVENT_TYPES),
  section: z.string().max(120).nullable().optional(),
  sequence: z.number().int().optional(),
  question_code: z.string().max(120).nullable().optional(),
  t: z
    .number()
    .min(0)
    .max(7 * 24 * 3600),
  event_info: z
    .object({ selected_answer: z.union([z.array(z.string().max(200)).max(50), z.string().max(5000), z.null()]).optional() })
    .catchall(z.unknown())
    .nullable()
    .optional(),
});
export type TestEventInput = z.infer<typeof testEventSchema>;

/**
 * POST /v1/test/{sessionId}/events body: the unsent events (any order; duplicates are stored once).
 * Each event is validated on its own: the valid ones are stored even when others in the batch are
 * malformed, which are then refused with 400 INVALID_EVENTS naming each one.
 */
export const postEventsBody = z.object({ events: z.array(z.unknown()).min(1, 'send at least one event').max(1000, 'send at most 1000 events at a time') });
export const postEventsResponse = z.object({
  accepted: z.number().int().describe('events stored now'),
  duplicates: z.number().int().describe('events already stored (same eorder)'),
  last_eorder: z.number().int(),
  status: testSessionStatus,
});

export const eventsPageQuery = z.object({ pageNumber: z.coerce.number().int().min(0).max(100000).default(0) });
/** GET /v1/test/{sessionId}/events?pageNumber= (0-based), in eorder. */
export const eventsPageResponse = z.object({
  content: z.array(testEventSchema.extend({ event_info: z.record(z.string(), z.unknown()).nullable().optional() })),
  first: z.boolean(),
  last: z.boolean(),
  totalElements: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});

const summaryCounts = z.object({
  answered: z.number().int(),
  notAnswered: z.number().int(),
  notVisited: z.number().int(),
  reviewNow: z.number().int(),
  answeredAndMarkedForReview: z.number().int(),
});

/** POST /v1/test/shortSummary: palette counts overall and per section, from the stored events. */
export const shortSummaryBody = z.object({ session_id: z.uuid('session_id must be a session id (UUID)') });
export const shortSummaryResponse = summaryCounts.extend({ sections: z.array(summaryCounts.extend({ code: z.string(), name: z.string() })) });

/** GET /v1/test/{sessionId}/result (issue #4 §1). */
export const testResultResponse = z
  .object({
    session_id: z.string(),
    test_code: z.string(),
    status: testSessionStatus,
    finish_reason: z.string().nullable(),
    score: z.number(),
    max_marks: z.number(),
    sections: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        score: z.number(),
        max_marks: z.number(),
        correct: z.number().int(),
        incorrect: z.number().int(),
        partial: z.number().int(),
        unattempted: z.number().int(),
        time_spent: z.number(),
      }),
    ),
    questions: z.array(
      z.object({
        code: z.string(),
        section: z.string(),
        status: z.string(),
        selected_answer: z.union([z.array(z.string()), z.string(), z.null()]),
        marks: z.number(),
        outcome: z.enum(['correct', 'incorrect', 'partial', 'unattempted']),
        time_spent: z.number(),
        ideal_time: z.number().describe("the question's ideal time (s)"),
        attempt_quality: z.enum(TEST_ATTEMPT_TYPES).describe('how the question was attempted; PartiallyCorrect when it earned partial marks'),
        correct_answer: z.unknown().optional(),
        solution: z.string().optional(),
      }),
    ),
    answer_key_publish_at: z.string().nullable().optional().describe('while the answer key is locked, when it is published (ISO 8601); null once shown'),
    solution_publish_at: z.string().nullable().optional().describe('while the solutions are locked, when they are published (ISO 8601); null once shown'),
    accuracy: z.number().describe('correct answers / attempted answers (0–1; 0 when none attempted)'),
    attempt_quality: z.partialRecord(z.enum(TEST_ATTEMPT_TYPES), z.number().int()).describe('questions per attempt type'),
    percentile: z.number().nullable().describe('percentile (0–100) as `standing.kind` says; null with kinds few and not_shared'),
    rank: z
      .number()
      .int()
      .nullable()
      .describe(
        '1-based: among the attempts (kind attempts) or the estimated all-India rank among `standing.candidates` (kind reference); null with kinds few and not_shared',
      ),
    attempts: z.number().int().describe('finished attempts of the test on the platform, this one included'),
    standing: z
      .object({
        kind: z
          .enum(['attempts', 'reference', 'few', 'not_shared'])
          .describe(
            "attempts: among this test's finished attempts (from min_attempts); reference: the exam's published marks-vs-percentile table (a full paper, until min_own_attempts); few: fewer than min_attempts and no reference; not_shared: a test of one's own or a class's",
          ),
        name: z.string().nullable().describe('the reference\'s name, e.g. "JEE Main 2024 marks vs percentile (Paper 1, B.E./B.Tech.)"; null otherwise'),
        source: z.string().nullable().describe('where the reference comes from (citation); null otherwise'),
        candidates: z.number().int().nullable().describe("the reference's candidates (the all-India rank's denominator); null otherwise"),
        min_attempts: z.number().int().describe('attempts before a percentile among them is shown'),
        min_own_attempts: z.number().int().describe('attempts before they replace the reference'),
      })
      .describe('what the percentile and rank are taken from (issue 18 §3; decision 050)'),
  })
  .meta({ id: 'TestResult' });
export type TestResult = z.infer<typeof testResultResponse>;

/** GET /content/mocktest-bundles/meta?mocktest_bundle_code=&goal=&exam= */
export const bundleMetaQuery = z.object({
  mocktest_bundle_code: z.string().min(1).max(120),
  goal: z.string().max(80).optional(),
  exam: z.string().max(80).optional(),
});
export const bundleMetaResponse = z.object({
  result: z.object({
    code: z.string(),
    name: z.string(),
    isScheduled: z.boolean(),
    test_time_details: z
      .object({
        duration: z.number().int(),
        visibleToStudentsAt: z.string().optional(),
        studentCanStartAt: z.string().optional(),
        lockForAttemptAt: z.string().optional(),
        autoSubmitAt: z.string().optional(),
        answerKeyPublishAt: z.string().optional(),
        solutionPublishAt: z.string().optional(),
      })
      .describe('duration (s) and, for a scheduled test, its schedule times (ISO 8601)'),
    goal_code: z.string().nullable(),
    exam_code: z.string(),
    is_result_available: z
      .boolean()
      .optional()
      .describe('false for a scheduled test until its answer key is published (the result is then provisional, learning.md §4 Session flow)'),
  }),
  success: z.boolean(),
  status: z.number().int(),
});

/** POST /v1/test/custom (create-your-own-test, learning.md §3; issue #4 §3): a test generated from the bank. */
export const customTestBody = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  subjects: z
    .array(
      z.object({ code: z.string().min(1).max(40), chapters: z.array(z.string().min(1).max(120)).min(1, 'choose at least one chapter of the subject').max(60) }),
    )
    .min(1, 'choose at least one subject')
    .max(6),
  question_count: z.number().int().min(5, 'a test has at least 5 questions').max(100, 'a test has at most 100 questions'),
  duration_s: z.number().int().min(300, 'at least 5 minutes').max(10800, 'at most 3 hours'),
  difficulty: z.enum(['easy', 'medium', 'hard', 'mixed']).default('mixed'),
  types: z
    .array(z.enum(CUSTOM_TEST_TYPES as unknown as [string, ...string[]]))
    .max(20)
    .optional(),
});
export const customTestResponse = z.object({
  code: z.string(),
  name: z.string(),
  duration: z.number().int(),
  question_count: z.number().int(),
  max_marks: z.number(),
  sections: z.array(z.object({ code: z.string(), name: z.string(), question_count: z.number().int() })),
});
export type CustomTestBody = z.infer<typeof customTestBody>;
