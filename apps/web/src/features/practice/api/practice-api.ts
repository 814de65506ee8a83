/**
 * The practice calls (learning.md §7 Practice) with the error reporting of §8 Practice: every
 * failure (non-2xx or exception) is reported once to the server's error endpoint with error_code,
 * error_type, label (the request URL), screen_name 'Practice Taking' or 'Practice Summary',
 * module_name 'Practice' and feature_name 'NA', then rethrown as the `ApiError` it was.
 * All calls use the profile (child) token.
 */
import type { practiceAnswerResponse } from '@abhyas/contracts';
import {
  type bookmarkListResponse,
  type conceptContentResponse,
  type conceptsResponse,
  type practiceGamepadResponse,
  type practiceNextResponse,
  type practiceSessionResponse,
  type practiceSolutionResponse,
  type practiceSubmitResponse,
  type practiceSummaryResponse,
  type questionAccuracyResponse,
  type solveWithUsResponse,
  type topicsContentResponse,
  type PracticeEvent,
  type PracticeGamepadResponse,
  type PracticeInterventionResponse,
  type PracticeQuestionResponse,
  type PracticeSolutionResponse,
  type SolveWithUsResponse,
  type VideoTile,
} from '@abhyas/contracts';
import { QUESTION_ACCURACY_MIN_ATTEMPTS, type SelectedAnswer } from '@abhyas/domain';
import type { z } from 'zod';
import { api, ApiError, buildUrl, isApiError, type Decoded } from '../../../lib/api-client.ts';
import type { SessionPayload } from '../lib/params.ts';
import { practicePaths } from './paths.ts';

export type PracticeSession = z.infer<typeof practiceSessionResponse>;
export type PracticeQuestion = PracticeQuestionResponse;
/** The final result of a question (learning.md §3 Answer result). */
export type AnswerResult = z.infer<typeof practiceAnswerResponse>;
/** A wrong first answer that earns a second try (decision 008 "Second tries"): no key yet. */
export type RetryResult = Extract<z.infer<typeof practiceSubmitResponse>, { status: 'retry' }>;
/** What a submit answers: the final result or a second try. */
export type SubmitResult = AnswerResult | RetryResult;
export type PracticeSummary = z.infer<typeof practiceSummaryResponse>;

/** Which screen a failure happened on (§8 Practice `screen_name`). */
export type PracticeScreen = 'Practice Taking' | 'Practice Summary';

/** The error report of §8 Practice. */
export interface PracticeErrorReport {
  error_code: string;
  error_type: string;
  label: string;
  screen_name: PracticeScreen;
  module_name: 'Practice';
  feature_name: 'NA';
}

/** The report for a failed call to `url` (a network failure has status 0, type `network`). */
export function errorReportOf(error: unknown, url: string, screen: PracticeScreen): PracticeErrorReport {
  const status = isApiError(error) ? error.status : 0;
  return {
    error_code: isApiError(error) ? String(status || error.code) : 'EXCEPTION',
    error_type: isApiError(error) ? (status === 0 ? 'network' : error.code) : error instanceof Error ? error.name : 'unknown',
    label: url,
    screen_name: screen,
    module_name: 'Practice',
    feature_name: 'NA',
  };
}

/** Sends a report; fire-and-forget (a failing report is not reported again). */
export function reportPracticeError(report: PracticeErrorReport): void {
  void api(practicePaths.errorReport(), { method: 'POST', body: report, auth: 'child' }).catch(() => undefined);
}

/** Runs a call; on failure reports it (§8) and rethrows. */
async function reported<T>(path: string, query: Record<string, string | undefined> | undefined, screen: PracticeScreen, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { name?: string }).name !== 'AbortError') reportPracticeError(errorReportOf(error, buildUrl('', path, query), screen));
    throw error;
  }
}

/** POST /v1/practice/session: starts a session (§3 payload) → session_id, learning_map, last_eorder, guide messages. */
export function createPracticeSession(payload: SessionPayload): Promise<PracticeSession> {
  const path = practicePaths.session();
  return reported(
    path,
    undefined,
    'Practice Taking',
    async () => (await api<Decoded<typeof practiceSessionResponse>>(path, { method: 'POST', body: payload, auth: 'child' })).data,
  );
}

/**
 * GET /api/v1/practice/{sessionId}: the session as stored (kind, scope, `last_eorder`, `ended`), to
 * resume it after a reload or a later visit; 404 when it is not this profile's.
 */
export function fetchPracticeSession(sessionId: string): Promise<PracticeSession> {
  const path = practicePaths.sessionOf(sessionId);
  return reported(path, undefined, 'Practice Taking', async () => (await api<Decoded<typeof practiceSessionResponse>>(path, { auth: 'child' })).data);
}

/**
 * POST /v1/practice/{sessionId}/question?mode&conceptCode&questionCode with an empty body: adhoc and
 * guided modes, before the first question (§4); answers like the question GET.
 */
export function startQuestions(sessionId: string, q: { mode: string; conceptCode?: string; questionCode?: string; locale: string }): Promise<QuestionOutcome> {
  const path = practicePaths.question(sessionId);
  const query = Object.fromEntries(Object.entries(q).filter(([, v]) => v)) as Record<string, string>;
  return reported(path, query, 'Practice Taking', async () => {
    const res = await api(path, { method: 'POST', query, body: {}, auth: 'child' });
    return parseQuestionOutcome(res.status, res.data);
  });
}

/** A concept the server wants the learner to revisit (`do_intervene`), with its videos. */
export type InterveneConcept = PracticeInterventionResponse['concepts'][number];
/** A recommended video of a Learn Intervention (§3 `coobosVideos`, here `conceptVideos`). */
export type InterventionVideo = VideoTile;

/** What a question fetch gives (§4 "Question fetch outcomes"). */
export type QuestionOutcome = { kind: 'question'; data: PracticeQuestion } | { kind: 'exhausted' } | { kind: 'intervene'; data: PracticeInterventionResponse };

/** Reads a question answer: 204 (no body) is exhausted; 200 a question or `do_intervene` with its concepts. */
export function parseQuestionOutcome(status: number, body: unknown): QuestionOutcome {
  if (status === 204 || body === undefined || body === null || body === '') return { kind: 'exhausted' };
  // The answer is one of two shapes told apart by `do_intervene` (the server checked the rest).
  if (typeof (body as { do_intervene?: unknown }).do_intervene !== 'boolean')
    throw new ApiError({ status, code: 'INVALID_RESPONSE', message: 'Unexpected response from the server.' });
  const data = body as Decoded<typeof practiceNextResponse>;
  return data.do_intervene ? { kind: 'intervene', data } : { kind: 'question', data };
}

/**
 * GET /v1/practice/{sessionId}/question (the current one), `?questionCode=<code>` (that question,
 * with its result or second-try state: a resumed session shows the question that was on screen),
 * `?questionCode=<current>&nextQuestion=true` (the next) or `&skipQuestion=true` (skip): 200 with
 * the question or `do_intervene`; 204 when exhausted.
 */
export function fetchPracticeQuestion(sessionId: string, opts: { after?: string; skip?: boolean; code?: string; locale: string }): Promise<QuestionOutcome> {
  const path = practicePaths.question(sessionId);
  const query: Record<string, string | undefined> = { locale: opts.locale };
  if (opts.code) query.questionCode = opts.code;
  else if (opts.after) {
    query.questionCode = opts.after;
    if (opts.skip) query.skipQuestion = 'true';
    else query.nextQuestion = 'true';
  }
  return reported(path, query, 'Practice Taking', async () => {
    const res = await api(path, { query, auth: 'child' });
    return parseQuestionOutcome(res.status, res.data);
  });
}

/** One answer-call event (§7: view then submit, eorder increasing through the session). */
export interface AnswerEvent {
  event_type: 'view' | 'submit';
  eorder: number;
  event_info?: { selected_answer?: SelectedAnswer; time_spent?: number; hint_used?: boolean };
}

/**
 * POST /v1/practice/{sessionId}/question/{code}?version&namespace&language with the view and submit
 * events → the answer result, or `status: retry` for a wrong first answer (one more try, no key).
 */
export function submitPracticeAnswer(sessionId: string, code: string, events: AnswerEvent[], language: string): Promise<SubmitResult> {
  const path = practicePaths.answer(sessionId, code);
  const query = { language };
  return reported(
    path,
    query,
    'Practice Taking',
    async () => (await api<Decoded<typeof practiceSubmitResponse>>(path, { method: 'POST', query, body: events, auth: 'child' })).data,
  );
}

/** Thrown by {@link fetchPracticeSummary} when the server answers 406 (§4: the session is invalid). */
export class InvalidSessionError extends Error {
  constructor() {
    super('This practice session is not valid.');
    this.name = 'InvalidSessionError';
  }
}

/** GET /v1/practice/{sessionId}/summary → time (s), accuracy (0–1), embiums, attempts by badge; 406 → {@link InvalidSessionError}. */
export function fetchPracticeSummary(sessionId: string, screen: PracticeScreen = 'Practice Summary'): Promise<PracticeSummary> {
  const path = practicePaths.summary(sessionId);
  return reported(path, undefined, screen, async () => {
    try {
      return (await api<Decoded<typeof practiceSummaryResponse>>(path, { auth: 'child' })).data;
    } catch (error) {
      if (isApiError(error) && error.status === 406) throw new InvalidSessionError();
      throw error;
    }
  });
}

/** GET /v1/practice/{sessionId}/gamepad → the session's questions in serving order with their states (issue 24 §2). */
export function fetchPracticeGamepad(sessionId: string): Promise<PracticeGamepadResponse> {
  const path = practicePaths.gamepad(sessionId);
  return reported(path, undefined, 'Practice Taking', async () => (await api<Decoded<typeof practiceGamepadResponse>>(path, { auth: 'child' })).data);
}

export type { PracticeEvent };

/** POST /v1/practice/{id}/events: fire-and-forget on each added event (§7); failures are reported only. */
export function postPracticeEvents(sessionId: string, events: PracticeEvent[]): void {
  const path = practicePaths.events(sessionId);
  void reported(path, undefined, 'Practice Taking', () => api(path, { method: 'POST', body: events, auth: 'child' })).catch(() => undefined);
}

/**
 * The videos teaching the concepts (the intervention lookup of §4): GET {content}/concept/content?conceptIds&locale
 * (videos tagged with the concepts); when none are tagged, the videos of the concepts' topics
 * (GET /concepts for their topic codes, then GET /topics/content). Repeated videos are dropped.
 */
export function fetchConceptVideos(conceptCodes: string[], locale: string): Promise<InterventionVideo[]> {
  const path = practicePaths.conceptVideos();
  const query = { conceptIds: conceptCodes.join(','), locale };
  const unique = (list: InterventionVideo[]) => {
    const seen = new Set<string>();
    return list.filter((v) => !seen.has(v.code) && seen.add(v.code));
  };
  return reported(path, query, 'Practice Taking', async () => {
    const { data } = await api<Decoded<typeof conceptContentResponse>>(path, { query, auth: 'child' });
    const tagged = unique(data.data.flatMap((c) => c.videos));
    if (tagged.length > 0) return tagged;
    const concepts = (
      await api<Decoded<typeof conceptsResponse>>(practicePaths.concepts(), { query: { codes: conceptCodes.join(','), locale }, auth: 'child' })
    ).data.data;
    const topics = [...new Set(concepts.map((c) => c.topic_code).filter((t): t is string => !!t))];
    if (topics.length === 0) return [];
    const content = (
      await api<Decoded<typeof topicsContentResponse>>(practicePaths.topicsContent(), { query: { lm_codes: topics.join(','), locale }, auth: 'child' })
    ).data.data;
    return unique(content.flatMap((t) => t.videos));
  });
}

/** POST /v1/practice/{sessionId}/intervention/{recommendationId} `{ action }`: what was done with an intervention. */
export function settleIntervention(sessionId: string, recommendationId: string, action: 'recommended' | 'skipped'): Promise<void> {
  const path = practicePaths.intervention(sessionId, recommendationId);
  return reported(path, undefined, 'Practice Taking', async () => {
    await api(path, { method: 'POST', body: { action }, auth: 'child' });
  });
}

export type SolveWithUs = SolveWithUsResponse;

/** GET …/question/{code}/solve-with-us?language → the steps revealed so far. */
export function fetchSolveWithUs(sessionId: string, code: string, language: string): Promise<SolveWithUs> {
  const path = practicePaths.solveWithUs(sessionId, code);
  const query = { language };
  return reported(path, query, 'Practice Taking', async () => (await api<Decoded<typeof solveWithUsResponse>>(path, { query, auth: 'child' })).data);
}

/**
 * POST …/solve-with-us?showAnswer&showSolution with `{ start_time (ms), answers, step_index }` → the
 * walk-through after this step (the next step appended, or complete with its badge).
 */
export function postSolveWithUsStep(
  sessionId: string,
  code: string,
  body: { start_time: number; answers: string[]; step_index: number },
  opts: { language: string; showAnswer?: boolean; showSolution?: boolean },
): Promise<SolveWithUs> {
  const path = practicePaths.solveWithUs(sessionId, code);
  const query = { language: opts.language, showAnswer: String(opts.showAnswer ?? false), showSolution: String(opts.showSolution ?? false) };
  return reported(
    path,
    query,
    'Practice Taking',
    async () => (await api<Decoded<typeof solveWithUsResponse>>(path, { method: 'POST', query, body, auth: 'child' })).data,
  );
}

export type FullSolution = PracticeSolutionResponse;

/**
 * POST …/question/{code}/solution: the full solution; before an answer this records the question as
 * revealed (badge NonAttempt, no embiums).
 */
export function revealSolution(sessionId: string, code: string, language: string): Promise<FullSolution> {
  const path = practicePaths.solution(sessionId, code);
  const query = { language };
  return reported(
    path,
    query,
    'Practice Taking',
    async () => (await api<Decoded<typeof practiceSolutionResponse>>(path, { method: 'POST', query, body: {}, auth: 'child' })).data,
  );
}

/** GET /bookmark?content_id&locale → whether the question is bookmarked. */
export function fetchQuestionBookmark(code: string, locale: string): Promise<boolean> {
  const path = practicePaths.bookmark();
  const query = { content_id: code, content_type: 'Question', locale };
  return reported(path, query, 'Practice Taking', async () => {
    const { data } = await api<Decoded<typeof bookmarkListResponse>>(path, { query, auth: 'child' });
    return data.data.find((b) => b.content_id === code)?.bookmarked ?? false;
  });
}

/** POST /bookmark (§3 Question bookmark); a failure rejects with 'Something went wrong' (§8). */
export async function saveQuestionBookmark(input: {
  code: string;
  bookmarked: boolean;
  locale: string;
  examName?: string;
  learnPathName?: string;
  sessionId: string;
}): Promise<boolean> {
  const path = practicePaths.bookmark();
  const body = {
    bookmarked: input.bookmarked,
    content_category_type: 'Practice',
    content_id: input.code,
    content_type: 'Question',
    parent_id: 0,
    exam_name: input.examName ?? '',
    locale: input.locale,
    source: { learn_path_name: input.learnPathName ?? '', source_id: input.sessionId, source_type: 'Practice', source_name: 'Practice' },
  };
  try {
    await reported(path, undefined, 'Practice Taking', () => api(path, { method: 'POST', body, auth: 'child' }));
    return input.bookmarked;
  } catch {
    throw new Error('Something went wrong');
  }
}

/** How many learners got a question right: `share` 0–1, null while fewer than `minAttempts` answered. */
export interface QuestionAccuracy {
  share: number | null;
  attempts: number;
  minAttempts: number;
}

/**
 * GET /v1/practice/{questionCode}/question_accuracy?step_index → the share (0–1) of learners who
 * answered it right, given only from QUESTION_ACCURACY_MIN_ATTEMPTS answers on (null before).
 */
export function fetchQuestionAccuracy(code: string, stepIndex?: number): Promise<QuestionAccuracy> {
  const path = practicePaths.accuracy(code);
  const query = stepIndex === undefined ? undefined : { step_index: String(stepIndex) };
  return reported(path, query, 'Practice Taking', async () => {
    const { data } = await api<Decoded<typeof questionAccuracyResponse>>(path, { query, auth: 'child' });
    // The server withholds the share below the minimum; never show one over fewer answers either.
    const enough = data.attempts >= Math.max(data.min_attempts, QUESTION_ACCURACY_MIN_ATTEMPTS);
    return { share: enough ? data.question_accuracy : null, attempts: data.attempts, minAttempts: data.min_attempts };
  });
}

/**
 * POST /achieve/update_paj?paj_id&step_index&path_type&path_index&object_type&object_id&status&call_id (empty
 * body): a guided-journey question is completed (learning.md §4 Practice "Guided journey", status completed by default).
 */
export function updatePaj(q: {
  paj_id: string;
  step_index: string;
  path_type?: string;
  path_index?: string;
  object_type?: string;
  object_id: string;
  call_id?: string;
  status?: 'completed';
}): Promise<void> {
  const path = practicePaths.updatePaj();
  const query = Object.fromEntries(Object.entries({ status: 'completed', ...q }).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  return reported(path, query, 'Practice Taking', async () => {
    await api(path, { method: 'POST', query, body: {}, auth: 'child' });
  });
}
