import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { practiceAnswerBody, practiceSessionBody } from '@abhyas/contracts';
import {
  attemptQuality,
  checkAnswer,
  chooseNextQuestion,
  DEFAULT_BKT,
  embiumsFor,
  localizeQuestion,
  toResponse,
  type AnswerKey,
  updateMastery,
  type SelectedAnswer,
} from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import { conceptMastery, embiumLedger, learningMapNodes, practiceAttempts, practiceSessions, questions } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { QuestionsRepository } from '../questions/questions.repository.ts';
import { toPublicQuestion } from '../questions/questions.service.ts';

/** Types practice serves (auto-marked; subjective answers wait for a teacher). */
const PRACTICE_TYPES = new Set([
  'single_choice',
  'multiple_choice',
  'true_false',
  'assertion_reason',
  'integer',
  'numerical_operations',
  'subjective_numerical',
  'fill_in_the_blank',
  'fill_in_the_blanks',
  'single_dropdown',
  'multiple_dropdown',
  'match_the_following',
  'matrix',
  'matrix_single_choice',
  'matrix_match_single_choice',
  'linked_comprehension',
  'sequencing',
]);

const csv = (answer: SelectedAnswer | undefined) => (answer === null || answer === undefined ? '' : typeof answer === 'string' ? answer : answer.join(','));

/** The answer key as the comma-separated text of learning.md §3 `correct_answer_csv`. */
function keyCsv(key: AnswerKey): string {
  switch (key.kind) {
    case 'choice':
      return key.options.join(',');
    case 'integer':
      return String(key.value);
    case 'numeric':
      return 'value' in key.accept ? String(key.accept.value) : `${key.accept.min}..${key.accept.max}`;
    case 'blanks':
      return key.blanks.map((b) => b[0] ?? '').join(',');
    case 'matrix':
      return Object.entries(key.pairs)
        .flatMap(([r, cs]) => cs.map((c) => `${r}:${c}`))
        .join(',');
    case 'sequence':
      return key.order.join(',');
    case 'subjective':
      return '';
  }
}

/**
 * Practice (issue #5; learning.md §2 Practice, §3, §7 Practice): sessions over a chapter, the next
 * question chosen by mastery (BKT, docs/decisions/007), answers checked on the server with attempt
 * quality, mastery updated and embiums awarded in one transaction, the session summary, and the
 * embium balance. A question is never sent with its key before it is answered.
 */
export class PracticeService {
  constructor(
    private readonly db: Db,
    private readonly questionsRepo: QuestionsRepository,
  ) {}

  private async session(profileId: string, sessionId: string) {
    const [row] = await this.db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.profileId, profileId)))
      .limit(1);
    return row ?? null;
  }

  private async mustSession(profileId: string, sessionId: string) {
    const s = await this.session(profileId, sessionId);
    if (!s) throw notFound(`No practice session ${sessionId} for this profile.`, 'UNKNOWN_PRACTICE_SESSION');
    return s;
  }

  /** Starts a practice session over the chapter in `learning_map.bundle_code` (400 when it is not a chapter). */
  async create(profileId: string, body: z.infer<typeof practiceSessionBody>) {
    const [chapter] = await this.db
      .select()
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.code, body.learning_map.bundle_code), eq(learningMapNodes.level, 'chapter')))
      .limit(1);
    if (!chapter)
      throw new AppError(400, 'UNKNOWN_CHAPTER', `'${body.learning_map.bundle_code}' is not a chapter of the learning map.`, [
        { path: 'learning_map.bundle_code', message: 'not a chapter code' },
      ]);
    const id = newId();
    await this.db.insert(practiceSessions).values({
      id,
      profileId,
      kind: body.type,
      chapterCode: chapter.code,
      title: body.title ?? chapter.name,
      language: body.language ?? 'en',
      learningMap: body.learning_map as Record<string, unknown>,
    });
    return {
      session_id: id,
      learning_map: { bundle_code: chapter.code, level: 'chapter', chapter_code: chapter.code, chapter_name: chapter.name, subject: chapter.subject },
      last_eorder: 0,
      guide_messages: [] as string[],
    };
  }

  /**
   * The next question (first when no `questionCode`): the neediest concept of the chapter at the
   * learner's edge, never one answered (or skipped) in this session. Null when the chapter is exhausted (204).
   */
  async next(profileId: string, sessionId: string, opts: { questionCode?: string; skip?: boolean; locale?: string }) {
    const s = await this.mustSession(profileId, sessionId);
    const rows = await this.db
      .select({ code: questions.code, type: questions.type, concept: questions.primaryConcept, difficulty: questions.difficulty })
      .from(questions)
      .where(eq(questions.chapterCode, s.chapterCode ?? ''))
      .orderBy(asc(questions.code));
    const candidates = rows.filter((r) => PRACTICE_TYPES.has(r.type)).map((r) => ({ code: r.code, concept: r.concept, difficulty: r.difficulty }));
    const answered = (
      await this.db.select({ code: practiceAttempts.questionCode }).from(practiceAttempts).where(eq(practiceAttempts.sessionId, sessionId))
    ).map((r) => r.code);
    const seen = new Set(answered);
    if (opts.questionCode && opts.skip) seen.add(opts.questionCode);
    if (opts.questionCode && !opts.skip && !seen.has(opts.questionCode)) {
      // Asking for the next question without answering the current one skips it as well.
      seen.add(opts.questionCode);
    }
    const concepts = [...new Set(candidates.map((c) => c.concept).filter((c): c is string => c !== null))];
    const masteryRows = concepts.length
      ? await this.db
          .select()
          .from(conceptMastery)
          .where(and(eq(conceptMastery.profileId, profileId), inArray(conceptMastery.conceptCode, concepts)))
      : [];
    const mastery = new Map(masteryRows.map((m) => [m.conceptCode, m.mastery]));
    const pick = chooseNextQuestion(candidates, mastery, seen);
    if (!pick) return null;
    const stored = await this.questionsRepo.find(pick.code);
    return {
      question: toPublicQuestion(stored!, opts.locale ?? s.language),
      question_number: answered.length + 1,
      total_question_count: candidates.length,
      concept: pick.concept ? { code: pick.concept, mastery: mastery.get(pick.concept) ?? DEFAULT_BKT.init } : null,
    };
  }

  /**
   * Checks a submitted answer (the view and submit events), records the attempt, updates the mastery
   * of the question's concept and awards embiums, all in one transaction. Answering the same question
   * again in the session returns the first result (retries are harmless).
   */
  async answer(profileId: string, sessionId: string, code: string, events: z.infer<typeof practiceAnswerBody>, locale?: string) {
    const s = await this.mustSession(profileId, sessionId);
    const stored = await this.questionsRepo.find(code);
    if (!stored || stored.row.chapterCode !== s.chapterCode)
      throw notFound(`Question '${code}' is not part of this practice session.`, 'QUESTION_NOT_IN_SESSION');
    const q = localizeQuestion(stored.question, locale && stored.row.languages.includes(locale) ? locale : undefined);
    const submit = events.find((e) => e.event_type === 'submit')!;
    const selected = submit.event_info?.selected_answer ?? null;
    const response = toResponse(q, selected);
    if (selected !== null && response === null)
      throw badRequest(
        `The answer does not fit a ${q.type} question: send option codes for choice types and a string for typed answers.`,
        'RESPONSE_DOES_NOT_FIT',
      );
    const check = response ? checkAnswer(q, response) : { correctness: 0, correct: false };
    const timeSpentS = submit.event_info?.time_spent ?? 0;
    const hintUsed = submit.event_info?.hint_used ?? false;
    const type = attemptQuality({ answered: response !== null, correct: check.correct, timeSpentS, idealTimeS: q.idealTimeS, hintUsed });
    const { silver, gold } = embiumsFor(type);
    const concept = stored.row.primaryConcept;

    const result = await this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(practiceAttempts)
        .where(and(eq(practiceAttempts.sessionId, sessionId), eq(practiceAttempts.questionCode, code)))
        .limit(1);
      if (previous) return previous;
      let before: number | null = null;
      let after: number | null = null;
      if (concept && response !== null) {
        const [m] = await tx
          .select()
          .from(conceptMastery)
          .where(and(eq(conceptMastery.profileId, profileId), eq(conceptMastery.conceptCode, concept)))
          .limit(1);
        before = m?.mastery ?? DEFAULT_BKT.init;
        after = updateMastery(before, check.correct, DEFAULT_BKT, hintUsed);
        await tx
          .insert(conceptMastery)
          .values({ profileId, conceptCode: concept, mastery: after, attempts: 1, correct: check.correct ? 1 : 0 })
          .onConflictDoUpdate({
            target: [conceptMastery.profileId, conceptMastery.conceptCode],
            set: {
              mastery: after,
              attempts: sql`${conceptMastery.attempts} + 1`,
              correct: sql`${conceptMastery.correct} + ${check.correct ? 1 : 0}`,
              updatedAt: sql`now()`,
            },
          });
      }
      const source = `practice:${sessionId}:${code}`;
      for (const [kind, amount] of [
        ['silver', silver],
        ['gold', gold],
      ] as const) {
        if (amount > 0) await tx.insert(embiumLedger).values({ id: newId(), profileId, kind, amount, reason: 'practice_answer', source }).onConflictDoNothing();
      }
      const [row] = await tx
        .insert(practiceAttempts)
        .values({
          sessionId,
          questionCode: code,
          conceptCode: concept,
          correct: check.correct,
          correctness: check.correctness,
          selectedAnswer: { answer: selected },
          timeSpentS,
          idealTimeS: q.idealTimeS,
          hintUsed,
          attemptType: type,
          masteryBefore: before,
          masteryAfter: after,
          silver,
          gold,
        })
        .returning();
      return row!;
    });
    return {
      status: result.correct ? ('correct' as const) : result.correctness > 0 ? ('partial' as const) : ('incorrect' as const),
      correctness: result.correctness,
      silverEmbiums: result.silver,
      goldEmbiums: result.gold,
      correct_answer_csv: keyCsv(q.answer),
      selected_answer_csv: csv(result.selectedAnswer.answer),
      attemptTypeBadge: result.attemptType as ReturnType<typeof attemptQuality>,
      hintUsed: result.hintUsed,
      correctAnswers: q.answer,
      timeSpent: result.timeSpentS,
      idealTime: result.idealTimeS,
      mastery:
        result.conceptCode && result.masteryBefore !== null && result.masteryAfter !== null
          ? { concept: result.conceptCode, before: result.masteryBefore, after: result.masteryAfter }
          : null,
      solution: q.solution,
    };
  }

  /** The session summary, or null for a session that is not this profile's (the route answers 406). */
  async summary(profileId: string, sessionId: string) {
    const s = await this.session(profileId, sessionId);
    if (!s) return null;
    const attempts = await this.db.select().from(practiceAttempts).where(eq(practiceAttempts.sessionId, sessionId));
    const byType: Partial<Record<ReturnType<typeof attemptQuality>, number>> = {};
    for (const a of attempts)
      byType[a.attemptType as ReturnType<typeof attemptQuality>] = (byType[a.attemptType as ReturnType<typeof attemptQuality>] ?? 0) + 1;
    const answered = attempts.filter((a) => a.attemptType !== 'NonAttempt');
    const correct = attempts.filter((a) => a.correct).length;
    return {
      totalTimeSpend: attempts.reduce((n, a) => n + a.timeSpentS, 0),
      accuracy: answered.length === 0 ? 0 : correct / answered.length,
      silverEmbiumsEarnedCount: attempts.reduce((n, a) => n + a.silver, 0),
      goldEmbiumsEarnedCount: attempts.reduce((n, a) => n + a.gold, 0),
      metaData: { attempts: byType, questions: attempts.length, correct },
    };
  }

  /** The profile's embium balance: the sum of its ledger. */
  async balance(profileId: string): Promise<{ silver: number; gold: number }> {
    const rows = await this.db
      .select({ kind: embiumLedger.kind, total: sql<number>`coalesce(sum(${embiumLedger.amount}), 0)::int` })
      .from(embiumLedger)
      .where(eq(embiumLedger.profileId, profileId))
      .groupBy(embiumLedger.kind);
    const of = (k: string) => rows.find((r) => r.kind === k)?.total ?? 0;
    return { silver: of('silver'), gold: of('gold') };
  }
}
