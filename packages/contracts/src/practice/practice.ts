import { z } from 'zod';
import { ATTEMPT_TYPES } from '@abhyas/domain';
import { publicQuestionSchema } from '../content/questions.ts';

/** Practice kinds (learning.md §3 Practice entities). */
export const PRACTICE_KINDS = ['Normal', 'BookPractice', 'CFUPractice', 'AdhocPractice', 'CustomPractice', 'PAJPractice', 'PAJNQEPractice'] as const;

/** POST /v1/practice/session body (learning.md §3 session creation payload). */
export const practiceSessionBody = z.object({
  type: z.enum(PRACTICE_KINDS).default('Normal'),
  learning_map: z.object({
    bundle_code: z.string().min(1, 'learning_map.bundle_code names the chapter to practise').max(120),
    exam_code: z.string().max(80).optional(),
    level: z.string().max(20).optional(),
    format_id: z.string().max(80).optional(),
    lm_name: z.string().max(300).optional(),
    goal_name: z.string().max(120).optional(),
    exam_name: z.string().max(120).optional(),
  }),
  title: z.string().max(200).optional(),
  language: z.string().max(8).optional(),
  device: z.string().max(40).optional(),
  source: z.string().max(80).optional(),
  platform_session_id: z.string().max(120).optional(),
});
export const practiceSessionResponse = z.object({
  session_id: z.string(),
  learning_map: z.object({ bundle_code: z.string(), level: z.string(), chapter_code: z.string(), chapter_name: z.string(), subject: z.string() }),
  last_eorder: z.number().int(),
  guide_messages: z.array(z.string()),
});

export const practiceSessionParams = z.object({ sessionId: z.uuid('sessionId must be a practice session id (UUID)') });
export const practiceQuestionParams = practiceSessionParams.extend({ code: z.string().min(1).max(120) });

/** GET /v1/practice/{sessionId}/question?questionCode=&nextQuestion=|skipQuestion= */
export const practiceQuestionQuery = z.object({
  questionCode: z.string().max(120).optional(),
  nextQuestion: z.enum(['true', 'false']).optional(),
  skipQuestion: z.enum(['true', 'false']).optional(),
  locale: z.string().max(8).optional(),
});
/** The question to answer (never its key), its place in the session and the learner's mastery of its concept. */
export const practiceQuestionResponse = z.object({
  question: publicQuestionSchema,
  question_number: z.number().int(),
  total_question_count: z.number().int(),
  concept: z.object({ code: z.string(), mastery: z.number() }).nullable(),
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

/** The answer result (learning.md §3). */
export const practiceAnswerResponse = z.object({
  status: z.enum(['correct', 'incorrect', 'partial']),
  correctness: z.number().describe('1 means correct'),
  silverEmbiums: z.number().int(),
  goldEmbiums: z.number().int(),
  correct_answer_csv: z.string(),
  selected_answer_csv: z.string(),
  attemptTypeBadge: z.enum(ATTEMPT_TYPES),
  hintUsed: z.boolean(),
  correctAnswers: z.unknown().describe('the answer key'),
  timeSpent: z.number().describe('seconds'),
  idealTime: z.number().describe('seconds'),
  mastery: z.object({ concept: z.string(), before: z.number(), after: z.number() }).nullable(),
  solution: z.string(),
});

/** GET /v1/practice/{sessionId}/summary (learning.md §3 Summary). */
export const practiceSummaryResponse = z.object({
  totalTimeSpend: z.number().describe('seconds'),
  accuracy: z.number().describe('0–1'),
  silverEmbiumsEarnedCount: z.number().int(),
  goldEmbiumsEarnedCount: z.number().int(),
  metaData: z.object({ attempts: z.partialRecord(z.enum(ATTEMPT_TYPES), z.number().int()), questions: z.number().int(), correct: z.number().int() }),
});

/** GET embium balance (platform.md §7.4): 200 with data[0].current_value, 204 for zero. */
export const embiumBalanceResponse = z.object({
  data: z.array(z.object({ current_value: z.number().int(), silver: z.number().int(), gold: z.number().int() })),
});
