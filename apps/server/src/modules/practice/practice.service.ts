import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  AnswerExplanation,
  PracticeAnswerResponse,
  PracticeInterventionResponse,
  PracticeSubmitResponse,
  PracticeNextResponse,
  PracticeSessionResponse,
  PracticeSummaryResponse,
  SolveWithUsResponse,
  practiceAnswerBody,
  practiceEventsBody,
  practiceSessionBody,
  solveWithUsBody,
} from '@abhyas/contracts';
import {
  badgeStreaks,
  checkAnswer,
  chooseNextQuestion,
  DEFAULT_BKT,
  localizeQuestion,
  offersSecondTry,
  predictedMasteryAfterStudy,
  shouldIntervene,
  shownAccuracy,
  solveWithUsBadge,
  toResponse,
  type PracticeBadge,
  type PracticeCandidate,
  type Question,
  PRACTICE_GUIDE_MESSAGES,
  QUESTION_ACCURACY_MIN_ATTEMPTS,
} from '@abhyas/domain';
import type { Db } from '../../db/client.ts';
import {
  books,
  conceptMastery,
  embiumLedger,
  learningMapNodes,
  mocktestBundles,
  practiceAttempts,
  practiceEvents,
  practiceInterventions,
  practiceQuestionLog,
  practiceSessions,
  practiceStepAttempts,
  questions,
  videos,
  type FirstTry,
  type PracticeScope,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { QuestionsRepository, StoredQuestion } from '../questions/questions.repository.ts';
import { toPublicQuestion } from '../questions/questions.service.ts';
import { PracticeLookup } from './practice-lookup.ts';
import { PracticeActivity } from './practice-activity.service.ts';
import { PracticeAnswers, csv, keyCsv, sameAnswer, type Attempt } from './practice-answers.ts';
import { sameOptions, stepOutcome, stepView, type StepOutcome } from './practice-steps.ts';
import type { AnswerSealService, SealedQuestions } from '../mock-tests/answer-seal.service.ts';

type Session = typeof practiceSessions.$inferSelect;
type Node = typeof learningMapNodes.$inferSelect;
type SessionBody = z.infer<typeof practiceSessionBody>;

/** Silver embiums for finishing a practice session with at least one answer (platform.md §7.4 award event). */
export const SESSION_COMPLETE_SILVER = 2;

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

const scopeError = (path: string, message: string, code = 'UNKNOWN_PRACTICE_SCOPE') => new AppError(400, code, message, [{ path, message }]);

/** What a session practises, as resolved at creation. */
interface ResolvedScope {
  scope: PracticeScope | null;
  chapterCode: string | null;
  level: string;
  bundleCode: string;
  name: string;
  subject: string;
  chapterName: string;
}

/** A question chosen to serve, with the facts the response needs. */
interface Candidate extends PracticeCandidate {
  type: string;
}

/** The session's answers and served/skipped questions. */
interface SessionState {
  attempts: Attempt[];
  answered: Set<string>;
  skipped: Set<string>;
  served: { code: string; servedAt: Date; skipped: boolean; firstTry: FirstTry | null }[];
}

const PAJ_FIELDS = [
  'paj_id',
  'paj_step_index',
  'paj_step_path',
  'paj_step_path_index',
  'call_id',
  'object_type',
  'paj_step_id',
  'duration_in_minutes',
  'concept_code',
] as const;

/**
 * Practice (issue #5; learning.md §2 Practice, §3, §4 Practice, §7 Practice): sessions of every
 * practice kind over a scope of questions, the next question chosen by mastery (BKT, docs/decisions/007)
 * or a learning intervention (docs/decisions/008), answers checked on the server with attempt quality,
 * mastery and embiums in one transaction, the full solution and solve-with-us walk-throughs (never
 * before they are earned), practice events, the summary and the embium balance. A question is never
 * sent with its key before it is answered or revealed. A question sealed for the profile (a test
 * of it open, or scheduled and unpublished; decision 017) is never served, answered, revealed or
 * walked through: asked for by code it is 409 ANSWER_KEY_SEALED, and the chooser passes over it.
 */
export class PracticeService {
  /** Concept/topic lookups (GET /topics/content, /concepts, /concept/content). */
  readonly lookup: PracticeLookup;
  /** Bookmarks, error reports, guided-journey progress and user attempts. */
  readonly activity: PracticeActivity;
  /** Attempt rows, mastery and embiums of answers, and wrong first tries (decision 008 "Second tries"). */
  readonly answers: PracticeAnswers;

  constructor(
    private readonly db: Db,
    private readonly questionsRepo: QuestionsRepository,
    private readonly seals: AnswerSealService,
  ) {
    this.lookup = new PracticeLookup(db);
    this.activity = new PracticeActivity(db);
    this.answers = new PracticeAnswers(db);
  }

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

  private static notEnded(s: Session) {
    if (s.endedAt) throw conflict('This practice session has finished; start a new one.', 'SESSION_ENDED');
  }

  /** The questions sealed for the profile now (decision 017). */
  private sealed(profileId: string): Promise<SealedQuestions> {
    return this.seals.sealedFor({ profileId });
  }

  // ---------------------------------------------------------------- scope

  private async node(code: string): Promise<Node | null> {
    const [row] = await this.db.select().from(learningMapNodes).where(eq(learningMapNodes.code, code)).limit(1);
    return row ?? null;
  }

  /** The chapter node a chapter, topic or concept node belongs to. */
  private async chapterOf(n: Node): Promise<Node | null> {
    let cur: Node | null = n;
    for (let i = 0; cur && cur.level !== 'chapter' && i < 3; i++) cur = cur.parentCode ? await this.node(cur.parentCode) : null;
    return cur?.level === 'chapter' ? cur : null;
  }

  private async describe(scope: PracticeScope | null, chapter: Node | null, level: string, bundleCode: string, name: string, subject?: string) {
    return {
      scope,
      chapterCode: chapter?.code ?? null,
      level,
      bundleCode,
      name,
      subject: subject ?? chapter?.subject ?? '',
      chapterName: chapter?.name ?? name,
    } satisfies ResolvedScope;
  }

  /** A learning-map node (book, chapter, topic or concept) as a scope; null when there is none. */
  private async nodeScope(code: string): Promise<ResolvedScope | null> {
    const n = await this.node(code);
    if (!n) return null;
    if (n.level === 'chapter') return this.describe(null, n, 'chapter', n.code, n.name);
    if (n.level === 'topic' || n.level === 'concept')
      return this.describe({ kind: n.level, code: n.code }, await this.chapterOf(n), n.level, n.code, n.name, n.subject);
    if (n.level === 'book') {
      const chapters = await this.db
        .select()
        .from(learningMapNodes)
        .where(and(eq(learningMapNodes.parentCode, n.code), eq(learningMapNodes.level, 'chapter')))
        .orderBy(asc(learningMapNodes.sortOrder), asc(learningMapNodes.code));
      return this.describe({ kind: 'chapters', codes: chapters.map((c) => c.code) }, chapters[0] ?? null, 'book', n.code, n.name, n.subject);
    }
    return null;
  }

  /** practice_id of BookPractice / CustomPractice / CFUPractice: a book, a test of this profile or published, or a learning-map node. */
  private async practiceIdScope(profileId: string, id: string): Promise<ResolvedScope> {
    const [book] = await this.db.select().from(books).where(eq(books.code, id)).limit(1);
    if (book) {
      const chapters: string[] = [];
      const walk = (entries: unknown) => {
        for (const e of (Array.isArray(entries) ? entries : []) as { chapter?: string; children?: unknown }[]) {
          if (e.chapter && !chapters.includes(e.chapter)) chapters.push(e.chapter);
          walk(e.children);
        }
      };
      walk((book.item as { toc?: unknown }).toc);
      const first = chapters[0] ? await this.node(chapters[0]) : null;
      return this.describe({ kind: 'chapters', codes: chapters }, first, 'book', book.code, book.title, book.subject);
    }
    const [test] = await this.db.select().from(mocktestBundles).where(eq(mocktestBundles.code, id)).limit(1);
    if (test && (test.ownerProfileId === null || test.ownerProfileId === profileId)) {
      const codes = [...new Set(test.sections.flatMap((sec) => sec.questionCodes))];
      const [firstQ] = codes.length ? await this.db.select().from(questions).where(eq(questions.code, codes[0]!)).limit(1) : [];
      const first = firstQ?.chapterCode ? await this.node(firstQ.chapterCode) : null;
      return this.describe({ kind: 'codes', codes }, first, 'test', test.code, test.name, firstQ?.subject);
    }
    const scope = await this.nodeScope(id);
    if (!scope) throw scopeError('practice_id', `'${id}' is not a book, test, chapter, topic or concept.`, 'UNKNOWN_PRACTICE_ID');
    return scope;
  }

  private async questionRow(code: string, path: string) {
    const [row] = await this.db.select().from(questions).where(eq(questions.code, code)).limit(1);
    if (!row) throw scopeError(path, `'${code}' is not a question.`, 'UNKNOWN_QUESTION');
    return row;
  }

  /** The session's scope for each practice kind (see practiceSessionBody); 400 with the field at fault. */
  private async resolveScope(profileId: string, body: SessionBody): Promise<ResolvedScope> {
    const bundle = body.learning_map.bundle_code;
    const bundleScope = async () => {
      const s = bundle ? await this.nodeScope(bundle) : null;
      if (!s) throw scopeError('learning_map.bundle_code', `'${bundle}' is not a chapter, topic or concept of the learning map.`);
      return s;
    };
    switch (body.type) {
      case 'Normal': {
        const n = bundle ? await this.node(bundle) : null;
        if (!n || n.level !== 'chapter')
          throw new AppError(400, 'UNKNOWN_CHAPTER', `'${bundle}' is not a chapter of the learning map.`, [
            { path: 'learning_map.bundle_code', message: 'not a chapter code' },
          ]);
        return this.describe(null, n, 'chapter', n.code, n.name);
      }
      case 'BookPractice':
      case 'CustomPractice':
      case 'CFUPractice':
        return this.practiceIdScope(profileId, (body.practice_id ?? bundle)!);
      case 'AdhocPractice': {
        const q = body.questionCode ? await this.questionRow(body.questionCode, 'questionCode') : null;
        if (body.conceptCode) {
          const n = await this.node(body.conceptCode);
          if (!n || n.level !== 'concept') throw scopeError('conceptCode', `'${body.conceptCode}' is not a concept.`, 'UNKNOWN_CONCEPT');
          return (await this.nodeScope(n.code))!;
        }
        if (body.video_id) {
          const [v] = await this.db.select().from(videos).where(eq(videos.code, body.video_id)).limit(1);
          if (!v) throw scopeError('video_id', `'${body.video_id}' is not a video.`, 'UNKNOWN_VIDEO');
          const item = v.item as { concepts?: string[]; annotations?: { questionCodes: string[] }[] };
          const inVideo = (item.annotations ?? []).flatMap((a) => a.questionCodes);
          const concepts = item.concepts ?? [];
          const tagged = concepts.length
            ? (await this.db.select({ code: questions.code }).from(questions).where(inArray(questions.primaryConcept, concepts))).map((r) => r.code)
            : [];
          const codes = [...new Set([...inVideo, ...tagged])];
          const chapter = await this.node(v.chapterCode);
          if (codes.length === 0) return this.describe(null, chapter, 'chapter', v.chapterCode, v.title, v.subject);
          return this.describe({ kind: 'codes', codes }, chapter, 'video', v.code, v.title, v.subject);
        }
        if (q) {
          const chapter = q.chapterCode ? await this.node(q.chapterCode) : null;
          if (chapter) return this.describe(null, chapter, 'chapter', chapter.code, chapter.name);
          return this.describe({ kind: 'codes', codes: [q.code] }, null, 'question', q.code, q.code, q.subject);
        }
        return bundleScope();
      }
      case 'PAJPractice': {
        if (bundle) return bundleScope();
        const q = await this.questionRow(body.questionCode!, 'questionCode');
        const chapter = q.chapterCode ? await this.node(q.chapterCode) : null;
        if (chapter) return this.describe(null, chapter, 'chapter', chapter.code, chapter.name);
        return this.describe({ kind: 'codes', codes: [q.code] }, null, 'question', q.code, q.code, q.subject);
      }
      case 'PAJNQEPractice': {
        if (body.concept_code) {
          const n = await this.node(body.concept_code);
          if (!n || n.level !== 'concept') throw scopeError('concept_code', `'${body.concept_code}' is not a concept.`, 'UNKNOWN_CONCEPT');
          return (await this.nodeScope(n.code))!;
        }
        return bundleScope();
      }
    }
  }

  /** The questions a session draws from (practice types only), plus its start question. */
  private async candidates(s: Session): Promise<Candidate[]> {
    const scope: PracticeScope = s.scope ?? { kind: 'chapter', code: s.chapterCode ?? '' };
    let where;
    if (scope.kind === 'chapters' || scope.kind === 'codes')
      where = scope.codes.length === 0 ? sql`false` : inArray(scope.kind === 'chapters' ? questions.chapterCode : questions.code, scope.codes);
    else where = eq(scope.kind === 'chapter' ? questions.chapterCode : scope.kind === 'topic' ? questions.topicCode : questions.primaryConcept, scope.code);
    const rows = await this.db
      .select({ code: questions.code, type: questions.type, concept: questions.primaryConcept, difficulty: questions.difficulty })
      .from(questions)
      .where(s.startQuestionCode ? sql`(${where}) or ${questions.code} = ${s.startQuestionCode}` : where)
      .orderBy(asc(questions.code));
    return rows.filter((r) => PRACTICE_TYPES.has(r.type)).map((r) => ({ code: r.code, type: r.type, concept: r.concept, difficulty: r.difficulty }));
  }

  private sessionResponse(s: Session, total: number): PracticeSessionResponse {
    const lm = s.learningMap as Record<string, string>;
    const paj = s.paj ? Object.fromEntries(PAJ_FIELDS.map((f) => [f, (s.paj![f] ?? null) as string | number | null])) : null;
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
      paj: paj as PracticeSessionResponse['paj'],
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
    const r = await this.resolveScope(profileId, body);
    const start = body.type === 'AdhocPractice' || body.type === 'PAJPractice' ? (body.questionCode ?? null) : null;
    const sealed = await this.sealed(profileId);
    if (r.level === 'test') sealed.assertTest(r.bundleCode, `Practice over '${r.name}'`);
    if (start) sealed.assertQuestion(start);
    const pajKinds = body.type === 'PAJPractice' || body.type === 'PAJNQEPractice';
    const known = new Set<string>(['type', 'learning_map', 'title', 'language', 'practice_id', 'video_id', 'conceptCode', 'questionCode', ...PAJ_FIELDS]);
    const meta = Object.fromEntries(Object.entries(body).filter(([k, v]) => !known.has(k) && v !== undefined));
    const id = newId();
    const [row] = await this.db
      .insert(practiceSessions)
      .values({
        id,
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
        paj: pajKinds ? Object.fromEntries(PAJ_FIELDS.map((f) => [f, body[f] ?? null])) : null,
        meta,
      })
      .returning();
    return this.sessionResponse(row!, (await this.candidates(row!)).length);
  }

  /** The session as created, with its current last_eorder and ended flag (a page reload resumes with it). 404 for another profile's. */
  async get(profileId: string, sessionId: string): Promise<PracticeSessionResponse> {
    const s = await this.mustSession(profileId, sessionId);
    return this.sessionResponse(s, (await this.candidates(s)).length);
  }

  // ---------------------------------------------------------------- serving questions

  private async state(sessionId: string): Promise<SessionState> {
    const attempts = await this.db
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.sessionId, sessionId))
      .orderBy(asc(practiceAttempts.createdAt), asc(practiceAttempts.questionCode));
    const log = await this.db
      .select({
        code: practiceQuestionLog.questionCode,
        servedAt: practiceQuestionLog.servedAt,
        skipped: practiceQuestionLog.skipped,
        firstTry: practiceQuestionLog.firstTry,
      })
      .from(practiceQuestionLog)
      .where(eq(practiceQuestionLog.sessionId, sessionId));
    const answered = new Set(attempts.map((a) => a.questionCode));
    return { attempts, answered, skipped: new Set(log.filter((l) => l.skipped && !answered.has(l.code)).map((l) => l.code)), served: log };
  }

  private async masteryOf(profileId: string, concepts: string[]): Promise<Map<string, number>> {
    if (concepts.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(conceptMastery)
      .where(and(eq(conceptMastery.profileId, profileId), inArray(conceptMastery.conceptCode, concepts)));
    return new Map(rows.map((m) => [m.conceptCode, m.mastery]));
  }

  private async mustStored(code: string): Promise<StoredQuestion> {
    const stored = await this.questionsRepo.find(code);
    if (!stored) throw notFound(`Question '${code}' is not part of this practice session.`, 'QUESTION_NOT_IN_SESSION');
    return stored;
  }

  private async inScope(s: Session, code: string): Promise<StoredQuestion> {
    const cands = await this.candidates(s);
    if (!cands.some((c) => c.code === code)) throw notFound(`Question '${code}' is not part of this practice session.`, 'QUESTION_NOT_IN_SESSION');
    return this.mustStored(code);
  }

  private static variant(stored: StoredQuestion, locale: string | undefined): Question {
    return localizeQuestion(stored.question, locale && stored.row.languages.includes(locale) ? locale : undefined);
  }

  /** The full solution of a question in a locale (learning.md §3 answer_explanation). */
  private async explanation(stored: StoredQuestion, locale: string): Promise<AnswerExplanation> {
    const q = PracticeService.variant(stored, locale);
    const concepts = [q.primaryConcept, ...q.secondaryConcepts].filter((c): c is string => !!c);
    const names = await this.lookup.conceptNames(concepts, locale);
    return {
      answers: q.answer,
      correct_answer_csv: keyCsv(q.answer),
      solution: q.solution,
      hints: q.hints,
      steps: (q.solveWithUs ?? []).map((st) => ({ body: st.body })),
      concepts_data: concepts.map((c) => ({ code: c, name: names.get(c) ?? c })),
    };
  }

  /** The answer result of a stored attempt, with the run of its badge ending at it. */
  private async resultOf(row: Attempt, stored: StoredQuestion, locale: string, sessionAttempts: Attempt[]): Promise<PracticeAnswerResponse> {
    const q = PracticeService.variant(stored, locale);
    const upTo = sessionAttempts.findIndex((a) => a.questionCode === row.questionCode);
    const prefix = (upTo >= 0 ? sessionAttempts.slice(0, upTo + 1) : [...sessionAttempts, row]).map((a) => a.attemptType);
    const badge = row.attemptType as PracticeBadge;
    return {
      status: row.correct ? 'correct' : row.correctness > 0 ? 'partial' : 'incorrect',
      correctness: row.correctness,
      silverEmbiums: row.silver,
      goldEmbiums: row.gold,
      correct_answer_csv: keyCsv(q.answer),
      selected_answer_csv: csv(row.selectedAnswer.answer),
      attemptTypeBadge: badge,
      hintUsed: row.hintUsed,
      correctAnswers: q.answer,
      timeSpent: row.timeSpentS,
      idealTime: row.idealTimeS,
      mastery:
        row.conceptCode && row.masteryBefore !== null && row.masteryAfter !== null
          ? { concept: row.conceptCode, before: row.masteryBefore, after: row.masteryAfter }
          : null,
      solution: q.solution,
      answer_explanation: await this.explanation(stored, locale),
      streak: { badge, count: badgeStreaks(prefix)[badge]?.current ?? 1 },
      tries: row.tries,
    };
  }

  /** Serves one question: logs it as served and answers with hints, learning map, mastery and any earlier attempt. */
  private async serve(profileId: string, s: Session, code: string, cands: Candidate[], st: SessionState, locale: string): Promise<PracticeNextResponse> {
    await this.db.insert(practiceQuestionLog).values({ sessionId: s.id, questionCode: code }).onConflictDoNothing();
    const stored = await this.mustStored(code);
    const q = PracticeService.variant(stored, locale);
    const cand = cands.find((c) => c.code === code);
    const concept = cand?.concept ?? stored.row.primaryConcept;
    const mastery = concept ? await this.masteryOf(profileId, [concept]) : new Map<string, number>();
    const conceptCodes = [q.primaryConcept, ...q.secondaryConcepts].filter((c): c is string => !!c);
    const names = await this.lookup.conceptNames([...conceptCodes, ...(stored.row.topicCode ? [stored.row.topicCode] : [])], locale);
    const done = new Set([...st.answered, ...st.skipped]);
    done.delete(code);
    const attempt = st.attempts.find((a) => a.questionCode === code);
    const firstTry = st.served.find((l) => l.code === code)?.firstTry ?? null;
    return {
      do_intervene: false,
      question: toPublicQuestion(stored, locale),
      hints: q.hints.map((h) => ({ body: h.body })),
      learning_map: {
        subject: stored.row.subject,
        chapter: stored.chapter ? { code: stored.chapter.code, name: stored.chapter.names[locale] || stored.chapter.name } : null,
        topic: stored.row.topicCode ? { code: stored.row.topicCode, name: names.get(stored.row.topicCode) ?? stored.row.topicCode } : null,
        concepts: conceptCodes.map((c) => ({ code: c, name: names.get(c) ?? c })),
      },
      content_type: 'Question',
      question_number: done.size + 1,
      total_question_count: cands.length,
      concept: concept ? { code: concept, mastery: mastery.get(concept) ?? DEFAULT_BKT.init } : null,
      attempt: attempt ? await this.resultOf(attempt, stored, locale, st.attempts) : firstTry ? PracticeAnswers.retryOf(firstTry, q) : null,
    };
  }

  private async interventionResponse(rows: (typeof practiceInterventions.$inferSelect)[], cands: Candidate[], st: SessionState, locale: string) {
    const codes = rows.map((r) => r.conceptCode);
    const [names, vids, notes] = await Promise.all([
      this.lookup.conceptNames(codes, locale),
      this.lookup.recommendedVideos(codes, locale),
      this.lookup.conceptNotes(codes, locale),
    ]);
    return {
      do_intervene: true as const,
      concepts: rows.map((r) => ({
        recommendation_id: r.id,
        concept_code: r.conceptCode,
        concept_name: names.get(r.conceptCode) ?? r.conceptCode,
        current_mastery: r.currentMastery,
        predicted_mastery: r.predictedMastery,
        conceptVideos: vids.get(r.conceptCode) ?? [],
        chapter_notes: notes.get(r.conceptCode) ?? null,
      })),
      question_number: new Set([...st.answered, ...st.skipped]).size + 1,
      total_question_count: cands.length,
    } satisfies PracticeInterventionResponse;
  }

  /**
   * The intervention rule (docs/decisions/008): after the latest answer, if its concept has
   * INTERVENTION_MISSES wrong answers in a row since its last intervention in this session and its
   * mastery is below INTERVENTION_MASTERY, a pending intervention is created. Returns it or null.
   */
  private async maybeIntervene(profileId: string, s: Session, st: SessionState) {
    const answers = st.attempts.filter((a) => !a.revealed && a.attemptType !== 'NonAttempt');
    const last = answers[answers.length - 1];
    if (!last?.conceptCode || last.correct) return null;
    const concept = last.conceptCode;
    const [previous] = await this.db
      .select()
      .from(practiceInterventions)
      .where(and(eq(practiceInterventions.sessionId, s.id), eq(practiceInterventions.conceptCode, concept)))
      .orderBy(desc(practiceInterventions.createdAt))
      .limit(1);
    // A racing request created it since the caller looked for pending ones: the same intervention.
    if (previous?.status === 'pending') return previous;
    const since = previous?.createdAt.getTime() ?? -Infinity;
    const outcomes = answers.filter((a) => a.conceptCode === concept && a.createdAt.getTime() > since).map((a) => a.correct);
    const mastery = (await this.masteryOf(profileId, [concept])).get(concept) ?? DEFAULT_BKT.init;
    if (!shouldIntervene(outcomes, mastery)) return null;
    await this.db
      .insert(practiceInterventions)
      .values({ id: newId(), sessionId: s.id, conceptCode: concept, currentMastery: mastery, predictedMastery: predictedMasteryAfterStudy(mastery) })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(practiceInterventions)
      .where(and(eq(practiceInterventions.sessionId, s.id), eq(practiceInterventions.conceptCode, concept), eq(practiceInterventions.status, 'pending')))
      .limit(1);
    return row ?? null;
  }

  /**
   * The question to work on (GET question and the question-start POST; learning.md §4 Practice):
   * - `questionCode` with `skip`/`next`: that question is left (skipped when unanswered; 404 when not in the session);
   * - `questionCode` alone: that question (with its earlier result when answered);
   * - otherwise a pending intervention, a new one when the rule fires, the question served and not yet
   *   answered, the start question, or the next by mastery. Null when nothing is left (204).
   * 409 SESSION_ENDED after a finish_session event; 409 ANSWER_KEY_SEALED for a sealed `questionCode`,
   * or when only sealed questions are left.
   */
  async next(
    profileId: string,
    sessionId: string,
    opts: { questionCode?: string; skip?: boolean; next?: boolean; locale?: string; start?: boolean },
  ): Promise<PracticeNextResponse | null> {
    let s = await this.mustSession(profileId, sessionId);
    PracticeService.notEnded(s);
    const locale = opts.locale ?? s.language;
    let cands = await this.candidates(s);
    const inScope = (code: string) => cands.some((c) => c.code === code);
    const sealed = await this.sealed(profileId);
    if (opts.start) {
      // The question-start call: records the start (and the start question) once.
      if (opts.questionCode && !inScope(opts.questionCode))
        throw notFound(`Question '${opts.questionCode}' is not part of this practice session.`, 'QUESTION_NOT_IN_SESSION');
      if (opts.questionCode) sealed.assertQuestion(opts.questionCode);
      const [updated] = await this.db
        .update(practiceSessions)
        .set({
          startedAt: s.startedAt ?? new Date(),
          ...(opts.questionCode && !s.startQuestionCode ? { startQuestionCode: opts.questionCode } : {}),
        })
        .where(eq(practiceSessions.id, s.id))
        .returning();
      s = updated!;
      cands = await this.candidates(s);
      opts = { ...opts, questionCode: undefined };
    }
    let st = await this.state(s.id);
    if (opts.questionCode) {
      if (!inScope(opts.questionCode)) throw notFound(`Question '${opts.questionCode}' is not part of this practice session.`, 'QUESTION_NOT_IN_SESSION');
      if (!opts.skip && !opts.next) {
        sealed.assertQuestion(opts.questionCode);
        return this.serve(profileId, s, opts.questionCode, cands, st, locale);
      }
      // A wrong first try left open is finished with it (decision 008 "Second tries"); otherwise the question is skipped.
      const finished = st.answered.has(opts.questionCode) ? null : await this.finishFirstTry(profileId, s.id, opts.questionCode);
      if (finished) st = await this.state(s.id);
      else if (!st.answered.has(opts.questionCode)) {
        await this.db
          .insert(practiceQuestionLog)
          .values({ sessionId: s.id, questionCode: opts.questionCode, skipped: true })
          .onConflictDoUpdate({ target: [practiceQuestionLog.sessionId, practiceQuestionLog.questionCode], set: { skipped: true } });
        st = await this.state(s.id);
      }
    }
    const pending = await this.db
      .select()
      .from(practiceInterventions)
      .where(and(eq(practiceInterventions.sessionId, s.id), eq(practiceInterventions.status, 'pending')))
      .orderBy(asc(practiceInterventions.createdAt));
    if (pending.length > 0) return this.interventionResponse(pending, cands, st, locale);
    const fresh = await this.maybeIntervene(profileId, s, st);
    if (fresh) return this.interventionResponse([fresh], cands, st, locale);

    const done = new Set([...st.answered, ...st.skipped]);
    // Sealed questions are passed over (decision 017): a chapter practice goes on without them.
    const open = (code: string) => inScope(code) && !sealed.has(code);
    const current = st.served
      .filter((l) => !l.skipped && !st.answered.has(l.code) && open(l.code))
      .sort((a, b) => b.servedAt.getTime() - a.servedAt.getTime())[0];
    if (current) return this.serve(profileId, s, current.code, cands, st, locale);
    if (s.startQuestionCode && !done.has(s.startQuestionCode) && open(s.startQuestionCode))
      return this.serve(profileId, s, s.startQuestionCode, cands, st, locale);
    const concepts = [...new Set(cands.map((c) => c.concept).filter((c): c is string => c !== null))];
    const mastery = await this.masteryOf(profileId, concepts);
    const pick = chooseNextQuestion(cands, mastery, new Set([...done, ...st.served.map((l) => l.code), ...sealed.codes]));
    if (!pick) {
      // Nothing left but sealed questions: say why rather than "finished".
      sealed.assertNone(
        cands.filter((c) => !done.has(c.code)).map((c) => c.code),
        (code) => `The rest of this practice (question '${code}')`,
      );
      return null;
    }
    return this.serve(profileId, s, pick.code, cands, st, locale);
  }

  /**
   * Settles an intervention (POST .../intervention/{id} or an intervention_* event): `recommended`
   * (videos shown) or `skipped`. Repeating the same action is harmless; 404 for another session's
   * intervention, 409 INTERVENTION_SETTLED when it was already settled the other way.
   */
  async settleIntervention(profileId: string, sessionId: string, recommendationId: string, action: 'recommended' | 'skipped') {
    await this.mustSession(profileId, sessionId);
    return this.settle(sessionId, recommendationId, action);
  }

  private async settle(
    sessionId: string,
    recommendationId: string,
    action: 'recommended' | 'skipped',
  ): Promise<{ recommendation_id: string; concept_code: string; status: 'recommended' | 'skipped' }> {
    const [row] = await this.db
      .select()
      .from(practiceInterventions)
      .where(and(eq(practiceInterventions.id, recommendationId), eq(practiceInterventions.sessionId, sessionId)))
      .limit(1);
    if (!row) throw notFound(`No intervention ${recommendationId} in this session.`, 'UNKNOWN_RECOMMENDATION');
    if (row.status === 'pending') {
      const [updated] = await this.db
        .update(practiceInterventions)
        .set({ status: action, resolvedAt: new Date() })
        .where(and(eq(practiceInterventions.id, row.id), eq(practiceInterventions.status, 'pending')))
        .returning();
      if (updated) return { recommendation_id: row.id, concept_code: row.conceptCode, status: action };
      return this.settle(sessionId, recommendationId, action);
    }
    if (row.status !== action) throw conflict(`This intervention was already ${row.status}.`, 'INTERVENTION_SETTLED');
    return { recommendation_id: row.id, concept_code: row.conceptCode, status: action };
  }

  // ---------------------------------------------------------------- answering

  /**
   * Checks a submitted answer (the view and submit events). A wrong (or partly right) first answer
   * earns a second try (`offersSecondTry`; decision 008 "Second tries"): it is kept without key,
   * solution, mastery change or embiums, and answered `status: retry`; the same answer again gets
   * that answer again. The final answer records the attempt, updates the mastery of the question's
   * concept and awards embiums in one transaction (a second try counts as assisted, like a hint: no
   * gold). A question already finished in the session returns its first result (repeats are
   * harmless). 404 outside the session's questions, 400 RESPONSE_DOES_NOT_FIT, 409 SESSION_ENDED,
   * 409 ANSWER_KEY_SEALED.
   */
  async answer(
    profileId: string,
    sessionId: string,
    code: string,
    events: z.infer<typeof practiceAnswerBody>,
    locale?: string,
  ): Promise<PracticeSubmitResponse> {
    const s = await this.mustSession(profileId, sessionId);
    const stored = await this.inScope(s, code);
    (await this.sealed(profileId)).assertQuestion(code);
    const lang = locale ?? s.language;
    const q = PracticeService.variant(stored, lang);
    const submit = events.find((e) => e.event_type === 'submit')!;
    const selected = submit.event_info?.selected_answer ?? null;
    const response = toResponse(q, selected);
    if (selected !== null && response === null)
      throw new AppError(
        400,
        'RESPONSE_DOES_NOT_FIT',
        `The answer does not fit a ${q.type} question: send option codes for choice types and a string for typed answers.`,
      );
    const check = response ? checkAnswer(q, response) : { correctness: 0, correct: false };
    const facts = {
      selected,
      answered: response !== null,
      correct: check.correct,
      correctness: check.correctness,
      timeSpentS: submit.event_info?.time_spent ?? 0,
      hintUsed: submit.event_info?.hint_used ?? false,
      tries: 1,
    };

    let result = await this.answers.find(sessionId, code);
    if (!result) {
      PracticeService.notEnded(s);
      let first = await this.answers.firstTry(sessionId, code);
      if (!first && offersSecondTry(q, facts)) {
        first = await this.answers.keepFirstTry(sessionId, code, facts);
        if (sameAnswer(q.answer, first.selected.answer, selected)) return PracticeAnswers.retryOf(first, q);
      }
      if (first && sameAnswer(q.answer, first.selected.answer, selected)) return PracticeAnswers.retryOf(first, q);
      result = await this.answers.record(profileId, sessionId, code, q, stored.row.primaryConcept, {
        ...facts,
        hintUsed: facts.hintUsed || (first?.hintUsed ?? false),
        tries: first ? 2 : 1,
      });
    }
    const st = await this.state(sessionId);
    return this.resultOf(result, stored, lang, st.attempts);
  }

  /** Finishes a question left with its wrong first try open (see PracticeAnswers.finishFirstTry); null when none. */
  private async finishFirstTry(profileId: string, sessionId: string, code: string): Promise<Attempt | null> {
    if (!(await this.answers.firstTry(sessionId, code))) return null;
    const stored = await this.mustStored(code);
    return this.answers.finishFirstTry(profileId, sessionId, code, PracticeService.variant(stored, undefined), stored.row.primaryConcept);
  }

  /** Records a question as finished without an answer (solution revealed or solve-with-us): no mastery change, no embiums. */
  private async recordReveal(sessionId: string, code: string, idealTimeS: number, badge: PracticeBadge): Promise<Attempt> {
    await this.db
      .insert(practiceAttempts)
      .values({
        sessionId,
        questionCode: code,
        conceptCode: null,
        correct: false,
        correctness: 0,
        selectedAnswer: { answer: null },
        timeSpentS: 0,
        idealTimeS,
        hintUsed: false,
        revealed: true,
        attemptType: badge,
      })
      .onConflictDoNothing();
    return (await this.answers.find(sessionId, code))!;
  }

  /**
   * The full solution (learning.md §3 answer_explanation). `reveal` false (GET): only once the
   * question was finished (409 NOT_ANSWERED otherwise, also while a wrong first try waits for its
   * second). `reveal` true (POST): finishes an unanswered question as revealed (NonAttempt), one with
   * a wrong first try with that answer, then returns it; idempotent. 409 ANSWER_KEY_SEALED.
   */
  async solution(profileId: string, sessionId: string, code: string, reveal: boolean, locale?: string) {
    const s = await this.mustSession(profileId, sessionId);
    const stored = await this.inScope(s, code);
    (await this.sealed(profileId)).assertQuestion(code);
    const lang = locale ?? s.language;
    let attempt = await this.answers.find(sessionId, code);
    if (!attempt) {
      if (!reveal) throw conflict('Answer the question (or ask for the solution) first.', 'NOT_ANSWERED');
      PracticeService.notEnded(s);
      // After a wrong first try, asking for the solution finishes the question with that answer.
      attempt = (await this.finishFirstTry(profileId, sessionId, code)) ?? (await this.recordReveal(sessionId, code, stored.row.idealTimeS, 'NonAttempt'));
    }
    return {
      question_code: code,
      attemptTypeBadge: attempt.attemptType as PracticeBadge,
      revealed: attempt.revealed,
      answer_explanation: await this.explanation(stored, lang),
    };
  }

  // ---------------------------------------------------------------- solve with us

  private async swuView(s: Session, stored: StoredQuestion, locale: string, stepResult: SolveWithUsResponse['step_result']): Promise<SolveWithUsResponse> {
    const q = PracticeService.variant(stored, locale);
    const steps = q.solveWithUs ?? [];
    const [log] = await this.db
      .select()
      .from(practiceQuestionLog)
      .where(and(eq(practiceQuestionLog.sessionId, s.id), eq(practiceQuestionLog.questionCode, stored.row.code)))
      .limit(1);
    const rows = await this.db
      .select()
      .from(practiceStepAttempts)
      .where(and(eq(practiceStepAttempts.sessionId, s.id), eq(practiceStepAttempts.questionCode, stored.row.code)));
    const current = Math.min(log?.swuStep ?? 0, steps.length);
    const badge = (log?.swuBadge ?? null) as SolveWithUsResponse['badge'];
    return {
      question_code: stored.row.code,
      steps: steps.slice(0, Math.min(current + 1, steps.length)).map((st, index) =>
        stepView(
          st,
          index,
          rows.find((r) => r.stepIndex === index),
        ),
      ),
      current_step_index: current,
      max_steps: steps.length,
      is_complete: badge !== null,
      badge,
      step_result: stepResult,
      answer_explanation: badge ? await this.explanation(stored, locale) : null,
    };
  }

  private async swuQuestion(profileId: string, sessionId: string, code: string) {
    const s = await this.mustSession(profileId, sessionId);
    const stored = await this.inScope(s, code);
    (await this.sealed(profileId)).assertQuestion(code);
    if ((stored.question.solveWithUs ?? []).length === 0) throw conflict(`Question '${code}' has no solve-with-us steps.`, 'NO_SOLVE_WITH_US');
    await this.db
      .insert(practiceQuestionLog)
      .values({ sessionId, questionCode: code, swuStep: 0 })
      .onConflictDoUpdate({
        target: [practiceQuestionLog.sessionId, practiceQuestionLog.questionCode],
        set: { swuStep: sql`coalesce(${practiceQuestionLog.swuStep}, 0)` },
      });
    return { s, stored };
  }

  /** Solve-with-us (GET): opens the walk-through and returns the steps reached so far. 409 NO_SOLVE_WITH_US, ANSWER_KEY_SEALED. */
  async solveWithUs(profileId: string, sessionId: string, code: string, locale?: string): Promise<SolveWithUsResponse> {
    const { s, stored } = await this.swuQuestion(profileId, sessionId, code);
    return this.swuView(s, stored, locale ?? s.language, null);
  }

  /**
   * Solve-with-us (POST): answers (or reveals, or reads) the current step, checked on the server; the
   * next step is revealed. A wrong first answer to a check keeps the step open for one more try
   * (`retry`, its answer kept back; the same answer again changes nothing); the second is final
   * (decision 008 "Second tries"). The last step completes the walk-through with its badge
   * (SolveWithUsCorrect / Incorrect / Revealed), recorded as the question's result when it had none
   * (after a wrong first try at the question itself, that answer is its result). Re-posting a
   * finished step returns its stored result. 400 STEP_ANSWER_REQUIRED / UNKNOWN_OPTION, 409
   * STEP_NOT_CURRENT (a later step), NO_SOLVE_WITH_US, ANSWER_KEY_SEALED.
   */
  async solveWithUsStep(
    profileId: string,
    sessionId: string,
    code: string,
    opts: { showAnswer: boolean; showSolution: boolean; locale?: string },
    body: z.infer<typeof solveWithUsBody>,
  ): Promise<SolveWithUsResponse> {
    const { s, stored } = await this.swuQuestion(profileId, sessionId, code);
    const lang = opts.locale ?? s.language;
    const steps = stored.question.solveWithUs ?? [];
    const [log] = await this.db
      .select()
      .from(practiceQuestionLog)
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code)))
      .limit(1);
    const current = log?.swuStep ?? 0;
    const target = body.step_index ?? current;
    if (target > current) throw conflict(`Step ${target} is not reached yet; the current step is ${current}.`, 'STEP_NOT_CURRENT');
    if (target < current || current >= steps.length) {
      const index = Math.min(target, steps.length - 1);
      const [row] = await this.db
        .select()
        .from(practiceStepAttempts)
        .where(and(eq(practiceStepAttempts.sessionId, sessionId), eq(practiceStepAttempts.questionCode, code), eq(practiceStepAttempts.stepIndex, index)))
        .limit(1);
      return this.swuView(s, stored, lang, row ? { step_index: index, status: row.outcome as StepOutcome } : null);
    }
    PracticeService.notEnded(s);
    const step = steps[current]!;
    const reveal = opts.showSolution || opts.showAnswer;
    const stepRow = and(
      eq(practiceStepAttempts.sessionId, sessionId),
      eq(practiceStepAttempts.questionCode, code),
      eq(practiceStepAttempts.stepIndex, current),
    );
    const [held] = await this.db.select().from(practiceStepAttempts).where(stepRow).limit(1);
    const pending = held?.outcome === 'retry' ? held : null;
    if (step.check && !reveal) {
      if (body.answers.length === 0)
        throw new AppError(400, 'STEP_ANSWER_REQUIRED', `Step ${current} asks a question: send answers with the chosen option code.`);
      const codes = new Set(step.check.options.map((o) => o.code));
      const unknown = body.answers.find((a) => !codes.has(a));
      if (unknown !== undefined) throw new AppError(400, 'UNKNOWN_OPTION', `'${unknown}' is not an option of step ${current}.`);
      // The same wrong answer again is not a second try.
      if (pending && sameOptions(pending.selected, body.answers)) return this.swuView(s, stored, lang, { step_index: current, status: 'retry' });
    }
    const outcome = stepOutcome(step, body.answers, reveal, pending);
    if (outcome === 'retry') {
      await this.db
        .insert(practiceStepAttempts)
        .values({ sessionId, questionCode: code, stepIndex: current, outcome, selected: body.answers, tries: 1, startTimeMs: body.start_time ?? null })
        .onConflictDoNothing();
      return this.swuView(s, stored, lang, { step_index: current, status: 'retry' });
    }
    const last = opts.showSolution ? steps.length - 1 : current;
    await this.db.transaction(async (tx) => {
      for (let i = current; i <= last; i++) {
        const o = i === current ? outcome : steps[i]!.check ? 'revealed' : 'read';
        const answered = i === current && !reveal;
        const values = {
          outcome: o,
          selected: answered ? body.answers : i === current && pending ? pending.selected : [],
          tries: (pending?.tries ?? 0) + (answered && step.check ? 1 : 0),
        };
        await tx
          .insert(practiceStepAttempts)
          .values({ sessionId, questionCode: code, stepIndex: i, ...values, startTimeMs: i === current ? (body.start_time ?? null) : null })
          // A step's wrong first try is finished by its second (or by a reveal); a finished step never changes.
          .onConflictDoUpdate({
            target: [practiceStepAttempts.sessionId, practiceStepAttempts.questionCode, practiceStepAttempts.stepIndex],
            set: values,
            setWhere: eq(practiceStepAttempts.outcome, 'retry'),
          });
      }
      const advanced = await tx
        .update(practiceQuestionLog)
        .set({ swuStep: last + 1 })
        .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code), eq(practiceQuestionLog.swuStep, current)))
        .returning();
      if (advanced.length === 0 || last + 1 < steps.length) return;
      const rows = await tx
        .select()
        .from(practiceStepAttempts)
        .where(and(eq(practiceStepAttempts.sessionId, sessionId), eq(practiceStepAttempts.questionCode, code)));
      const badge = solveWithUsBadge(
        steps.map((st, i) => {
          const r = rows.find((x) => x.stepIndex === i);
          return { checked: !!st.check, correct: r?.outcome === 'correct', revealed: r?.outcome === 'revealed' };
        }),
      );
      await tx
        .update(practiceQuestionLog)
        .set({ swuBadge: badge })
        .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code)));
    });
    const [after] = await this.db
      .select()
      .from(practiceQuestionLog)
      .where(and(eq(practiceQuestionLog.sessionId, sessionId), eq(practiceQuestionLog.questionCode, code)))
      .limit(1);
    if (after?.swuBadge && !(await this.finishFirstTry(profileId, sessionId, code)))
      await this.recordReveal(sessionId, code, stored.row.idealTimeS, after.swuBadge as PracticeBadge);
    const [row] = await this.db
      .select()
      .from(practiceStepAttempts)
      .where(and(eq(practiceStepAttempts.sessionId, sessionId), eq(practiceStepAttempts.questionCode, code), eq(practiceStepAttempts.stepIndex, current)))
      .limit(1);
    return this.swuView(s, stored, lang, { step_index: current, status: (row?.outcome ?? outcome) as StepOutcome });
  }

  /**
   * The share of stored attempts on a question answered right (learning.md §7 question_accuracy),
   * over every learner: final answers only (reveals, solve-with-us and first tries waiting for their
   * second excluded); with `stepIndex`, the finished checks of that solve-with-us step. Null
   * accuracy below QUESTION_ACCURACY_MIN_ATTEMPTS answers (`shownAccuracy`: a share of a handful
   * misleads). 404 UNKNOWN_QUESTION / UNKNOWN_STEP.
   */
  async accuracy(questionCode: string, stepIndex?: number) {
    const stored = await this.questionsRepo.find(questionCode);
    if (!stored) throw notFound(`No question '${questionCode}'.`, 'UNKNOWN_QUESTION');
    let total = 0;
    let right = 0;
    if (stepIndex === undefined) {
      const [r] = await this.db
        .select({ n: sql<number>`count(*)::int`, right: sql<number>`count(*) filter (where ${practiceAttempts.correct})::int` })
        .from(practiceAttempts)
        .where(
          and(eq(practiceAttempts.questionCode, questionCode), eq(practiceAttempts.revealed, false), sql`${practiceAttempts.attemptType} <> 'NonAttempt'`),
        );
      total = r?.n ?? 0;
      right = r?.right ?? 0;
    } else {
      if (stepIndex >= (stored.question.solveWithUs ?? []).length)
        throw notFound(`Question '${questionCode}' has no solve-with-us step ${stepIndex}.`, 'UNKNOWN_STEP');
      const [r] = await this.db
        .select({ n: sql<number>`count(*)::int`, right: sql<number>`count(*) filter (where ${practiceStepAttempts.outcome} = 'correct')::int` })
        .from(practiceStepAttempts)
        .where(
          and(
            eq(practiceStepAttempts.questionCode, questionCode),
            eq(practiceStepAttempts.stepIndex, stepIndex),
            inArray(practiceStepAttempts.outcome, ['correct', 'incorrect']),
          ),
        );
      total = r?.n ?? 0;
      right = r?.right ?? 0;
    }
    return {
      question_code: questionCode,
      step_index: stepIndex ?? null,
      question_accuracy: shownAccuracy(right, total),
      attempts: total,
      min_attempts: QUESTION_ACCURACY_MIN_ATTEMPTS,
    };
  }

  // ---------------------------------------------------------------- events

  /**
   * Stores practice events once per (session, eorder) (learning.md §3 Practice event), in one
   * transaction; repeats are counted as duplicates. Newly stored events take effect: start_session
   * marks the start, finish_session ends the session (a wrong first try still open is finished with
   * that answer), skip_question skips its question, and intervention_recommended /
   * intervention_skipped settle `event_info.recommendation_id`.
   */
  async events(profileId: string, sessionId: string, events: z.infer<typeof practiceEventsBody>) {
    const s = await this.mustSession(profileId, sessionId);
    const cands = await this.candidates(s);
    const now = new Date();
    const stored = await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(practiceEvents)
        .values(
          events.map((e) => ({
            sessionId,
            eorder: e.eorder,
            type: e.type,
            questionCode: e.question_code ?? null,
            eventInfo: e.event_info ?? {},
            occurredAt: e.timestamp !== undefined ? new Date(e.timestamp) : now,
          })),
        )
        .onConflictDoNothing()
        .returning({ eorder: practiceEvents.eorder });
      const fresh = new Set(inserted.map((r) => r.eorder));
      const maxEorder = Math.max(...events.map((e) => e.eorder));
      const effects: PgUpdateSetSource<typeof practiceSessions> = { lastEorder: sql`greatest(${practiceSessions.lastEorder}, ${maxEorder})` };
      for (const e of events.filter((x) => fresh.has(x.eorder))) {
        if (e.type === 'start_session' && !s.startedAt) effects.startedAt = now;
        if (e.type === 'finish_session' && !s.endedAt) effects.endedAt = now;
        if (e.type === 'skip_question' && e.question_code && cands.some((c) => c.code === e.question_code))
          await tx
            .insert(practiceQuestionLog)
            .values({ sessionId, questionCode: e.question_code, skipped: true })
            .onConflictDoUpdate({ target: [practiceQuestionLog.sessionId, practiceQuestionLog.questionCode], set: { skipped: true } });
      }
      await tx.update(practiceSessions).set(effects).where(eq(practiceSessions.id, sessionId));
      return fresh;
    });
    for (const e of events.filter((x) => stored.has(x.eorder))) {
      // A question left (or a session ended) with a wrong first try open is finished with that answer.
      if (e.type === 'skip_question' && e.question_code && cands.some((c) => c.code === e.question_code))
        await this.finishFirstTry(profileId, sessionId, e.question_code);
      if (e.type === 'finish_session') for (const open of await this.answers.openFirstTries(sessionId)) await this.finishFirstTry(profileId, sessionId, open);
      const rec = e.event_info?.recommendation_id;
      if ((e.type === 'intervention_recommended' || e.type === 'intervention_skipped') && typeof rec === 'string' && /^[0-9a-f-]{36}$/iu.test(rec)) {
        await this.settle(sessionId, rec, e.type === 'intervention_recommended' ? 'recommended' : 'skipped').catch(() => undefined);
      }
    }
    const [after] = await this.db.select({ last: practiceSessions.lastEorder }).from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    return { stored: stored.size, duplicates: events.length - stored.size, last_eorder: after?.last ?? 0 };
  }

  /**
   * The profile's latest practice attempt on each question (POST /v1/userAttempts), without whether
   * it was right (`correct` and `attemptTypeBadge` null) for a question sealed now (decision 017).
   */
  async userAttempts(profileId: string, body: Parameters<PracticeActivity['userAttempts']>[1]) {
    const [answer, sealed] = await Promise.all([this.activity.userAttempts(profileId, body), this.sealed(profileId)]);
    return { data: answer.data.map((a) => (sealed.has(a.question_code) ? { ...a, correct: null, attemptTypeBadge: null } : a)) };
  }

  // ---------------------------------------------------------------- summary and balance

  /** The session summary, or null for a session that is not this profile's (the route answers 406). */
  async summary(profileId: string, sessionId: string): Promise<PracticeSummaryResponse | null> {
    const s = await this.session(profileId, sessionId);
    if (!s) return null;
    const st = await this.state(sessionId);
    const attempts = st.attempts;
    const byType: Partial<Record<PracticeBadge, number>> = {};
    for (const a of attempts) byType[a.attemptType as PracticeBadge] = (byType[a.attemptType as PracticeBadge] ?? 0) + 1;
    const answered = attempts.filter((a) => !a.revealed && a.attemptType !== 'NonAttempt');
    const correct = answered.filter((a) => a.correct).length;
    return {
      totalTimeSpend: attempts.reduce((n, a) => n + a.timeSpentS, 0),
      accuracy: answered.length === 0 ? 0 : correct / answered.length,
      silverEmbiumsEarnedCount: attempts.reduce((n, a) => n + a.silver, 0),
      goldEmbiumsEarnedCount: attempts.reduce((n, a) => n + a.gold, 0),
      metaData: {
        attempts: byType,
        questions: attempts.length,
        correct,
        skipped: st.skipped.size,
        hintsUsed: attempts.filter((a) => a.hintUsed).length,
        streaks: badgeStreaks(attempts.map((a) => a.attemptType)) as PracticeSummaryResponse['metaData']['streaks'],
      },
      ended: s.endedAt !== null,
    };
  }

  /**
   * An embium award event (platform.md §7.4; see EMBIUM_EVENTS in the contracts): the server decides
   * the amount, once per event and object (the ledger's unique index). 404 for an object that is not
   * this profile's, 409 NOT_ELIGIBLE for a session not finished or without answers.
   */
  async award(profileId: string, eventId: 'practice_session_complete' | 'practice_answer', objectId: string) {
    let awarded = 0;
    if (eventId === 'practice_session_complete') {
      const s = /^[0-9a-f-]{36}$/iu.test(objectId) ? await this.session(profileId, objectId) : null;
      if (!s) throw notFound(`No practice session ${objectId} for this profile.`, 'UNKNOWN_PRACTICE_SESSION');
      const answered = (await this.state(s.id)).attempts.filter((a) => !a.revealed && a.attemptType !== 'NonAttempt').length;
      if (!s.endedAt || answered === 0) throw conflict('Finish the practice session (with at least one answer) first.', 'NOT_ELIGIBLE');
      const inserted = await this.db
        .insert(embiumLedger)
        .values({ id: newId(), profileId, kind: 'silver', amount: SESSION_COMPLETE_SILVER, reason: 'practice_session_complete', source: `practice:${s.id}` })
        .onConflictDoNothing()
        .returning();
      awarded = inserted.reduce((n, r) => n + r.amount, 0);
    } else {
      const [sessionId, ...rest] = objectId.split(':');
      const s = sessionId && /^[0-9a-f-]{36}$/iu.test(sessionId) ? await this.session(profileId, sessionId) : null;
      if (!s || !(await this.answers.find(s.id, rest.join(':')))) throw notFound(`No practice answer ${objectId} for this profile.`, 'UNKNOWN_PRACTICE_ANSWER');
    }
    const b = await this.balance(profileId);
    return {
      data: {
        total_points: b.silver + b.gold,
        awarded_points: awarded,
        user_message: awarded > 0 ? `You earned ${awarded} embiums!` : 'These embiums were already awarded.',
        feature_category: 'Practice' as const,
      },
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
