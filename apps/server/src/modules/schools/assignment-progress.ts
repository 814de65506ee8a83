/**
 * A student's progress on an assignment, computed when read from the records that carry the
 * assignment's id (decision 041 "Completion"), so it can never disagree with them. Pure.
 */
import type { HomeworkTest, HomeworkWatch, PracticeAnswer } from './assignments.repository.ts';

/** Answered questions that complete a chapter practice (fewer when the chapter has fewer). */
export const PRACTICE_QUESTIONS_TO_COMPLETE = 10;
/** Share of a video watched that completes it. */
export const VIDEO_SHARE_TO_COMPLETE = 0.9;

export interface Progress {
  status: 'not_started' | 'in_progress' | 'completed';
  /** Epoch ms; null until completed. */
  completedAt: number | null;
  /** 0–100. */
  progress: number;
  score: number | null;
  maxScore: number | null;
  accuracy: number | null;
}

export const NOT_STARTED: Progress = { status: 'not_started', completedAt: null, progress: 0, score: null, maxScore: null, accuracy: null };

const pct = (x: number) => Math.max(0, Math.min(100, Math.round(x * 100)));

/**
 * A chapter practice: complete at the `target`-th question answered (first answers only, in any of
 * the assignment's sessions; the time of that answer is the completion); score = right answers.
 */
export function practiceProgress(answers: readonly PracticeAnswer[], target: number): Progress {
  if (answers.length === 0) return NOT_STARTED;
  const need = Math.max(1, target);
  const sorted = [...answers].sort((a, b) => a.at.getTime() - b.at.getTime());
  const right = sorted.filter((a) => a.correct).length;
  const done = sorted.length >= need;
  return {
    status: done ? 'completed' : 'in_progress',
    completedAt: done ? sorted[need - 1]!.at.getTime() : null,
    progress: pct(Math.min(1, sorted.length / need)),
    score: right,
    maxScore: sorted.length,
    accuracy: right / sorted.length,
  };
}

/** A test: complete when one of the assignment's sessions is FINISHED (the first one's score); started otherwise. */
export function testProgress(tests: readonly HomeworkTest[]): Progress {
  if (tests.length === 0) return NOT_STARTED;
  const finished = tests.filter((t) => t.status === 'FINISHED' && t.finishedAt).sort((a, b) => a.finishedAt!.getTime() - b.finishedAt!.getTime())[0];
  if (!finished) return { ...NOT_STARTED, status: 'in_progress', progress: 50 };
  const result = finished.result ?? {};
  const maxMarks = typeof result.maxMarks === 'number' ? result.maxMarks : null;
  const sections = Array.isArray(result.sections) ? (result.sections as { correct?: number; incorrect?: number; partial?: number }[]) : [];
  const right = sections.reduce((n, s) => n + (s.correct ?? 0), 0);
  const answered = sections.reduce((n, s) => n + (s.correct ?? 0) + (s.incorrect ?? 0) + (s.partial ?? 0), 0);
  return {
    status: 'completed',
    completedAt: finished.finishedAt!.getTime(),
    progress: 100,
    score: finished.score ?? (typeof result.score === 'number' ? result.score : null),
    maxScore: maxMarks,
    accuracy: answered > 0 ? right / answered : null,
  };
}

/** A video: complete at 90 % watched with the assignment's id (the first record that shows it). */
export function videoProgress(watches: readonly HomeworkWatch[]): Progress {
  const shares = watches.filter((w) => w.lengthS > 0).map((w) => ({ share: Math.min(1, w.watchedS / w.lengthS), at: w.at.getTime() }));
  if (shares.length === 0) return watches.length > 0 ? { ...NOT_STARTED, status: 'in_progress' } : NOT_STARTED;
  const best = Math.max(...shares.map((s) => s.share));
  const reached = shares.filter((s) => s.share >= VIDEO_SHARE_TO_COMPLETE).sort((a, b) => a.at - b.at)[0];
  if (reached) return { ...NOT_STARTED, status: 'completed', completedAt: reached.at, progress: 100 };
  return { ...NOT_STARTED, status: best > 0 ? 'in_progress' : 'not_started', progress: pct(best / VIDEO_SHARE_TO_COMPLETE) };
}

/** A book: complete when the student marked it done. */
export function bookProgress(doneAt: Date | null): Progress {
  return doneAt ? { ...NOT_STARTED, status: 'completed', completedAt: doneAt.getTime(), progress: 100 } : NOT_STARTED;
}
