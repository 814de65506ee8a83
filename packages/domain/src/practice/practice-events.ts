/**
 * Practice events (learning.md §3 Practice event, §7 Practice `/events`): what newly stored events do
 * to their session. Events are stored once per (session, eorder); only fresh ones take effect.
 */

/** One practice event, as far as its effects need it. */
export interface PracticeEventFacts {
  eorder: number;
  type: string;
  question_code?: string | undefined;
  event_info?: Record<string, unknown> | undefined;
}

/** What the events' storing transaction changes on the session. */
export interface PracticeEventEffects {
  /** The highest eorder sent (stored or repeated); the session keeps the greatest it saw. */
  lastEorder: number;
  /** A fresh start_session on a session not started yet: mark the start. */
  start: boolean;
  /** A fresh finish_session on a session not ended yet: end it. */
  end: boolean;
  /** Questions of the session to mark skipped (fresh skip_question events, in order). */
  skip: string[];
}

/**
 * The effects of `events` (1 or more) of which those with an eorder in `fresh` were stored now, on a
 * session `started`/`ended` or not; `inScope` says whether a question is the session's.
 */
export function practiceEventEffects(
  events: readonly PracticeEventFacts[],
  fresh: ReadonlySet<number>,
  session: { started: boolean; ended: boolean },
  inScope: (code: string) => boolean,
): PracticeEventEffects {
  const effects: PracticeEventEffects = { lastEorder: Math.max(...events.map((e) => e.eorder)), start: false, end: false, skip: [] };
  for (const e of events.filter((x) => fresh.has(x.eorder))) {
    if (e.type === 'start_session' && !session.started) effects.start = true;
    if (e.type === 'finish_session' && !session.ended) effects.end = true;
    if (e.type === 'skip_question' && e.question_code && inScope(e.question_code)) effects.skip.push(e.question_code);
  }
  return effects;
}

/** What follows a fresh event once it is stored (decision 008: second tries, interventions). */
export type PracticeEventFollowUp =
  /** A question left with a wrong first try open is finished with that answer. */
  | { kind: 'finish-first-try'; questionCode: string }
  /** The session ended: every first try still open is finished. */
  | { kind: 'finish-open-first-tries' }
  /** An intervention shown (recommended) or skipped. */
  | { kind: 'settle-intervention'; recommendationId: string; action: 'recommended' | 'skipped' };

/** True for text shaped like a UUID (36 hex digits and dashes), e.g. a recommendation or session id. */
export function looksLikeUuid(text: string): boolean {
  return /^[0-9a-f-]{36}$/iu.test(text);
}

/** What follows the events stored now (`stored` eorders), in event order. */
export function practiceEventFollowUps(
  events: readonly PracticeEventFacts[],
  stored: ReadonlySet<number>,
  inScope: (code: string) => boolean,
): PracticeEventFollowUp[] {
  const out: PracticeEventFollowUp[] = [];
  for (const e of events.filter((x) => stored.has(x.eorder))) {
    if (e.type === 'skip_question' && e.question_code && inScope(e.question_code)) out.push({ kind: 'finish-first-try', questionCode: e.question_code });
    if (e.type === 'finish_session') out.push({ kind: 'finish-open-first-tries' });
    const rec = e.event_info?.recommendation_id;
    if ((e.type === 'intervention_recommended' || e.type === 'intervention_skipped') && typeof rec === 'string' && looksLikeUuid(rec))
      out.push({ kind: 'settle-intervention', recommendationId: rec, action: e.type === 'intervention_recommended' ? 'recommended' : 'skipped' });
  }
  return out;
}
