/**
 * The practice session flow (learning.md §4 Practice): open the session (resume the one the URL or
 * this device names, else create one; see open-session.ts), post the question-start call for adhoc
 * and guided modes of a new session, fetch the question (a resumed session shows again the one that
 * was on screen, with its result or second-try state), load the summary; then answer (a wrong first
 * answer earns a second try), skip, next, the `do_intervene` branch (concept videos found → Learn
 * Intervention with a recommended event; none or a failed lookup → skipped event and the next
 * question) and 204 (exhausted: an embedded page posts the closed-iframe message). Practice events
 * carry an eorder that increases through the session from the session's last_eorder. `active`
 * false (the page is being left) starts nothing.
 */
import type { SelectedAnswer } from '@abhyas/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import {
  fetchConceptVideos,
  fetchPracticeQuestion,
  fetchPracticeSummary,
  InvalidSessionError,
  postPracticeEvents,
  settleIntervention,
  startQuestions,
  submitPracticeAnswer,
  updatePaj,
  type InterveneConcept,
  type InterventionVideo,
  type PracticeEvent,
  type PracticeQuestion,
  type PracticeSession,
  type PracticeSummary,
  type QuestionOutcome,
  type SubmitResult,
} from '../api/practice-api.ts';
import { postToParent } from '../lib/iframe.ts';
import type { PracticeParams } from '../lib/params.ts';
import { forgetPractice, rememberPractice } from '../lib/session-store.ts';
import { refreshEmbiumBalance } from '../stores/embium-balance.ts';
import { openSession } from './open-session.ts';

export type FlowPhase = 'starting' | 'question' | 'loading' | 'intervention' | 'exhausted' | 'error';

export interface Intervention {
  concepts: InterveneConcept[];
  videos: InterventionVideo[];
  /** The notes of the concepts' chapters (one per chapter), offered beside the videos (issue #16 §4). */
  notes: NonNullable<InterveneConcept['chapter_notes']>[];
  /** The question answered just before: the next fetch continues after it. */
  after: string | null;
}

export interface PracticeFlow {
  phase: FlowPhase;
  session: PracticeSession | null;
  current: PracticeQuestion | null;
  /** The answer to the last submit: the final result, or `status: retry` (one more try). */
  result: SubmitResult | null;
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
  /** Ends the session: the finish event, and the device forgets it. */
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
  opening: Promise<unknown> | null;
}

export interface FlowOptions {
  /** The practice (practiceKeyOf): another key starts (or resumes) another session. */
  startKey: string;
  /** The session the URL names, if any. */
  urlSessionId: string | null;
  /** False while the page is being left: nothing new starts. */
  active: boolean;
  /** Called with the session id once a session is open (the page puts it in its URL). */
  onSession?: (sessionId: string) => void;
}

/** The flow for `params` in `locale` (see the module comment). */
export function usePracticeFlow(params: PracticeParams, locale: string, opts: FlowOptions): PracticeFlow {
  const { startKey, active } = opts;
  const [phase, setPhase] = useState<FlowPhase>('starting');
  const [session, setSession] = useState<PracticeSession | null>(null);
  const [current, setCurrent] = useState<PracticeQuestion | null>(null);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [intervention, setIntervention] = useState<Intervention | null>(null);
  const [summary, setSummary] = useState<PracticeSummary | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const ctx = useRef<Ctx>({ session: null, eorder: 0, key: startKey, params, locale, opening: null });
  const latest = useRef(opts);

  useEffect(() => {
    ctx.current.params = params;
    ctx.current.locale = locale;
    latest.current = opts;
  });

  const logEvent = useCallback((type: PracticeEvent['type'], info?: Record<string, unknown>, questionCode?: string) => {
    const c = ctx.current;
    if (!c.session) return;
    c.eorder += 1;
    rememberPractice(c.key, { sessionId: c.session.session_id, eorder: c.eorder });
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

  /** Shows a question and remembers it as the one on screen. */
  const show = useCallback((q: PracticeQuestion | null) => {
    const c = ctx.current;
    setCurrent(q);
    if (c.session) rememberPractice(c.key, { sessionId: c.session.session_id, current: q?.question.code ?? null });
  }, []);

  /** Applies question-fetch outcomes (§4 "Question fetch outcomes") until one is shown. */
  const apply = useCallback(
    async (first: QuestionOutcome, after: string | null): Promise<void> => {
      const c = ctx.current;
      let outcome = first;
      for (let skipped = 0; ; skipped += 1) {
        if (outcome.kind === 'exhausted') {
          setIntervention(null);
          show(null);
          setResult(null);
          setPhase('exhausted');
          if (c.params.iframe) postToParent({ event: 'CLOSE_IFRAME', reason: 'questions_exhausted' });
          return;
        }
        if (outcome.kind === 'question') {
          setIntervention(null);
          setResult(null);
          show(outcome.data);
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
        const notes = [...new Map(concepts.flatMap((x) => (x.chapter_notes ? [[x.chapter_notes.code, x.chapter_notes] as const] : []))).values()];
        const action = videos.length > 0 || notes.length > 0 ? 'recommended' : 'skipped';
        for (const x of concepts) {
          void settleIntervention(c.session!.session_id, x.recommendation_id, action).catch(() => undefined);
          logEvent(
            action === 'recommended' ? 'intervention_recommended' : 'intervention_skipped',
            { recommendation_id: x.recommendation_id, concept_code: x.concept_code },
            after ?? undefined,
          );
        }
        if (videos.length > 0 || notes.length > 0) {
          const seen = new Set<string>();
          setIntervention({ concepts, videos: videos.filter((v) => !seen.has(v.code) && seen.add(v.code)), notes, after });
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
    [logEvent, show],
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
    // A page being left (its URL is another page's now) starts nothing: ending practice must not
    // open a session for the summary page's query (issue 15: every "End practice" answered 400).
    if (!active) return;
    let cancelled = false;
    const c = ctx.current;
    if (c.key !== startKey) {
      c.key = startKey;
      c.session = null;
      c.opening = null;
    }
    setPhase('starting');
    setError(null);
    setCurrent(null);
    setResult(null);
    setIntervention(null);
    setSummary(null);
    setInvalid(false);

    /** Opens the session once even if effects rerun; a new one sends its start event and question-start call. */
    const begin = async (): Promise<{ s: PracticeSession; onScreen: string | null }> => {
      if (c.session) return { s: c.session, onScreen: null };
      const p = c.params;
      const opening = (c.opening ??= openSession(startKey, latest.current.urlSessionId, p.payload));
      const opened = await (opening as ReturnType<typeof openSession>);
      c.opening = null;
      if (c.session) return { s: c.session, onScreen: null };
      c.session = opened.session;
      c.eorder = opened.eorder;
      rememberPractice(startKey, { sessionId: opened.session.session_id, eorder: c.eorder });
      if (!opened.resumed) {
        logEvent('start_session', { mode: p.mode });
        if (p.needsQuestionStart)
          await startQuestions(opened.session.session_id, {
            mode: p.mode,
            conceptCode: p.conceptCode,
            questionCode: p.mode === 'AdhocPractice' ? p.questionCodes.join(',') : (p.questionCodes[0] ?? ''),
            locale: c.locale,
          });
      }
      return { s: opened.session, onScreen: opened.current };
    };

    void (async () => {
      try {
        const { s, onScreen } = await begin();
        if (cancelled) return;
        setSession(s);
        latest.current.onSession?.(s.session_id);
        let outcome: QuestionOutcome | null = null;
        if (onScreen) {
          // The question that was on screen, with its result or second try (gone or sealed: the current one).
          outcome = await fetchPracticeQuestion(s.session_id, { code: onScreen, locale: c.locale }).catch((e: unknown) => {
            if (isApiError(e) && (e.status === 404 || e.status === 409)) return null;
            throw e;
          });
        }
        outcome ??= await fetchPracticeQuestion(s.session_id, { locale: c.locale });
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
  }, [startKey, attempt, active, apply, logEvent, refreshSummary]);

  const submit = useCallback(
    async (answer: SelectedAnswer, timeSpentS: number, hintUsed: boolean) => {
      const c = ctx.current;
      if (!c.session || !current) return;
      setSubmitting(true);
      setSubmitError(null);
      const view = (c.eorder += 1);
      const submitOrder = (c.eorder += 1);
      rememberPractice(c.key, { sessionId: c.session.session_id, eorder: c.eorder });
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
        if (r.status === 'retry') {
          logEvent('incorrect_answer', { badge: null, second_try: true }, current.question.code);
          return;
        }
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
    forgetPractice(ctx.current.key);
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
