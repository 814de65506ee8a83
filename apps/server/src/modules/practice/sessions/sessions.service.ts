import type { z } from 'zod';
import type { PracticeGamepadResponse, PracticeSessionResponse, PracticeSummaryResponse, practiceSessionBody } from '@abhyas/contracts';
import {
  gamepadEntries,
  isPajPractice,
  isPracticeQuestionType,
  pajFieldsOf,
  practiceSummary,
  PRACTICE_GUIDE_MESSAGES,
  sessionExtras,
  sessionStartQuestion,
  skippedQuestions,
  type PracticeCandidate,
} from '@abhyas/domain';
import { conflict, notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import type { QuestionsRepository, StoredQuestion } from '../../questions/questions.service.ts';
import type { AnswerSealService, SealedQuestions } from '../../mock-tests/answer-seal.service.ts';
import type { SessionScopeService } from './session-scope.service.ts';
import type { FirstTry, PracticeAttempt, PracticeScope, PracticeSession, SessionsRepository } from './sessions.repository.ts';

/** A stored question with its learning map (the questions module's; its key is never sent before it is earned). */
export type { StoredQuestion };

type SessionBody = z.infer<typeof practiceSessionBody>;

/** A question a session may serve, with the facts the chooser and the answers need. */
export interface Candidate extends PracticeCandidate {
  type: string;
}

/** The session's finished questions (in answer order) and its served and skipped questions. */
export interface SessionState {
  attempts: PracticeAttempt[];
  /** Codes of the finished questions. */
  answered: Set<string>;
  /** Codes of the questions skipped and not finished since. */
  skipped: Set<string>;
  served: { code: string; servedAt: Date; skipped: boolean; firstTry: FirstTry | null }[];
}

/**
 * Practice sessions (issue #5; learning.md §3 Practice session, §4 Practice): starting one of any
 * kind over its scope, resuming it, its questions and state, and its summary. The other practice
 * services reach a session through this one. A question sealed for the profile (decision 017) is
 * never the start of a session: 409 ANSWER_KEY_SEALED.
 */
export class PracticeSessionsService {
  /**
   * Checks the school assignment a session names (`homework_id`; issue 23 §2, decision 041) and
   * gives the ids the session stores: the assignment, its institute and class. Throws 400
   * HOMEWORK_NOT_YOURS when it is not the profile's open assignment of this chapter. Set by app.ts.
   */
  homework: ((profileId: string, homeworkId: string, chapterCode: string | null) => Promise<{ homeworkId: string; schoolId: string; classId: string }>) | null =
    null;

  constructor(
    private readonly repo: SessionsRepository,
    private readonly scopes: SessionScopeService,
    private readonly questions: QuestionsRepository,
    private readonly seals: AnswerSealService,
  ) {}

  /** The profile's session, or null (also for another profile's). */
  find(profileId: string, sessionId: string): Promise<PracticeSession | null> {
    return this.repo.findSession(profileId, sessionId);
  }

  /** The profile's session; 404 UNKNOWN_PRACTICE_SESSION otherwise. */
  async must(profileId: string, sessionId: string): Promise<PracticeSession> {
    const s = await this.find(profileId, sessionId);
    if (!s) throw notFound(`No practice session ${sessionId} for this profile.`, 'UNKNOWN_PRACTICE_SESSION');
    return s;
  }

  /** 409 SESSION_ENDED for a session finished (finish_session event). */
  static notEnded(s: PracticeSession): void {
    if (s.endedAt) throw conflict('This practice session has finished; start a new one.', 'SESSION_ENDED');
  }

  /** The questions sealed for the profile now (decision 017). */
  sealed(profileId: string): Promise<SealedQuestions> {
    return this.seals.sealedFor({ profileId });
  }

  /**
   * The questions a session draws from (practice types only), plus its start question, in code order;
   * a RevisionPractice session's in its list's order (the queue's: most overdue first).
   */
  async candidates(s: PracticeSession): Promise<Candidate[]> {
    const scope: PracticeScope = s.scope ?? { kind: 'chapter', code: s.chapterCode ?? '' };
    const rows = await this.repo.scopeQuestions(scope, s.startQuestionCode);
    const cands = rows.filter((r) => isPracticeQuestionType(r.type)).map((r) => ({ code: r.code, type: r.type, concept: r.concept, difficulty: r.difficulty }));
    if (!PracticeSessionsService.servesInOrder(s) || scope.kind !== 'codes') return cands;
    const at = new Map(scope.codes.map((c, i) => [c, i]));
    return cands.sort((a, b) => (at.get(a.code) ?? Infinity) - (at.get(b.code) ?? Infinity));
  }

  /**
   * Whether the session serves its questions in their listed order rather than by mastery:
   * RevisionPractice (issue 19 §2) and an AdhocPractice list of questionCode (learning.md §2).
   */
  static servesInOrder(s: PracticeSession): boolean {
    return s.kind === 'RevisionPractice' || (s.scope?.kind === 'codes' && s.scope.ordered === true);
  }

  /** The session's finished, served and skipped questions. */
  async state(sessionId: string): Promise<SessionState> {
    const attempts = await this.repo.attempts(sessionId);
    const log = await this.repo.questionLog(sessionId);
    const answered = new Set(attempts.map((a) => a.questionCode));
    return { attempts, answered, skipped: skippedQuestions(answered, log), served: log };
  }

  /** The profile's mastery of each concept that has one, by concept code. */
  masteryOf(profileId: string, concepts: string[]): Promise<Map<string, number>> {
    return this.repo.masteryOf(profileId, concepts);
  }

  /** A stored question, or null when there is none. */
  findQuestion(code: string): Promise<StoredQuestion | null> {
    return this.questions.find(code);
  }

  /** A stored question; 404 QUESTION_NOT_IN_SESSION when there is none. */
  async stored(code: string): Promise<StoredQuestion> {
    const stored = await this.findQuestion(code);
    if (!stored) throw notFound(`Question '${code}' is not part of this practice session.`, 'QUESTION_NOT_IN_SESSION');
    return stored;
  }

  /** A question of the session's scope; 404 QUESTION_NOT_IN_SESSION otherwise. */
  async question(s: PracticeSession, code: string): Promise<StoredQuestion> {
    const cands = await this.candidates(s);
    if (!cands.some((c) => c.code === code)) throw notFound(`Question '${code}' is not part of this practice session.`, 'QUESTION_NOT_IN_SESSION');
    return this.stored(code);
  }

  private static response(s: PracticeSession, total: number): PracticeSessionResponse {
    const lm = s.learningMap as Record<string, string>;
    return {
      session_id: s.id,
      type: s.kind as PracticeSessionResponse['type'],
      title: s.title,
      language: s.language,
      learning_map: {
        bundle_code: lm.scope_code ?? s.chapterCode ?? '',
        level: lm.scope_level ?? 'chapter',
        chapter_code: lm.chapter_code ?? s.chapterCode ?? '',
        chapter_name: lm.chapter_name ?? '',
        subject: lm.subject ?? '',
      },
      last_eorder: s.lastEorder,
      guide_messages: [...PRACTICE_GUIDE_MESSAGES],
      total_question_count: total,
      start_question_code: s.startQuestionCode,
      practice_id: s.practiceId,
      video_id: s.videoId,
      concept_code: s.conceptCode,
      paj: (s.paj ? pajFieldsOf(s.paj) : null) as PracticeSessionResponse['paj'],
      source: (s.meta.source as string | undefined) ?? null,
      ended: s.endedAt !== null,
    };
  }

  /**
   * Starts a practice session of any kind (learning.md §3 session creation payload): resolves its
   * scope (400 UNKNOWN_CHAPTER / UNKNOWN_PRACTICE_ID / UNKNOWN_QUESTION / UNKNOWN_CONCEPT / UNKNOWN_VIDEO
   * / UNKNOWN_PRACTICE_SCOPE with the field at fault) and stores every field sent. 409
   * ANSWER_KEY_SEALED for practice over a test whose questions are sealed, or from a sealed question.
   */
  async create(profileId: string, body: SessionBody): Promise<PracticeSessionResponse> {
    const r = await this.scopes.resolve(profileId, body);
    const start = sessionStartQuestion(body);
    const sealed = await this.sealed(profileId);
    if (r.level === 'test') sealed.assertTest(r.bundleCode, `Practice over '${r.name}'`);
    if (start) sealed.assertQuestion(start);
    // Practice for a school assignment counts for it only when checked (the class's own ids replace the client's).
    const hw = body.homework_id && this.homework ? await this.homework(profileId, body.homework_id, r.level === 'chapter' ? r.chapterCode : null) : null;
    const row = await this.repo.createSession({
      id: newId(),
      profileId,
      kind: body.type,
      chapterCode: r.chapterCode,
      scope: r.scope,
      title: body.title ?? r.name,
      language: body.language ?? 'en',
      learningMap: {
        ...body.learning_map,
        scope_level: r.level,
        scope_code: r.bundleCode,
        chapter_code: r.chapterCode ?? '',
        chapter_name: r.chapterName,
        subject: r.subject,
      },
      practiceId: body.practice_id ?? null,
      videoId: body.video_id ?? null,
      conceptCode: body.conceptCode ?? body.concept_code ?? null,
      startQuestionCode: start,
      paj: isPajPractice(body.type) ? pajFieldsOf(body) : null,
      meta: hw ? { ...sessionExtras(body), school_id: hw.schoolId, class_id: hw.classId } : sessionExtras(body),
      homeworkId: hw?.homeworkId ?? null,
      schoolId: hw?.schoolId ?? null,
      classId: hw?.classId ?? null,
    });
    return PracticeSessionsService.response(row, (await this.candidates(row)).length);
  }

  /** The session as created, with its current last_eorder and ended flag (a page reload resumes with it). 404 for another profile's. */
  async get(profileId: string, sessionId: string): Promise<PracticeSessionResponse> {
    const s = await this.must(profileId, sessionId);
    return PracticeSessionsService.response(s, (await this.candidates(s)).length);
  }

  /**
   * The gamepad (learning.md §2; issue 24 §2): the session's questions in serving order with their
   * states. 404 UNKNOWN_PRACTICE_SESSION for a session that is not this profile's.
   */
  async gamepad(profileId: string, sessionId: string): Promise<PracticeGamepadResponse> {
    const s = await this.must(profileId, sessionId);
    const st = await this.state(sessionId);
    const entries = gamepadEntries(
      st.served.map((l) => ({ ...l, awaitingSecondTry: l.firstTry !== null })),
      st.attempts,
    );
    return {
      questions: entries.map((e) => ({ number: e.number, code: e.code, state: e.state, badge: e.badge, hint_used: e.hintUsed, time_spent: e.timeSpentS })),
      ended: s.endedAt !== null,
    };
  }

  /**
   * The session summary (learning.md §3 Summary): time (s), accuracy over answers, embiums,
   * questions per badge and streaks; null for a session that is not this profile's (the route answers 406).
   */
  async summary(profileId: string, sessionId: string): Promise<PracticeSummaryResponse | null> {
    const s = await this.find(profileId, sessionId);
    if (!s) return null;
    const st = await this.state(sessionId);
    const sum = practiceSummary(st.attempts, st.skipped.size);
    return {
      totalTimeSpend: sum.timeSpentS,
      accuracy: sum.accuracy,
      silverEmbiumsEarnedCount: sum.silver,
      goldEmbiumsEarnedCount: sum.gold,
      metaData: {
        attempts: sum.attempts as PracticeSummaryResponse['metaData']['attempts'],
        questions: sum.questions,
        correct: sum.correct,
        skipped: sum.skipped,
        hintsUsed: sum.hintsUsed,
        streaks: sum.streaks as PracticeSummaryResponse['metaData']['streaks'],
      },
      ended: s.endedAt !== null,
    };
  }
}
