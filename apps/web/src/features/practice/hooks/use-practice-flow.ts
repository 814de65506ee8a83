/**
 * The practice session flow (learning.md §4 Practice): create the session, post the question-start
 * call for adhoc and guided modes, fetch the first question, load the summary; then answer, skip,
 * next, the `do_intervene` branch (concept videos found → Learn Intervention with a recommended
 * event; none or a failed lookup → skipped event and the next question) and 204 (exhausted: an
 * embedded page posts the closed-iframe message). Practice events carry an eorder that increases
 * through the session from the session's last_eorder. A tab that comes back to the same `/practice`
 * URL (after a recommended video, a reload) continues the session it started.
 */
import type { SelectedAnswer } from '@abhyas/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import {
  createPracticeSession,
  fetchConceptVideos,
  fetchPracticeQuestion,
  fetchPracticeSummary,
  InvalidSessionError,
  postPracticeEvents,
  settleIntervention,
  startQuestions,
  submitPracticeAnswer,
  updatePaj,
  type AnswerResult,
  type InterveneConcept,
  type InterventionVideo,
  type PracticeEvent,
  type PracticeQuestion,
  type PracticeSession,
  type PracticeSummary,
  type QuestionOutcome,
} from '../api/practice-api.ts';
import { postToParent } from '../lib/iframe.ts';
import type { PracticeParams } from '../lib/params.ts';
import { forgetSession, recallEorder, recallSession, rememberEorder, rememberSession } from '../lib/session-store.ts';
import { refreshEmbiumBalance } from '../stores/embium-balance.ts';

export type FlowPhase = 'starting' | 'question' | 'loading' | 'intervention' | 'exhausted' | 'error';

export interface Intervention {
  concepts: InterveneConcept[];
  videos: InterventionVideo[];
  /** The question answered just before: the next fetch continues after it. */
  after: string | null;
}

export interface PracticeFlow {
  phase: FlowPhase;
  session: PracticeSession | null;
  current: PracticeQuestion | null;
  result: AnswerResult | null;
  intervention: Intervention | null;
  summary: PracticeSummary | null;
  /** The session is not valid for this profile (summary 406). */
  invalid: boolean;
  error: unknown;
  submitting: boolean;
  submitError: unknown;
  /** Sends the answer with the time spent (s) and hint use. */
  submit: (answer: SelectedAnswer, timeSpentS: number, hintUsed: boolean) => Promise<void>;
  next: () => void;
  skip: () => void;
  continuePractice: () => void;
  retry: () => void;
  refreshSummary: () => void;
  /** Records a practice event (fire-and-forget). */
  logEvent: (type: PracticeEvent['type'], info?: Record<string, unknown>, questionCode?: string) => void;
  /** Ends the session: the finish event, and the tab forgets it. */
  finish: () => void;
}

/** Interventions without videos in a row before the flow stops asking (a guard against a loop). */
const MAX_SKIPPED_INTERVENTIONS = 3;

/** Mutable flow context read by the async steps (kept out of render). */
interface Ctx {
  session: PracticeSession | null;
  eorder: number;
  key: string;
  params: PracticeParams;
  locale: string;
  creating: Promise<PracticeSession> | null;
}

/** The flow for `params` in `locale`; a new `startKey` (another `/practice` URL) starts another session. */
export function usePracticeFlow(params: PracticeParams, locale: string, startKey: string): PracticeFlow {
  const [phase, setPhase] = useState<FlowPhase>('starting');
  const [session, setSession] = useState<PracticeSession | null>(null);
  const [current, setCurrent] = useState<PracticeQuestion | null>(null);
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [intervention, setIntervention] = useState<Intervention | null>(null);
  const [summary, setSummary] = useState<PracticeSummary | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const ctx = useRef<Ctx>({ session: null, eorder: 0, key: startKey, params, locale, creating: null });

  useEffect(() => {
    ctx.current.params = params;
    ctx.current.locale = locale;
  }, [params, locale]);

  const logEvent = useCallback((type: PracticeEvent['type'], info?: Record<string, unknown>, questionCode?: string) => {
    const c = ctx.current;
    if (!c.session) return;
    c.eorder += 1;
    rememberEorder(c.key, c.eorder);
    postPracticeEvents(c.session.session_id, [
      { type, eorder: c.eorder, timestamp: Date.now(), ...(questionCode ? { question_code: questionCode } : {}), ...(info ? { event_info: info } : {}) },
    ]);
  }, []);

  const refreshSummary = useCallback(() => {
    const s = ctx.current.session;
    if (!s) return;
    fetchPracticeSummary(s.session_id, 'Practice Taking').then(setSummary, (e: unknown) => {
      if (e instanceof InvalidSessionError) setInvalid(true);
    });
  }, []);

  /** Applies question-fetch outcomes (§4 "Question fetch outcomes") until one is shown. */
  const apply = useCallback(
    async (first: QuestionOutcome, after: string | null): Promise<void> => {
      const c = ctx.current;
      let outcome = first;
      for (let skipped = 0; ; skipped += 1) {
        if (outcome.kind === 'exhausted') {
          setIntervention(null);
          setCurrent(null);
          setResult(null);
          setPhase('exhausted');
          if (c.params.iframe) postToParent({ event: 'CLOSE_IFRAME', reason: 'questions_exhausted' });
          return;
        }
        if (outcome.kind === 'question') {
          setIntervention(null);
          setResult(null);
          setCurrent(outcome.data);
          setPhase('question');
          return;
        }
        const concepts = outcome.data.concepts;
        let videos = concepts.flatMap((x) => x.conceptVideos);
        if (videos.length === 0) {
          videos = await fetchConceptVideos(
            concepts.map((x) => x.concept_code),
            c.locale,
          ).catch(() => []);
        }
        const action = videos.length > 0 ? 'recommended' : 'skipped';
        for (const x of concepts) {
          void settleIntervention(c.session!.session_id, x.recommendation_id, action).catch(() => undefined);
          logEvent(
            action === 'recommended' ? 'intervention_recommended' : 'intervention_skipped',
            { recommendation_id: x.recommendation_id, concept_code: x.concept_code },
            after ?? undefined,
          );
        }
        if (videos.length > 0) {
          const seen = new Set<string>();
          setIntervention({ concepts, videos: videos.filter((v) => !seen.has(v.code) && seen.add(v.code)), after });
          setPhase('intervention');
          return;
        }
        if (skipped >= MAX_SKIPPED_INTERVENTIONS) {
          setPhase('exhausted');
          return;
        }
        outcome = await fetchPracticeQuestion(c.session!.session_id, { after: after ?? undefined, locale: c.locale });
      }
    },
    [logEvent],
  );

  const load = useCallback(
    async (after: string | null, skip = false) => {
      const s = ctx.current.session;
      if (!s) return;
      setPhase('loading');
      setError(null);
      try {
        const outcome = await fetchPracticeQuestion(s.session_id, { after: after ?? undefined, skip, locale: ctx.current.locale });
        await apply(outcome, after);
      } catch (e) {
        setError(e);
        setPhase('error');
      }
    },
    [apply],
  );

  useEffect(() => {
    let cancelled = false;
    const c = ctx.current;
    if (c.key !== startKey) {
      c.key = startKey;
      c.session = null;
      c.creating = null;
    }
    const p = c.params;
    setPhase('starting');
    setError(null);
    setCurrent(null);
    setResult(null);
    setIntervention(null);
    setSummary(null);
    setInvalid(false);

    /** The session: the one this tab has, a remembered one, or a new one (created once even if effects rerun). */
    const begin = async (): Promise<PracticeSession> => {
      if (c.session) return c.session;
      c.creating ??= createPracticeSession(p.payload);
      const s = await c.creating;
      c.creating = null;
      if (c.session) return c.session;
      c.session = s;
      c.eorder = s.last_eorder;
      rememberSession(startKey, s);
      logEvent('start_session', { mode: p.mode });
      if (p.needsQuestionStart)
        await startQuestions(s.session_id, { mode: p.mode, conceptCode: p.conceptCode, questionCode: p.questionCodes[0] ?? '', locale: c.locale });
      return s;
    };

    void (async () => {
      try {
        if (!c.session) {
          const stored = recallSession(startKey);
          if (stored && !stored.ended) {
            c.session = stored;
            // Events continue after the ones sent before the page was left.
            c.eorder = Math.max(stored.last_eorder, recallEorder(startKey));
          }
        }
        let s = await begin();
        if (cancelled) return;
        setSession(s);
        let outcome: QuestionOutcome;
        try {
          outcome = await fetchPracticeQuestion(s.session_id, { locale: c.locale });
        } catch (e) {
          // A remembered session that is gone (another profile, a reset database) starts afresh.
          if (!(isApiError(e) && (e.status === 404 || e.status === 403))) throw e;
          forgetSession(startKey);
          c.session = null;
          s = await begin();
          setSession(s);
          outcome = await fetchPracticeQuestion(s.session_id, { locale: c.locale });
        }
        if (cancelled) return;
        await apply(outcome, null);
        refreshSummary();
      } catch (e) {
        if (cancelled) return;
        setError(e);
        setPhase('error');
      }
    })();
    return () => {
      cancelled = true;
    };
    // `attempt` restarts after an error; `startKey` when the URL names another practice.
  }, [startKey, attempt, apply, logEvent, refreshSummary]);

  const submit = useCallback(
    async (answer: SelectedAnswer, timeSpentS: number, hintUsed: boolean) => {
      const c = ctx.current;
      if (!c.session || !current) return;
      setSubmitting(true);
      setSubmitError(null);
      const view = (c.eorder += 1);
      const submitOrder = (c.eorder += 1);
      rememberEorder(c.key, c.eorder);
      try {
        const r = await submitPracticeAnswer(
          c.session.session_id,
          current.question.code,
          [
            { event_type: 'view', eorder: view },
            { event_type: 'submit', eorder: submitOrder, event_info: { selected_answer: answer, time_spent: timeSpentS, hint_used: hintUsed } },
          ],
          c.locale,
        );
        setResult(r);
        logEvent(r.correctness === 1 ? 'correct_answer' : 'incorrect_answer', { badge: r.attemptTypeBadge }, current.question.code);
        refreshSummary();
        void refreshEmbiumBalance();
        const p = c.params;
        const paj = p.payload as Record<string, unknown>;
        if (p.guided && typeof paj.paj_id === 'string')
          void updatePaj({
            paj_id: paj.paj_id,
            step_index: String(paj.paj_step_index ?? '0'),
            path_type: paj.paj_step_path as string | undefined,
            path_index: paj.paj_step_path_index as string | undefined,
            object_type: paj.object_type as string | undefined,
            object_id: current.question.code,
            call_id: paj.call_id as string | undefined,
          }).catch(() => undefined);
      } catch (e) {
        setSubmitError(e);
      } finally {
        setSubmitting(false);
      }
    },
    [current, logEvent, refreshSummary],
  );

  const next = useCallback(() => void load(current?.question.code ?? null), [current, load]);
  const skip = useCallback(() => {
    if (!current) return;
    logEvent('skip_question', undefined, current.question.code);
    void load(current.question.code, true);
  }, [current, load, logEvent]);
  const continuePractice = useCallback(() => void load(intervention?.after ?? current?.question.code ?? null), [intervention, current, load]);
  const retry = useCallback(() => {
    if (ctx.current.session && current) void load(current.question.code);
    else setAttempt((n) => n + 1);
  }, [current, load]);
  const finish = useCallback(() => {
    logEvent('finish_session');
    forgetSession(ctx.current.key);
  }, [logEvent]);

  return {
    phase,
    session,
    current,
    result,
    intervention,
    summary,
    invalid,
    error,
    submitting,
    submitError,
    submit,
    next,
    skip,
    continuePractice,
    retry,
    refreshSummary,
    logEvent,
    finish,
  };
}
