import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { LiveQuestion, LivePerformance, liveAnswer, liveAnswerBody, livePerformanceRow, pushLiveQuestionBody } from '@abhyas/contracts';
import { checkAnswer, toResponse } from '@abhyas/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { AnswerSealService } from '../mock-tests/answer-seal.service.ts';
import type { QuestionsService, StoredQuestion } from '../questions/questions.service.ts';
import { toPublicQuestion } from '../questions/questions.service.ts';
import { LiveQuestionEvents } from './live-question-events.ts';
import { assertJoinable, type LiveClassCaller, type LiveClassesService } from './live-classes.service.ts';
import type { LiveAnswerRow, LiveQuestionRow, LiveQuestionsRepository } from './live-questions.repository.ts';
import type { SchoolsService } from './schools.service.ts';

type PushLiveQuestion = z.output<typeof pushLiveQuestionBody>;
type LiveAnswerBody = z.output<typeof liveAnswerBody>;
type LiveAnswer = z.infer<typeof liveAnswer>;
type LivePerformanceRow = z.infer<typeof livePerformanceRow>;

/** ms after `closes_at` an answer still counts: it was sent in time and spent this long on the network. */
export const LIVE_ANSWER_GRACE_MS = 2_000;

const noQuestion = () => notFound('No such question in this live class.', 'QUESTION_NOT_FOUND');

const answerOf = (a: LiveAnswerRow): LiveAnswer => ({
  selected_answer: a.selectedAnswer.answer,
  correct: a.correct,
  time_ms: a.timeMs,
  answered_at: a.answeredAt.getTime(),
});

/**
 * In-class quick questions (issue 23 §3; learning.md §3 live class performance card; decision 041):
 * the class's staff push a bank question to everyone in a live class for a number of seconds; each
 * student answers once (checked by the bank's own checker, the one practice and tests use); the
 * staff see the counts as answers arrive, everyone the key once it has closed. A question whose
 * key a test seals (decision 017) is not pushed, not answered and its key not shown. Access is the
 * live class's: its class's students and staff, anyone else 404. Clients follow changes through
 * the events stream (`LiveQuestionEvents`).
 */
export class LiveQuestionsService {
  readonly events: LiveQuestionEvents;

  constructor(
    private readonly repo: LiveQuestionsRepository,
    private readonly liveClasses: Pick<LiveClassesService, 'reach'>,
    private readonly schools: Pick<SchoolsService, 'roster' | 'profileFirstName'>,
    private readonly questions: Pick<QuestionsService, 'find' | 'findMany'>,
    private readonly seals: Pick<AnswerSealService, 'sealedFor'>,
    private readonly now: () => number,
    onError?: (err: unknown) => void,
  ) {
    this.events = new LiveQuestionEvents((id) => this.repo.version(id, new Date(this.now())), onError);
  }

  private view(
    row: LiveQuestionRow,
    stored: StoredQuestion,
    locale: string | undefined,
    extra: { mine: LiveAnswer | null; tally: { answers: number; correct: number } | null; students: number | null; sealed: boolean },
  ): LiveQuestion {
    const open = this.now() < row.closesAt.getTime();
    return {
      id: row.id,
      question_code: row.questionCode,
      pushed_at: row.pushedAt.getTime(),
      closes_at: row.closesAt.getTime(),
      open,
      question: toPublicQuestion(stored, locale),
      mine: extra.mine,
      answers: extra.tally ? extra.tally.answers : null,
      correct: extra.tally ? extra.tally.correct : null,
      students: extra.students,
      answer_key: open || extra.sealed ? null : stored.question.answer,
    };
  }

  /**
   * POST /api/live-classes/{id}/questions (staff): pushes a bank question, open for `seconds`. 404
   * LIVE_CLASS_NOT_FOUND; 423 LIVE_CLASS_LOCKED once the live class has ended; 400 UNKNOWN_QUESTION
   * (body.question_code); 409 ANSWER_KEY_SEALED for a question a test seals.
   */
  async push(userId: string, liveClassId: string, body: PushLiveQuestion): Promise<LiveQuestion> {
    const { v, live } = await this.liveClasses.reach({ kind: 'staff', userId }, liveClassId);
    assertJoinable(live, true);
    const stored = await this.questions.find(body.question_code);
    if (!stored) {
      const message = `No question has the code '${body.question_code}'.`;
      throw new AppError(400, 'UNKNOWN_QUESTION', message, [{ path: 'body.question_code', message }]);
    }
    (await this.seals.sealedFor({ userId })).assertQuestion(stored.row.code);
    const now = this.now();
    const row: LiveQuestionRow = {
      id: newId(),
      liveClassId,
      questionCode: stored.row.code,
      pushedByUserId: userId,
      pushedAt: new Date(now),
      closesAt: new Date(now + body.seconds * 1000),
    };
    await this.repo.insert(row);
    this.events.nudge(liveClassId);
    const students = (await this.schools.roster(v.l.classId)).length;
    return this.view(row, stored, undefined, { mine: null, tally: { answers: 0, correct: 0 }, students, sealed: false });
  }

  /**
   * GET /api/live-classes/{id}/questions: newest first, in `locale` when the question is written in
   * it. A student gets its own answer (`mine`) and no counts; staff the counts and the class's
   * size. The key only once a question has closed, and never while a test seals it for the caller.
   */
  async list(caller: LiveClassCaller, liveClassId: string, locale: string | undefined): Promise<LiveQuestion[]> {
    const { v } = await this.liveClasses.reach(caller, liveClassId);
    const rows = await this.repo.ofLiveClass(liveClassId);
    if (rows.length === 0) return [];
    const [bank, sealed] = await Promise.all([
      this.questions.findMany([...new Set(rows.map((r) => r.questionCode))]),
      this.seals.sealedFor(caller.kind === 'staff' ? { userId: caller.userId } : { profileId: caller.profileId }),
    ]);
    const byCode = new Map(bank.map((q) => [q.row.code, q]));
    let students: number | null = null;
    let tallies: Map<string, { answers: number; correct: number }> | null = null;
    let mine: Map<string, LiveAnswer> | null = null;
    if (caller.kind === 'staff')
      [students, tallies] = await Promise.all([this.schools.roster(v.l.classId).then((r) => r.length), this.repo.tallies(liveClassId)]);
    else mine = new Map((await this.repo.answersOf(liveClassId, caller.profileId)).map((a) => [a.questionId, answerOf(a)]));
    return rows.flatMap((row) => {
      const stored = byCode.get(row.questionCode);
      if (!stored) return [];
      return [
        this.view(row, stored, locale, {
          mine: mine ? (mine.get(row.id) ?? null) : null,
          tally: tallies ? (tallies.get(row.id) ?? { answers: 0, correct: 0 }) : null,
          students,
          sealed: sealed.has(row.questionCode),
        }),
      ];
    });
  }

  /**
   * POST /api/live-classes/{id}/questions/{questionId}/answer (a student of the class): checks the
   * answer and keeps it, once. 404 LIVE_CLASS_NOT_FOUND, QUESTION_NOT_FOUND; 410 QUESTION_CLOSED
   * after `closes_at` (and LIVE_ANSWER_GRACE_MS); 409 ALREADY_ANSWERED, ANSWER_KEY_SEALED; 400
   * RESPONSE_DOES_NOT_FIT (body.selected_answer) for an answer of another kind than the question
   * takes. `null` is a pass: kept, and not right.
   */
  async answer(profileId: string, liveClassId: string, questionId: string, body: LiveAnswerBody): Promise<LiveAnswer> {
    await this.liveClasses.reach({ kind: 'student', profileId }, liveClassId);
    const row = await this.repo.find(liveClassId, questionId);
    if (!row) throw noQuestion();
    const now = this.now();
    if (now > row.closesAt.getTime() + LIVE_ANSWER_GRACE_MS) throw new AppError(410, 'QUESTION_CLOSED', 'This question has closed.');
    const stored = await this.questions.find(row.questionCode);
    if (!stored) throw noQuestion();
    (await this.seals.sealedFor({ profileId })).assertQuestion(row.questionCode);
    const selected = body.selected_answer;
    const response = toResponse(stored.question, selected);
    if (selected !== null && response === null) {
      const message = `The answer does not fit a ${stored.question.type} question: send option codes for choice types and a string for typed answers.`;
      throw new AppError(400, 'RESPONSE_DOES_NOT_FIT', message, [{ path: 'body.selected_answer', message }]);
    }
    const answer: LiveAnswerRow = {
      questionId,
      profileId,
      selectedAnswer: { answer: selected },
      correct: response ? checkAnswer(stored.question, response).correct : false,
      timeMs: Math.max(0, now - row.pushedAt.getTime()),
      answeredAt: new Date(now),
    };
    if (!(await this.repo.insertAnswer(answer))) throw new AppError(409, 'ALREADY_ANSWERED', 'You have already answered this question.');
    this.events.nudge(liveClassId);
    return answerOf(answer);
  }

  /**
   * GET /api/live-classes/{id}/performance: a student's own row and answers in push order, or
   * (staff) a row per student of the class in the order they joined.
   */
  async performance(caller: LiveClassCaller, liveClassId: string): Promise<LivePerformance> {
    const { v, live } = await this.liveClasses.reach(caller, liveClassId);
    const questions = (await this.repo.ofLiveClass(liveClassId)).reverse();
    const row = (profileId: string, firstName: string, t?: { answered: number; correct: number; timeMs: number }): LivePerformanceRow => ({
      profile_id: profileId,
      first_name: firstName,
      questions: questions.length,
      answered: t?.answered ?? 0,
      correct: t?.correct ?? 0,
      accuracy: t && t.answered > 0 ? t.correct / t.answered : null,
      time_ms: t?.timeMs ?? 0,
    });
    if (caller.kind === 'staff') {
      const [roster, totals] = await Promise.all([this.schools.roster(v.l.classId), this.repo.totals(liveClassId)]);
      const byProfile = new Map(totals.map((t) => [t.profileId, t]));
      return { live_class: live, mine: null, answers: [], students: roster.map((s) => row(s.profileId, s.firstName, byProfile.get(s.profileId))) };
    }
    const [answers, firstName] = await Promise.all([this.repo.answersOf(liveClassId, caller.profileId), this.schools.profileFirstName(caller.profileId)]);
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    const answered = answers.length;
    const correct = answers.filter((a) => a.correct).length;
    const timeMs = answers.reduce((sum, a) => sum + a.timeMs, 0);
    return {
      live_class: live,
      mine: row(caller.profileId, firstName ?? '', { answered, correct, timeMs }),
      answers: questions.map((q) => {
        const a = byQuestion.get(q.id);
        return { question_id: q.id, question_code: q.questionCode, pushed_at: q.pushedAt.getTime(), answer: a ? answerOf(a) : null };
      }),
      students: [],
    };
  }

  /**
   * GET /api/live-classes/{id}/events: the events stream of the live class for its students and
   * staff (404 LIVE_CLASS_NOT_FOUND for anyone else), starting with the version now.
   */
  async openEvents(caller: LiveClassCaller, liveClassId: string): Promise<Readable> {
    await this.liveClasses.reach(caller, liveClassId);
    const version = await this.repo.version(liveClassId, new Date(this.now()));
    if (version === null) throw notFound('No such live class.', 'LIVE_CLASS_NOT_FOUND');
    return this.events.open(liveClassId, version);
  }
}
