import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  TEST_EVENTS_PAGE_SIZE,
  TEST_GRACE_S,
  testQuestionsResponse,
  type CustomTestBody,
  type TestEventInput,
  type TestPaper,
  type TestResult,
} from '@abhyas/contracts';
import {
  pickCustomTest,
  standardMarking,
  testAttemptQuality,
  attemptDeadline,
  localizeQuestion,
  publication,
  keyPublishAt,
  scheduleState,
  type TestSchedule,
  maxMarks,
  percentileAndRank,
  replayEvents,
  scoreAttempt,
  sectionRefusal,
  sectionWindows,
  summarize,
  type SectionRefusal,
  type SectionWindow,
  type AttemptScore,
  type MarkingScheme,
  type PaletteStatus,
  type Question,
  type TestEvent,
} from '@abhyas/domain';
import type { Database, Db } from '../../db/client.ts';
import { learningMapNodes, mocktestBundles, profiles, questions, testEvents, testSessions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { GroupCommit } from '../../lib/group-commit.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { QuestionsRepository, StoredQuestion } from '../questions/questions.repository.ts';
import { toPublicQuestion } from '../questions/questions.service.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { sealedError, type AnswerSealService } from './answer-seal.service.ts';
import type { TestAccessService } from './test-access.service.ts';

type SessionRow = typeof testSessions.$inferSelect;
type BundleRow = typeof mocktestBundles.$inferSelect;

/** Event types that carry or change an answer: refused once the deadline (plus grace) has passed. */
const ANSWER_EVENTS = new Set(['select_answer', 'deselect_answer', 'input_answer', 'save_attempt', 'review_attempt', 'clear_attempt']);
/** The auto-submit alert shows this many seconds before the end (learning.md §4). */
export const AUTO_SUBMIT_ALERT_S = 300;

const conflict = (code: string, message: string) => new AppError(409, code, message);

/**
 * The event posts of open sessions, many in one statement (`appendToOpenSession` through a
 * GroupCommit): $1 the posts as JSON, each `{ k, sid, pid, at, ending, max_eorder, events }` (k its
 * place in the batch, `at` its arrival in epoch ms, `ending` 'freeze' / 'auto_submit' to finish the
 * session or null), $2 the grace in seconds. A post counts when its session is that profile's, open
 * and within its deadline plus grace at the post's arrival. The session row is written only when a
 * post finishes it: the last eorder of an open session is read from its events (the primary key
 * (session_id, eorder) answers max(eorder) from the index), so an ordinary post is one index lookup
 * and one insert. `test_sessions.last_eorder` holds it from the finish on. One row per post, by k.
 * A batch never holds two posts of one session (GroupCommit keys by session).
 */
const APPEND_EVENTS_SQL = `
  with req as (
    select r.k, r.sid, r.pid, r.ending, r.max_eorder, r.events, to_timestamp(r.at / 1000.0) as at
    from jsonb_to_recordset($1::jsonb) as r(k integer, sid uuid, pid uuid, at double precision, ending text, max_eorder integer, events jsonb)
  ), s as (
    select req.k, t.id, t.last_eorder from req
    cross join lateral (
      select id, last_eorder from test_sessions
      where id = req.sid and profile_id = req.pid and status = 'STARTED' and deadline_at >= req.at - make_interval(secs => $2::double precision)
      limit 1
    ) t
  ), ins as (
    insert into test_events (session_id, eorder, id, event_type, section, question_code, t, event_info)
    select s.id, v.eorder, v.id, v.event_type, v.section, v.question_code, v.t, v.event_info
    from s join req on req.k = s.k,
      jsonb_to_recordset(req.events) as v(eorder integer, id text, event_type text, section text, question_code text, t real, event_info jsonb)
    on conflict do nothing
    returning session_id
  ), counted as (
    select session_id, count(*)::integer as n from ins group by session_id
  ), fin as (
    update test_sessions t set status = 'FINISHED', finished_at = least(req.at, t.deadline_at), finish_reason = req.ending,
      last_eorder = greatest(t.last_eorder, req.max_eorder, (select max(e.eorder) from test_events e where e.session_id = t.id))
    from s join req on req.k = s.k
    where t.id = s.id and req.ending is not null
    returning t.id
  )
  select req.k, (s.id is not null) as open, coalesce(counted.n, 0) as inserted,
    greatest(s.last_eorder, req.max_eorder, (select max(e.eorder) from test_events e where e.session_id = s.id))::integer as last_eorder
  from req left join s on s.k = req.k left join counted on counted.session_id = s.id
  order by req.k`;

/** One event post for APPEND_EVENTS_SQL. */
interface AppendPost {
  sid: string;
  pid: string;
  /** Arrival, epoch ms (the deadline is judged by it). */
  at: number;
  ending: 'freeze' | 'auto_submit' | null;
  max_eorder: number;
  events: unknown[];
}
type AppendRow = { k: number; open: boolean; inserted: number; last_eorder: number | null };

/**
 * Whether a test locks its sections (decision 011): when every section has its own time, each
 * section opens in turn and closes when its time is up, on the screen and on the server alike.
 */
function locksSections(bundle: Pick<BundleRow, 'sections'>): boolean {
  return bundle.sections.length > 0 && bundle.sections.every((x) => x.sectionTimeS !== undefined);
}

/** How many sessions' section-lock entries are kept in memory. */
const SESSION_LOCK_CACHE_MAX = 50_000;

/** A session's owner and, under section locking, its section windows (epoch ms) and question → section. */
type SessionLock = { profileId: string; windows: null; sectionOf: null } | { profileId: string; windows: SectionWindow[]; sectionOf: Map<string, string> };

/** An answer event refused by section locking. */
export interface RefusedEvent {
  eorder: number;
  code: SectionRefusal;
  section: string;
}

/** A bundle's schedule in epoch ms, or undefined for a test open at any time. */
export function scheduleOf(bundle: Pick<BundleRow, 'schedule'>): TestSchedule | undefined {
  const s = bundle.schedule;
  if (!s) return undefined;
  const ms = (v: string | undefined) => (v === undefined ? undefined : Date.parse(v));
  return {
    visibleToStudentsAt: ms(s.visibleToStudentsAt)!,
    studentCanStartAt: ms(s.studentCanStartAt)!,
    autoSubmitAt: ms(s.autoSubmitAt)!,
    ...(s.lockForAttemptAt ? { lockForAttemptAt: ms(s.lockForAttemptAt)! } : {}),
    ...(s.answerKeyPublishAt ? { answerKeyPublishAt: ms(s.answerKeyPublishAt)! } : {}),
    ...(s.solutionPublishAt ? { solutionPublishAt: ms(s.solutionPublishAt)! } : {}),
  };
}

/** How long a question read for a paper or a score is reused (ms), and how many are kept. */
const QUESTION_CACHE_TTL_MS = 60_000;
const QUESTION_CACHE_MAX = 20_000;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A paper as sent: its JSON and, for a kept (published) paper, its brotli (quality 4, as
 * @fastify/compress uses) and gzip encodings, made on first use on libuv's thread pool and kept
 * with it, so a cohort fetching one paper compresses it once (about 0.9 ms of CPU for 36 KB, per
 * request before). A create-your-own test's paper (`kept` false) is left to the compress hook.
 */
export class PaperBody {
  readonly #encoded = new Map<'br' | 'gzip', Promise<Buffer>>();
  constructor(
    readonly json: string,
    readonly kept: boolean,
  ) {}

  /** The JSON in `encoding`. */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer> {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? brotliAsync(this.json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipAsync(this.json);
      this.#encoded.set(encoding, body);
      // A failed compression is not kept: the next request tries again.
      body.catch(() => this.#encoded.delete(encoding));
    }
    return body;
  }
}

/** Published bundles kept in memory, at most this many. */
const BUNDLE_CACHE_MAX = 1_000;
/** Published papers kept serialized (per bundle version and locale), at most this many. */
const PAPER_CACHE_MAX = 64;

/**
 * The computer-based test engine on the server (issue #4 §1): sessions on the server's clock, the
 * paper without keys, the event log stored once per eorder, scoring from the replayed log, results
 * with NTA percentile and rank. All times are epoch ms from `now()`.
 */
export class MockTestsService {
  /**
   * Called after a session starts, with its deadline (the background job that finishes it when
   * the student never comes back; app.ts sets it when jobs run). Must not throw.
   */
  onSessionStarted: ((sessionId: string, deadlineAt: Date) => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly questions: QuestionsRepository,
    private readonly now: () => number,
    /** Hot statements: named prepared statements on PostgreSQL, plain queries on PGlite (Database.prepared). */
    private readonly run: Database['prepared'],
    /** Sealed answer keys (decision 017): results and tests of one's own leave sealed questions alone. */
    private readonly seals: AnswerSealService,
    /** Which tests a profile may open (issue 15 Major 4): the exams of its goal. */
    private readonly access: TestAccessService,
  ) {}

  /**
   * Bundles read for starts, papers, meta and scoring, kept QUESTION_CACHE_TTL_MS like their
   * questions: when a scheduled mock opens, its whole cohort starts within seconds, and each start
   * and paper read the same row (measured: the start burst of 2,000 students saturated the server,
   * half of it in statements). A re-import is seen within the TTL; an unknown code and a
   * create-your-own test are not kept.
   */
  readonly #bundleCache = new TtlCache<string, BundleRow>(QUESTION_CACHE_TTL_MS, BUNDLE_CACHE_MAX);

  /** The test with `code`; a create-your-own-test only for its owner (404 for anyone else). */
  private async bundle(code: string, profileId?: string): Promise<BundleRow> {
    const now = performance.now();
    let row = this.#bundleCache.get(code, now);
    if (!row) {
      [row] = await this.db.select().from(mocktestBundles).where(eq(mocktestBundles.code, code)).limit(1);
      // Published tests only: a create-your-own test serves one student, a few reads in all.
      if (row && row.ownerProfileId === null) this.#bundleCache.set(code, row, now);
    }
    if (!row || (row.ownerProfileId !== null && profileId !== undefined && row.ownerProfileId !== profileId))
      throw notFound(`No mock test has the code '${code}'.`, 'UNKNOWN_TEST');
    return row;
  }

  /**
   * Questions read for papers and scoring, kept QUESTION_CACHE_TTL_MS: a whole cohort scores
   * within seconds at the end of a test, every paper drawn from the same bank, and reading and
   * parsing each question's full JSON every time was most of a submit's cost. A re-import is seen
   * within the TTL.
   */
  readonly #questionCache = new TtlCache<string, StoredQuestion>(QUESTION_CACHE_TTL_MS, QUESTION_CACHE_MAX);

  /**
   * A published paper's JSON per bundle version and locale, kept QUESTION_CACHE_TTL_MS like the
   * questions it is built from: a scheduled mock's cohort fetches the same paper within seconds;
   * building, checking and serializing 54 questions took the server p50 2.2 ms per student, and
   * 0.2 ms from here (bench:test-cohort). Create-your-own tests (one student each) are not kept.
   */
  readonly #paperCache = new TtlCache<string, PaperBody>(QUESTION_CACHE_TTL_MS, PAPER_CACHE_MAX);

  /**
   * Per session (filled at start, or read once): its owner and, when its bundle locks sections,
   * the section windows on the server's clock and each question's section. A session's start and
   * bundle never change, so the entry never goes stale; only the oldest are dropped past the cap.
   */
  readonly #sessionLocks = new Map<string, SessionLock>();

  private rememberLock(sessionId: string, lock: SessionLock): void {
    if (this.#sessionLocks.size >= SESSION_LOCK_CACHE_MAX) this.#sessionLocks.delete(this.#sessionLocks.keys().next().value!);
    this.#sessionLocks.set(sessionId, lock);
  }

  private static lockOf(profileId: string, bundle: Pick<BundleRow, 'sections'>, startedAtMs: number): SessionLock {
    if (!locksSections(bundle)) return { profileId, windows: null, sectionOf: null };
    const sectionOf = new Map<string, string>();
    for (const sec of bundle.sections) for (const q of sec.questionCodes) sectionOf.set(q, sec.code);
    return {
      profileId,
      windows: sectionWindows(
        bundle.sections.map((x) => ({ code: x.code, section_time: x.sectionTimeS })),
        startedAtMs,
      ),
      sectionOf,
    };
  }

  /** The session's lock entry, read from the database on a cache miss; null when it is not this profile's. */
  private async sessionLock(profileId: string, sessionId: string): Promise<SessionLock | null> {
    let lock = this.#sessionLocks.get(sessionId);
    if (!lock) {
      const [row] = await this.db
        .select({ profileId: testSessions.profileId, startedAt: testSessions.startedAt, sections: mocktestBundles.sections })
        .from(testSessions)
        .innerJoin(mocktestBundles, eq(mocktestBundles.code, testSessions.bundleCode))
        .where(eq(testSessions.id, sessionId))
        .limit(1);
      if (!row) return null;
      lock = MockTestsService.lockOf(row.profileId, row, row.startedAt.getTime());
      this.rememberLock(sessionId, lock);
    }
    return lock.profileId === profileId ? lock : null;
  }

  /**
   * Splits `events` into those the section windows allow and the answer events they refuse
   * (an answer to a section whose time is over, or whose turn has not come).
   */
  private async screenSections(profileId: string, sessionId: string, events: TestEventInput[]) {
    if (!events.some((e) => ANSWER_EVENTS.has(e.event_type))) return { allowed: events, refused: [] as RefusedEvent[] };
    const lock = await this.sessionLock(profileId, sessionId);
    if (!lock?.windows) return { allowed: events, refused: [] as RefusedEvent[] };
    const now = this.now();
    const allowed: TestEventInput[] = [];
    const refused: RefusedEvent[] = [];
    for (const e of events) {
      const section = (e.question_code && lock.sectionOf.get(e.question_code)) || e.section;
      const why = ANSWER_EVENTS.has(e.event_type) && section ? sectionRefusal(lock.windows, now, section, TEST_GRACE_S * 1000) : null;
      if (why) refused.push({ eorder: e.eorder, code: why, section: section! });
      else allowed.push(e);
    }
    return { allowed, refused };
  }

  private async paperQuestions(bundle: BundleRow): Promise<Map<string, StoredQuestion>> {
    const codes = bundle.sections.flatMap((s) => s.questionCodes);
    const now = performance.now();
    const out = new Map<string, StoredQuestion>();
    const missing: string[] = [];
    for (const code of codes) {
      const hit = this.#questionCache.get(code, now);
      if (hit) out.set(code, hit);
      else missing.push(code);
    }
    if (missing.length > 0) {
      for (const q of await this.questions.findMany(missing)) {
        out.set(q.row.code, q);
        this.#questionCache.set(q.row.code, q, now);
      }
    }
    return out;
  }

  /** The session if it belongs to the profile; 404 otherwise (another profile's session is not revealed). */
  private async session(profileId: string, sessionId: string): Promise<SessionRow> {
    const [row] = await this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.id, sessionId), eq(testSessions.profileId, profileId)))
      .limit(1);
    if (!row) throw notFound(`No test session ${sessionId} for this profile.`, 'UNKNOWN_SESSION');
    return row;
  }

  /** The largest eorder stored for the session (the column is kept only at the finish; the events hold it). */
  private async lastEorderOf(s: SessionRow): Promise<number> {
    const [row] = await this.db
      .select({ max: sql<number | null>`max(${testEvents.eorder})` })
      .from(testEvents)
      .where(eq(testEvents.sessionId, s.id));
    return Math.max(s.lastEorder, Number(row?.max ?? 0));
  }

  private expired(s: SessionRow): boolean {
    return s.status === 'STARTED' && this.now() > s.deadlineAt.getTime() + TEST_GRACE_S * 1000;
  }

  /** The profile a child token acts for (its goal and exam), or 404. */
  async profile(userId: string, profileId: string): Promise<{ id: string; goalCode: string; examCode: string }> {
    const [row] = await this.db
      .select({ id: profiles.id, goalCode: profiles.goalCode, examCode: profiles.examCode })
      .from(profiles)
      .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
      .limit(1);
    if (!row) throw notFound('This profile no longer exists.', 'UNKNOWN_PROFILE');
    return row;
  }

  /**
   * Bundle meta (GET /content/mocktest-bundles/meta). 404 UNKNOWN_TEST for an unknown code (or
   * another profile's own test); with a profile, 404 TEST_NOT_FOR_PROFILE for a test of an exam
   * outside its goal (TestAccessService).
   */
  async meta(code: string, profileId?: string) {
    const b = await this.bundle(code, profileId ?? '');
    if (profileId) {
      const refusal = await this.access.refusalFor(profileId, b);
      if (refusal) throw refusal;
    }
    return {
      code: b.code,
      name: b.name,
      isScheduled: b.schedule !== null,
      test_time_details: { duration: b.durationS, ...(b.schedule ?? {}) },
      exam_code: b.examCode,
      is_result_available: publication(scheduleOf(b), this.now()).answerKey,
    };
  }

  /**
   * The paper of a test (sections in order, marking, questions without keys), in `locale` where
   * written in it, as the JSON the API sends (GET /v1/test/{testCode}/questions): checked against
   * the contract's schema when built, and a published test's kept a while with its compressed
   * copies (#paperCache, PaperBody). 404
   * UNKNOWN_TEST for a code that is not a test this profile may see; 409 TEST_NOT_STARTED before a
   * scheduled test opens.
   */
  async paperJson(testCode: string, locale: string | undefined, profileId?: string): Promise<PaperBody> {
    const bundle = await this.openBundle(testCode, profileId);
    const build = async (kept: boolean) => new PaperBody(JSON.stringify(testQuestionsResponse.encode(await this.buildPaper(bundle, locale))), kept);
    if (bundle.ownerProfileId !== null) return build(false);
    const key = `${bundle.code}\u0000${bundle.contentHash}\u0000${bundle.updatedAt.getTime()}\u0000${locale ?? ''}`;
    const now = performance.now();
    const hit = this.#paperCache.get(key, now);
    if (hit) return hit;
    const paper = await build(true);
    this.#paperCache.set(key, paper, now);
    return paper;
  }

  /**
   * The bundle if this profile may see it and, when scheduled, it has opened (404 / 409 as
   * `paperJson`). A test of an exam outside the profile's goal is refused (404
   * TEST_NOT_FOR_PROFILE) unless the profile has taken it already (its result shows the paper).
   */
  private async openBundle(testCode: string, profileId: string | undefined): Promise<BundleRow> {
    const bundle = await this.bundle(testCode, profileId ?? '');
    if (profileId) {
      const refusal = await this.access.refusalFor(profileId, bundle);
      if (refusal && !(await this.hasSession(profileId, bundle.code))) throw refusal;
    }
    const schedule = scheduleOf(bundle);
    if (schedule && this.now() < schedule.studentCanStartAt) {
      throw conflict('TEST_NOT_STARTED', `This test opens at ${new Date(schedule.studentCanStartAt).toISOString()}; its questions are not shown before then.`);
    }
    return bundle;
  }

  private async buildPaper(bundle: BundleRow, locale: string | undefined): Promise<TestPaper> {
    const byCode = await this.paperQuestions(bundle);
    /** Questions written in each language (issue 15: the paper offers only the languages it has). */
    const coverage = new Map<string, number>();
    let max = 0;
    let count_ = 0;
    const sections = bundle.sections.map((s) => {
      const marking = s.markingByType as Record<string, MarkingScheme>;
      const questions = s.questionCodes.flatMap((code, i) => {
        const stored = byCode.get(code);
        if (!stored) return [];
        for (const l of stored.row.languages) coverage.set(l, (coverage.get(l) ?? 0) + 1);
        const scheme = marking[stored.row.type];
        max += scheme ? maxMarks(scheme) : 0;
        count_ += 1;
        return [{ ...toPublicQuestion(stored, locale), question_index: i + 1 }];
      });
      return {
        code: s.code,
        name: (locale && s.names?.[locale]) || s.name,
        ...(s.names && Object.keys(s.names).length > 0 ? { names: s.names } : {}),
        ...(s.paperQuestionCount !== undefined && s.paperQuestionCount > questions.length ? { paper_question_count: s.paperQuestionCount } : {}),
        ...(s.sectionTimeS !== undefined ? { section_time: s.sectionTimeS } : {}),
        ...(s.compulsoryCount !== undefined ? { compulsory_count: s.compulsoryCount } : {}),
        marking,
        questions,
      };
    });
    const paperTotal = sections.reduce((n, x) => n + Math.max(x.paper_question_count ?? 0, x.questions.length), 0);
    return {
      code: bundle.code,
      name: (locale && bundle.names[locale]) || bundle.name,
      ...(Object.keys(bundle.names).length > 0 ? { names: bundle.names } : {}),
      exam_code: bundle.examCode,
      duration: bundle.durationS,
      auto_submit_alert_at_in_sec: Math.min(AUTO_SUBMIT_ALERT_S, Math.floor(bundle.durationS / 2)),
      max_marks: max,
      question_count: count_,
      ...(paperTotal > count_ ? { paper_question_count: paperTotal } : {}),
      // The most widely available language first (a stable sort keeps the order met for ties).
      languages: coverage.size === 0 ? ['en'] : [...coverage.keys()].sort((a, b) => coverage.get(b)! - coverage.get(a)!),
      instructions: bundle.instructions,
      password_required: bundle.passwordHash !== null,
      section_locking: locksSections(bundle),
      sections,
    };
  }

  /**
   * Generates a create-your-own-test for the profile from the chosen chapters (issue #4 §3), with
   * the exam's marking, owned by the profile, from questions not sealed for it (decision 017).
   * 400 UNKNOWN_CHAPTER for chapters not in the learning map; 409 NOT_ENOUGH_QUESTIONS when the
   * bank has none that fit.
   */
  async createCustomTest(profile: { id: string; examCode: string }, body: CustomTestBody) {
    const chapterCodes = [...new Set(body.subjects.flatMap((x) => x.chapters))];
    const nodes = await this.db
      .select({ code: learningMapNodes.code, parent: learningMapNodes.parentCode, name: learningMapNodes.name })
      .from(learningMapNodes)
      .where(and(eq(learningMapNodes.level, 'chapter'), inArray(learningMapNodes.code, chapterCodes)));
    const known = new Set(nodes.map((n) => n.code));
    const unknown = body.subjects.flatMap((x, i) => x.chapters.map((c, j) => ({ c, path: `subjects[${i}].chapters[${j}]` }))).filter((x) => !known.has(x.c));
    if (unknown.length > 0)
      throw new AppError(
        400,
        'UNKNOWN_CHAPTER',
        `Not chapters of the learning map: ${unknown.map((x) => x.c).join(', ')}.`,
        unknown.map((x) => ({ path: x.path, message: `'${x.c}' is not a chapter` })),
      );
    const subjectOfChapter = new Map(body.subjects.flatMap((x) => x.chapters.map((c) => [c, x.code] as const)));
    const sealed = await this.seals.sealedFor({ profileId: profile.id });
    const rows = (
      await this.db
        .select({ code: questions.code, chapter: questions.chapterCode, type: questions.type, difficulty: questions.difficulty })
        .from(questions)
        .where(inArray(questions.chapterCode, chapterCodes))
    ).filter((r) => !sealed.has(r.code));
    const candidates = rows.map((r) => ({
      code: r.code,
      subject: subjectOfChapter.get(r.chapter!)!,
      chapter: r.chapter!,
      type: r.type as Question['type'],
      difficulty: r.difficulty,
    }));
    const seed = Number.parseInt(newId().replace(/-/g, '').slice(-8), 16);
    const picked = pickCustomTest(
      candidates,
      body.subjects.map((x) => x.code),
      { questionCount: body.question_count, difficulty: body.difficulty, types: body.types as Question['type'][] | undefined },
      seed,
    ).filter((x) => x.questions.length > 0);
    if (picked.length === 0)
      throw conflict(
        'NOT_ENOUGH_QUESTIONS',
        'The bank has no questions of that difficulty and type in the chosen chapters yet; choose more chapters or another difficulty.',
      );
    const typeOf = new Map(rows.map((r) => [r.code, r.type as Question['type']]));
    const books = await this.db
      .select({ code: learningMapNodes.code, name: learningMapNodes.name })
      .from(learningMapNodes)
      .where(inArray(learningMapNodes.code, [...new Set(nodes.map((n) => n.parent!).filter(Boolean))]));
    const bookName = new Map(books.map((b) => [b.code, b.name]));
    const subjectName = (code: string) => {
      const chapter = nodes.find((n) => subjectOfChapter.get(n.code) === code);
      return (chapter?.parent && bookName.get(chapter.parent)) || code.charAt(0).toUpperCase() + code.slice(1);
    };
    const sections = picked.map((x) => {
      const markingByType: Record<string, MarkingScheme> = {};
      for (const c of x.questions) markingByType[typeOf.get(c)!] = standardMarking(profile.examCode, typeOf.get(c)!);
      return { code: x.subject, name: subjectName(x.subject), questionCodes: x.questions, markingByType };
    });
    const count_ = sections.reduce((n, x) => n + x.questionCodes.length, 0);
    const maxMarks_ = sections.reduce((n, x) => n + x.questionCodes.reduce((m, c) => m + maxMarks(x.markingByType[typeOf.get(c)!]!), 0), 0);
    const name = body.name ?? `My test: ${sections.map((x) => x.name).join(', ')}`;
    const code = `custom-${newId()}`;
    const instructions = {
      en: `## ${name}\n\n- ${count_} questions from the chapters you chose, in ${Math.round(body.duration_s / 60)} minutes.\n- Marking as in your exam; only saved answers count.\n- The test submits itself when the time is up.`,
      hi: `## ${name}\n\n- आपके चुने अध्यायों से ${count_} प्रश्न, ${Math.round(body.duration_s / 60)} मिनट में।\n- अंकन आपकी परीक्षा के अनुसार; केवल सेव किए गए उत्तर गिने जाते हैं।\n- समय समाप्त होने पर टेस्ट अपने आप जमा हो जाता है।`,
    };
    await this.db.insert(mocktestBundles).values({
      code,
      name,
      examCode: profile.examCode,
      durationS: body.duration_s,
      sections,
      instructions,
      source: 'Create your own test',
      ownerProfileId: profile.id,
      contentHash: code,
    });
    return {
      code,
      name,
      duration: body.duration_s,
      question_count: count_,
      max_marks: maxMarks_,
      sections: sections.map((x) => ({ code: x.code, name: x.name, question_count: x.questionCodes.length })),
    };
  }

  /** 409 ANSWER_KEY_SEALED when the result of a finished attempt at `bundle` would show a sealed key or correctness (see `result`). */
  private async assertResultUnsealed(profileId: string, bundle: BundleRow): Promise<void> {
    const schedule = scheduleOf(bundle);
    if (schedule && !publication(schedule, this.now()).answerKey) {
      const until = new Date(keyPublishAt(schedule)).toISOString();
      throw sealedError(
        { testCode: bundle.code, testName: bundle.name, reason: 'scheduled', until: keyPublishAt(schedule) },
        `The result of the scheduled test '${bundle.name}' (${bundle.code}) is published with its answer key at ${until}: until then no score or correctness is shown.`,
      );
    }
    const sealed = await this.seals.sealedFor({ profileId }, { ignoreScheduleOf: bundle.code });
    sealed.assertNone(
      bundle.sections.flatMap((x) => x.questionCodes),
      (code) => `The result of '${bundle.name}' shows question '${code}', which`,
    );
  }

  /** The profile's latest session of the test, keyed by test code ({} when none). */
  async sessionMap(profileId: string, testCode: string) {
    await this.finishExpired();
    const [row] = await this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.profileId, profileId), eq(testSessions.bundleCode, testCode)))
      .orderBy(desc(testSessions.startedAt))
      .limit(1);
    return row
      ? {
          [testCode]: {
            id: row.id,
            status: row.status as SessionRow['status'] & ('STARTED' | 'FINISHED' | 'PENDING_EVALUATION'),
            uiStyle: row.uiStyle as 'dark' | 'light',
          },
        }
      : {};
  }

  /**
   * Starts the test for the profile, or returns its open session (idempotent while STARTED, even
   * without the password). A session whose deadline has passed is finished first, so a new attempt
   * starts fresh. The common start is one INSERT … ON CONFLICT DO NOTHING on the one-open-attempt
   * index, so two starts at once (a double tap, two tabs) get the same session. Errors: 409
   * TEST_NOT_STARTED / ATTEMPT_LOCKED / TEST_ENDED by the schedule, 400 TEST_PASSWORD_REQUIRED /
   * TEST_PASSWORD_WRONG, 404 UNKNOWN_TEST, 404 TEST_NOT_FOR_PROFILE for a test of an exam outside
   * the profile's goal. The UI style defaults to light, as NTA's screen (issue 15).
   */
  async createSession(profile: { id: string; goalCode: string; examCode: string }, testCode: string, uiStyle: 'dark' | 'light' = 'light', password?: string) {
    const bundle = await this.bundle(testCode, profile.id);
    const closed = await this.access.refusalError(profile, bundle);
    if (closed) throw closed;
    const refusal = await this.startRefusal(bundle, password);
    if (refusal) {
      // A reload of an open attempt needs neither the password nor an open window.
      const open = await this.openSession(profile.id, testCode);
      if (open && !this.expired(open)) return { id: open.id, status: 'STARTED' as const };
      throw refusal;
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const startedAt = new Date(this.now());
      const row = {
        id: newId(),
        profileId: profile.id,
        bundleCode: testCode,
        examCode: bundle.examCode,
        goalCode: profile.goalCode,
        status: 'STARTED',
        uiStyle,
        startedAt,
        deadlineAt: new Date(attemptDeadline(startedAt.getTime(), bundle.durationS, scheduleOf(bundle))),
      };
      const [created] = await this.db.insert(testSessions).values(row).onConflictDoNothing().returning({ id: testSessions.id });
      if (created) {
        this.rememberLock(row.id, MockTestsService.lockOf(profile.id, bundle, startedAt.getTime()));
        await this.onSessionStarted?.(row.id, row.deadlineAt);
        return { id: row.id, status: 'STARTED' as const };
      }
      const open = await this.openSession(profile.id, testCode);
      if (open && !this.expired(open)) return { id: open.id, status: 'STARTED' as const };
      if (open) await this.finish(open, 'deadline');
    }
    throw new AppError(503, 'TRY_AGAIN', 'The test could not be started just now; please try again.');
  }

  /** Whether the profile has any session of the test (started or finished). */
  private async hasSession(profileId: string, testCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: testSessions.id })
      .from(testSessions)
      .where(and(eq(testSessions.profileId, profileId), eq(testSessions.bundleCode, testCode)))
      .limit(1);
    return row !== undefined;
  }

  private async openSession(profileId: string, testCode: string): Promise<SessionRow | undefined> {
    const [open] = await this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.profileId, profileId), eq(testSessions.bundleCode, testCode), eq(testSessions.status, 'STARTED')))
      .limit(1);
    return open;
  }

  /** Why a new attempt may not start now (schedule, password), or null. */
  private async startRefusal(bundle: BundleRow, password: string | undefined): Promise<AppError | null> {
    const schedule = scheduleOf(bundle);
    if (schedule) {
      const state = scheduleState(schedule, this.now(), false);
      if (state === 'HIDDEN' || state === 'NOT_BEGUN')
        return conflict('TEST_NOT_STARTED', `This test opens at ${new Date(schedule.studentCanStartAt).toISOString()}.`);
      if (state === 'BEGUN/ATTEMPT_LOCKED') return conflict('ATTEMPT_LOCKED', 'New attempts at this test closed at its lock time.');
      if (state !== 'BEGUN/IN_ATTEMPT_WINDOW') return conflict('TEST_ENDED', 'This test has ended.');
    }
    if (bundle.passwordHash !== null) {
      if (!password) return new AppError(400, 'TEST_PASSWORD_REQUIRED', 'This test needs its password to start.');
      if (!(await verifyPassword(bundle.passwordHash, password))) return new AppError(400, 'TEST_PASSWORD_WRONG', 'That is not the password of this test.');
    }
    return null;
  }

  /** The session on the server's clock (for resuming after a reload or on another device). */
  async resume(profileId: string, sessionId: string) {
    let s = await this.session(profileId, sessionId);
    if (this.expired(s)) s = await this.finish(s, 'deadline');
    return {
      id: s.id,
      status: s.status as 'STARTED' | 'FINISHED',
      test_code: s.bundleCode,
      started_at: s.startedAt.toISOString(),
      deadline_at: s.deadlineAt.toISOString(),
      remaining_s: s.status === 'STARTED' ? Math.max(0, Math.ceil((s.deadlineAt.getTime() - this.now()) / 1000)) : 0,
      last_eorder: await this.lastEorderOf(s),
      ui_style: s.uiStyle as 'dark' | 'light',
    };
  }

  /**
   * Stores events once per eorder (retries and reorderings are harmless). Refused with 409: answer
   * events after the deadline plus TEST_GRACE_S (DEADLINE_PASSED; the session is then finished), and
   * new events for a finished session (SESSION_FINISHED; a pure retry of stored events is fine).
   * A freeze or auto_submit event finishes and scores the session. Under section locking, answer
   * events for a section outside its window are not stored: they come back in `refused` (the
   * caller answers 409 SECTION_CLOSED / SECTION_NOT_OPEN) while the rest of the batch is stored.
   */
  async postEvents(profileId: string, sessionId: string, all: TestEventInput[]) {
    const { allowed: events, refused } = await this.screenSections(profileId, sessionId, all);
    if (events.length === 0) {
      const s = await this.session(profileId, sessionId);
      return { accepted: 0, duplicates: 0, last_eorder: await this.lastEorderOf(s), status: s.status as 'STARTED' | 'FINISHED', refused };
    }
    return { ...(await this.storeEvents(profileId, sessionId, events)), refused };
  }

  private async storeEvents(profileId: string, sessionId: string, events: TestEventInput[]) {
    const ending = events.find((e) => e.event_type === 'freeze' || e.event_type === 'auto_submit')?.event_type as 'freeze' | 'auto_submit' | undefined;
    const fast = await this.appendToOpenSession(profileId, sessionId, events, ending);
    if (fast) {
      if (ending) this.queueScoring(sessionId);
      return fast;
    }
    let s = await this.session(profileId, sessionId);
    const eorders = [...new Set(events.map((e) => e.eorder))];
    if (s.status !== 'STARTED') {
      // Only a retry of events already stored is fine once the test is submitted.
      const [stored] = await this.db
        .select({ n: count() })
        .from(testEvents)
        .where(and(eq(testEvents.sessionId, sessionId), inArray(testEvents.eorder, eorders)));
      if ((stored?.n ?? 0) === eorders.length)
        return { accepted: 0, duplicates: events.length, last_eorder: await this.lastEorderOf(s), status: s.status as 'FINISHED' };
      throw conflict('SESSION_FINISHED', 'This test has been submitted; no more answers are accepted.');
    }
    if (this.expired(s) && events.some((e) => ANSWER_EVENTS.has(e.event_type))) {
      await this.finish(s, 'deadline');
      throw conflict(
        'DEADLINE_PASSED',
        'Time is up for this test: answers sent after the end are not accepted. Your answers saved before the end have been submitted.',
      );
    }
    const rows = events.map((e) => ({
      sessionId,
      eorder: e.eorder,
      id: e.id ?? null,
      eventType: e.event_type,
      section: e.section ?? null,
      questionCode: e.question_code ?? null,
      t: e.t,
      eventInfo: (e.event_info ?? null) as Record<string, unknown> | null,
    }));
    // Two statements, no transaction: the insert is atomic on its own, and last_eorder only ever
    // grows (greatest), so a crash between them loses nothing (resume also reads max(eorder)).
    const inserted = (await this.db.insert(testEvents).values(rows).onConflictDoNothing().returning({ eorder: testEvents.eorder })).length;
    const maxEorder = Math.max(...eorders);
    if (maxEorder > s.lastEorder) {
      await this.db
        .update(testSessions)
        .set({ lastEorder: sql`greatest(${testSessions.lastEorder}, ${maxEorder})` })
        .where(eq(testSessions.id, sessionId));
      s = { ...s, lastEorder: maxEorder };
    }
    const end = events.find((e) => e.event_type === 'freeze' || e.event_type === 'auto_submit');
    if (end) s = await this.submit(s, end.event_type);
    else if (this.expired(s)) s = await this.finish(s, 'deadline');
    return { accepted: inserted, duplicates: events.length - inserted, last_eorder: await this.lastEorderOf(s), status: s.status as 'STARTED' | 'FINISHED' };
  }

  /**
   * The common case of `postEvents` in one statement: when the session is this profile's, open and
   * within its deadline plus grace, the events are inserted once per eorder and last_eorder moves
   * up, and with `ending` (a freeze or auto_submit in the batch) the session is finished in the
   * same statement; null otherwise (the caller then takes the full path, with its errors). One
   * round trip instead of three or four keeps the tail latency down when thousands of students
   * post every 3 s and submit together (bench:test-cohort, docs/performance.md).
   */
  private async appendToOpenSession(profileId: string, sessionId: string, events: TestEventInput[], ending?: 'freeze' | 'auto_submit') {
    const row = await this.#appends.submit({
      sid: sessionId,
      pid: profileId,
      at: this.now(),
      ending: ending ?? null,
      max_eorder: Math.max(...events.map((e) => e.eorder)),
      events: events.map((e) => ({
        eorder: e.eorder,
        id: e.id ?? null,
        event_type: e.event_type,
        section: e.section ?? null,
        question_code: e.question_code ?? null,
        t: e.t,
        event_info: e.event_info ?? null,
      })),
    });
    if (!row.open) return null;
    const inserted = Number(row.inserted);
    return {
      accepted: inserted,
      duplicates: events.length - inserted,
      last_eorder: Number(row.last_eorder),
      status: (ending ? 'FINISHED' : 'STARTED') as 'STARTED' | 'FINISHED',
    };
  }

  /**
   * The event posts of all students, coalesced (decision 013): while a statement runs, the posts
   * that arrive wait and go out together in the next one, so 2,000 students posting every 3 s make
   * tens of commits a second instead of hundreds. A quiet server flushes each post at once.
   */
  readonly #appends: GroupCommit<AppendPost, AppendRow> = new GroupCommit<AppendPost, AppendRow>({
    keyOf: (p) => p.sid,
    maxInFlight: 2,
    maxBatch: 200,
    run: async (posts) => {
      const rows = await this.run<AppendRow>('abhyas_append_test_events_batch', APPEND_EVENTS_SQL, [
        JSON.stringify(posts.map((p, k) => ({ k, ...p }))),
        TEST_GRACE_S,
      ]);
      const byK = new Map(rows.map((r) => [Number(r.k), r]));
      return posts.map((_, k) => byK.get(k) ?? { k, open: false, inserted: 0, last_eorder: null });
    },
  });

  /** How the event posts were coalesced so far: flushes, posts carried, the largest flush. */
  get appendStats(): Readonly<{ flushes: number; calls: number; largest: number }> {
    return this.#appends.stats;
  }

  /** One page of the session's events in eorder (learning.md §7: pulled page by page until `last`). */
  async eventsPage(profileId: string, sessionId: string, pageNumber: number) {
    await this.session(profileId, sessionId);
    const [total] = await this.db.select({ n: count() }).from(testEvents).where(eq(testEvents.sessionId, sessionId));
    const rows = await this.db
      .select()
      .from(testEvents)
      .where(eq(testEvents.sessionId, sessionId))
      .orderBy(asc(testEvents.eorder))
      .limit(TEST_EVENTS_PAGE_SIZE)
      .offset(pageNumber * TEST_EVENTS_PAGE_SIZE);
    const totalElements = total?.n ?? 0;
    return {
      content: rows.map((r) => ({
        ...(r.id ? { id: r.id } : {}),
        eorder: r.eorder,
        event_type: r.eventType as TestEvent['event_type'],
        section: r.section,
        question_code: r.questionCode,
        t: r.t,
        event_info: r.eventInfo,
      })),
      first: pageNumber === 0,
      last: (pageNumber + 1) * TEST_EVENTS_PAGE_SIZE >= totalElements,
      totalElements,
      pageNumber,
      pageSize: TEST_EVENTS_PAGE_SIZE,
    };
  }

  private async replay(s: SessionRow, bundle: BundleRow) {
    const rows = await this.db.select().from(testEvents).where(eq(testEvents.sessionId, s.id));
    const events: TestEvent[] = rows.map((r) => ({
      eorder: r.eorder,
      event_type: r.eventType as TestEvent['event_type'],
      question_code: r.questionCode,
      section: r.section,
      t: r.t,
      event_info: r.eventInfo as TestEvent['event_info'],
    }));
    return replayEvents(
      bundle.sections.flatMap((x) => x.questionCodes),
      events,
    );
  }

  /** Palette counts overall and per section from the stored events (POST /v1/test/shortSummary). */
  async shortSummary(profileId: string, sessionId: string) {
    const s = await this.session(profileId, sessionId);
    const bundle = await this.bundle(s.bundleCode);
    const replay = await this.replay(s, bundle);
    const statuses = (codes: string[]) => codes.map((c) => replay.questions.get(c)?.status ?? ('NOT_VISITED' as PaletteStatus));
    return {
      ...summarize(statuses(bundle.sections.flatMap((x) => x.questionCodes))),
      sections: bundle.sections.map((x) => ({ code: x.code, name: x.name, ...summarize(statuses(x.questionCodes)) })),
    };
  }

  /** The attempt's score from its event log, with the bundle's marking (pure work plus two reads). */
  private async computeScore(s: SessionRow): Promise<AttemptScore> {
    const bundle = await this.bundle(s.bundleCode);
    const [replay, byCode] = await Promise.all([this.replay(s, bundle), this.paperQuestions(bundle)]);
    return scoreAttempt(
      bundle.sections.map((x) => ({
        code: x.code,
        questions: x.questionCodes.flatMap((c) => {
          const q = byCode.get(c);
          return q ? [q.question] : [];
        }),
        marking: x.markingByType as Partial<Record<Question['type'], MarkingScheme>>,
      })),
      replay,
    );
  }

  /** Finishes and scores a STARTED session (once: a concurrent finish leaves the first result). */
  async finish(s: SessionRow, reason: string): Promise<SessionRow> {
    if (s.status !== 'STARTED') return s;
    const score = await this.computeScore(s);
    const finishedAt = new Date(Math.min(this.now(), s.deadlineAt.getTime()));
    const [updated] = await this.db
      .update(testSessions)
      .set({ status: 'FINISHED', finishedAt, finishReason: reason, score: score.score, result: score as unknown as Record<string, unknown> })
      .where(and(eq(testSessions.id, s.id), eq(testSessions.status, 'STARTED')))
      .returning();
    if (updated) return updated;
    const [current] = await this.db.select().from(testSessions).where(eq(testSessions.id, s.id));
    return current!;
  }

  /** Background scoring of submitted sessions, one at a time (a whole cohort submits within seconds). */
  #scoring: Promise<unknown> = Promise.resolve();

  /**
   * A submit (freeze / auto_submit): the session is finished in one statement and answered at once;
   * its score is worked out in the background right after, and the result call (or the sweep)
   * scores it first if that has not happened yet (a restart in between). Keeps the submit of
   * thousands of students at the end of a test fast (bench:test-cohort).
   */
  private async submit(s: SessionRow, reason: string): Promise<SessionRow> {
    if (s.status !== 'STARTED') return s;
    const finishedAt = new Date(Math.min(this.now(), s.deadlineAt.getTime()));
    const [updated] = await this.db
      .update(testSessions)
      .set({ status: 'FINISHED', finishedAt, finishReason: reason })
      .where(and(eq(testSessions.id, s.id), eq(testSessions.status, 'STARTED')))
      .returning();
    if (!updated) {
      const [current] = await this.db.select().from(testSessions).where(eq(testSessions.id, s.id));
      return current!;
    }
    this.#scoring = this.#scoring.then(() => this.ensureScored(updated)).catch(() => undefined);
    return updated;
  }

  /** Scores a session just finished by `appendToOpenSession`, after the ones queued before it. */
  private queueScoring(sessionId: string): void {
    this.#scoring = this.#scoring
      .then(async () => {
        const [row] = await this.db.select().from(testSessions).where(eq(testSessions.id, sessionId));
        if (row) await this.ensureScored(row);
      })
      .catch(() => undefined);
  }

  /** Scores a finished session that has no result yet (idempotent); returns the current row. */
  private async ensureScored(s: SessionRow): Promise<SessionRow> {
    if (s.status !== 'FINISHED' || s.result !== null) return s;
    const score = await this.computeScore(s);
    const [updated] = await this.db
      .update(testSessions)
      .set({ score: score.score, result: score as unknown as Record<string, unknown> })
      .where(and(eq(testSessions.id, s.id), isNull(testSessions.result)))
      .returning();
    if (updated) return updated;
    const [current] = await this.db.select().from(testSessions).where(eq(testSessions.id, s.id));
    return current!;
  }

  /** Waits for the background scoring queued so far (tests, shutdown). */
  async scoringSettled(): Promise<void> {
    await this.#scoring;
  }

  /**
   * Finishes session `sessionId` (any profile) if its deadline plus grace has passed and it is
   * still open (the deadline job); true when this call finished it. Unknown ids are ignored.
   */
  async finishIfExpired(sessionId: string): Promise<boolean> {
    const [s] = await this.db.select().from(testSessions).where(eq(testSessions.id, sessionId)).limit(1);
    if (!s || !this.expired(s)) return false;
    const done = await this.finish(s, 'deadline');
    return done.finishReason === 'deadline' && done.status === 'FINISHED';
  }

  /** Finishes every session whose deadline plus grace has passed (the background sweep); returns how many. */
  async finishExpired(): Promise<number> {
    const cutoff = new Date(this.now() - TEST_GRACE_S * 1000);
    const due = await this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.status, 'STARTED'), lt(testSessions.deadlineAt, cutoff)))
      .limit(200);
    for (const s of due) await this.finish(s, 'deadline');
    // Submitted sessions whose background scoring was cut short (a restart) are scored here too.
    const unscored = await this.db
      .select()
      .from(testSessions)
      .where(and(eq(testSessions.status, 'FINISHED'), isNull(testSessions.result)))
      .limit(200);
    for (const s of unscored) await this.ensureScored(s);
    return due.length;
  }

  /**
   * The result (issue #4 §1): score, sections, questions with the key and solution (at once for an
   * unscheduled test; for a scheduled one the key after answerKeyPublishAt, the solutions after
   * solutionPublishAt), NTA percentile and rank among all finished attempts of the test. 409
   * RESULT_NOT_READY while open; 409 ANSWER_KEY_SEALED (decision 017) before a scheduled test's key
   * is published (the score and each question's outcome tell the key as well), and while any of its
   * questions is sealed for the profile by another test (or another attempt of this one) open now
   * or scheduled.
   */
  async result(profileId: string, sessionId: string, locale: string | undefined): Promise<TestResult> {
    let s = await this.session(profileId, sessionId);
    if (this.expired(s)) s = await this.finish(s, 'deadline');
    if (s.status === 'STARTED') throw conflict('RESULT_NOT_READY', 'The test is still in progress: submit it (or wait for the time to end) to see the result.');
    s = await this.ensureScored(s);
    const bundle = await this.bundle(s.bundleCode);
    await this.assertResultUnsealed(profileId, bundle);
    const score = s.result as unknown as AttemptScore;
    const byCode = await this.paperQuestions(bundle);
    const scores = (
      await this.db
        .select({ score: testSessions.score })
        .from(testSessions)
        .where(and(eq(testSessions.bundleCode, s.bundleCode), eq(testSessions.status, 'FINISHED'), sql`${testSessions.score} is not null`))
    ).map((r) => r.score!);
    const names = new Map(bundle.sections.map((x) => [x.code, (locale && x.names?.[locale]) || x.name]));
    const schedule = scheduleOf(bundle);
    const published = publication(schedule, this.now());
    const keyAt = schedule ? (schedule.answerKeyPublishAt ?? schedule.autoSubmitAt) : 0;
    const solutionAt = schedule ? Math.max(keyAt, schedule.solutionPublishAt ?? keyAt) : 0;
    const quality = (q: AttemptScore['questions'][number]) =>
      testAttemptQuality({
        answered: q.outcome !== 'unattempted',
        correct: q.outcome === 'correct',
        partial: q.outcome === 'partial',
        timeSpentS: q.timeSpentS,
        idealTimeS: byCode.get(q.code)?.row.idealTimeS ?? 0,
      });
    const qualityCounts: Partial<Record<ReturnType<typeof testAttemptQuality>, number>> = {};
    for (const q of score.questions) qualityCounts[quality(q)] = (qualityCounts[quality(q)] ?? 0) + 1;
    const attempted = score.questions.filter((q) => q.outcome !== 'unattempted').length;
    return {
      session_id: s.id,
      test_code: s.bundleCode,
      status: s.status as 'FINISHED',
      finish_reason: s.finishReason,
      score: score.score,
      max_marks: score.maxMarks,
      sections: score.sections.map((x) => ({
        code: x.code,
        name: names.get(x.code) ?? x.code,
        score: x.score,
        max_marks: x.maxMarks,
        correct: x.correct,
        incorrect: x.incorrect,
        partial: x.partial,
        unattempted: x.unattempted,
        time_spent: x.timeSpentS,
      })),
      questions: score.questions.map((q) => {
        const stored = byCode.get(q.code);
        const localized = stored ? localizeQuestion(stored.question, locale && stored.row.languages.includes(locale) ? locale : undefined) : null;
        return {
          code: q.code,
          section: q.section,
          status: q.status,
          selected_answer: q.selectedAnswer,
          marks: q.marks,
          outcome: q.outcome,
          time_spent: q.timeSpentS,
          ideal_time: byCode.get(q.code)?.row.idealTimeS ?? 0,
          attempt_quality: quality(q),
          ...(localized && published.answerKey ? { correct_answer: localized.answer } : {}),
          ...(localized && published.solutions ? { solution: localized.solution } : {}),
        };
      }),
      answer_key_publish_at: published.answerKey ? null : new Date(keyAt).toISOString(),
      solution_publish_at: published.solutions ? null : new Date(solutionAt).toISOString(),
      accuracy: attempted === 0 ? 0 : score.questions.filter((q) => q.outcome === 'correct').length / attempted,
      attempt_quality: qualityCounts,
      ...(({ percentile, rank, attempts }) => ({ percentile, rank, attempts }))(percentileAndRank(score.score, scores)),
    };
  }
}
