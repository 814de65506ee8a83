import type { Db } from '../../db/client.ts';
import type { QuestionsRepository } from '../questions/questions.service.ts';
import type { AnswerSealService } from '../mock-tests/answer-seal.service.ts';
import type { RevisionService } from '../revision/revision.service.ts';
import { ActivityRepository } from './activity/activity.repository.ts';
import { PracticeActivityService } from './activity/activity.service.ts';
import { BookmarkListRepository } from './activity/bookmark-list.repository.ts';
import { BookmarkListService } from './activity/bookmark-list.service.ts';
import { AnswerViews } from './answers/answer-views.ts';
import { AnswersRepository } from './answers/answers.repository.ts';
import { PracticeAnswersService } from './answers/answers.service.ts';
import { PracticeAttemptsService } from './answers/attempts.service.ts';
import { EmbiumLedgerRepository } from './embiums/embium-ledger.repository.ts';
import { EmbiumsService } from './embiums/embiums.service.ts';
import { InterventionsRepository } from './interventions/interventions.repository.ts';
import { PracticeInterventionsService } from './interventions/interventions.service.ts';
import { LookupRepository } from './lookup/lookup.repository.ts';
import { PracticeLookupService } from './lookup/lookup.service.ts';
import { PracticeHistoryRepository, type PracticeHistory, type PracticeSessionDay } from './practice-history.repository.ts';
import { PracticeNextQuestionService } from './sessions/next-question.service.ts';
import { SessionScopeRepository } from './sessions/session-scope.repository.ts';
import { SessionScopeService } from './sessions/session-scope.service.ts';
import { PracticeSessionEventsService } from './sessions/session-events.service.ts';
import { SessionsRepository } from './sessions/sessions.repository.ts';
import { PracticeSessionsService } from './sessions/sessions.service.ts';
import { SolveWithUsRepository } from './solve-with-us/solve-with-us.repository.ts';
import { SolveWithUsService } from './solve-with-us/solve-with-us.service.ts';

/**
 * Practice (issue #5; learning.md §2 Practice, §3, §4 Practice, §7 Practice), built once in app.ts:
 * the module's services by sub-area, each given its repositories.
 * - `sessions`: start and resume sessions of every practice kind, their questions and summary;
 * - `nextQuestion`: the question to work on, chosen by mastery (BKT, docs/decisions/007) or a
 *   learning intervention (docs/decisions/008);
 * - `events`: practice events and their effects;
 * - `answers` / `attempts`: answers checked on the server with a second try, attempt quality,
 *   mastery and embiums in one transaction, the full solution (never before it is earned), accuracy;
 * - `interventions`, `solveWithUs`, `embiums` (award events and balance), `activity` (bookmarks,
 *   error reports, guided-journey progress, user attempts) and `lookup` (concept/topic lookups).
 * A question is never sent with its key before it is answered or revealed. A question sealed for the
 * profile (a test of it open, or scheduled and unpublished; decision 017) is never served, answered,
 * revealed or walked through: asked for by code it is 409 ANSWER_KEY_SEALED, and the chooser passes over it.
 * Every finished question grades its card in the revision queue (issue 19 §2), and a RevisionPractice
 * session serves a revision list's questions in the queue's order.
 */
export class PracticeService {
  /** Concept/topic lookups (GET /topics/content, /concepts, /concept/content) and intervention videos. */
  readonly lookup: PracticeLookupService;
  /** Bookmarks, error reports, guided-journey progress and user attempts. */
  readonly activity: PracticeActivityService;
  /** The profile's bookmarked questions listed (user home, issue 19 §1) and the codes of a bookmark practice. */
  readonly bookmarkList: BookmarkListService;
  /** Sessions: create, get (resume), candidates, state, summary. */
  readonly sessions: PracticeSessionsService;
  /** Attempt rows, mastery and embiums of answers, and wrong first tries (decision 008 "Second tries"). */
  readonly attempts: PracticeAttemptsService;
  /** Answers, solutions and question accuracy. */
  readonly answers: PracticeAnswersService;
  /** Learning interventions. */
  readonly interventions: PracticeInterventionsService;
  /** The next question (or intervention) of a session. */
  readonly nextQuestion: PracticeNextQuestionService;
  /** Practice events. */
  readonly events: PracticeSessionEventsService;
  /** Solve-with-us walk-throughs. */
  readonly solveWithUs: SolveWithUsService;
  /** Embium award events and balance. */
  readonly embiums: EmbiumsService;

  private readonly sessionsRepo: SessionsRepository;
  private readonly historyRepo: PracticeHistoryRepository;

  constructor(db: Db, questionsRepo: QuestionsRepository, seals: AnswerSealService, revision: RevisionService) {
    const sessionsRepo = new SessionsRepository(db);
    this.sessionsRepo = sessionsRepo;
    this.historyRepo = new PracticeHistoryRepository(db);
    const answersRepo = new AnswersRepository(db);
    this.lookup = new PracticeLookupService(new LookupRepository(db));
    this.activity = new PracticeActivityService(new ActivityRepository(db), seals);
    this.bookmarkList = new BookmarkListService(new BookmarkListRepository(db));
    this.sessions = new PracticeSessionsService(
      sessionsRepo,
      new SessionScopeService(new SessionScopeRepository(db), this.bookmarkList, revision),
      questionsRepo,
      seals,
    );
    const views = new AnswerViews(this.lookup);
    this.attempts = new PracticeAttemptsService(answersRepo, revision);
    this.answers = new PracticeAnswersService(this.sessions, this.attempts, views, answersRepo);
    this.interventions = new PracticeInterventionsService(new InterventionsRepository(db), this.sessions, this.lookup);
    this.nextQuestion = new PracticeNextQuestionService(sessionsRepo, this.sessions, this.answers, this.interventions, views, this.lookup);
    this.events = new PracticeSessionEventsService(sessionsRepo, this.sessions, this.answers, this.attempts, this.interventions);
    this.solveWithUs = new SolveWithUsService(new SolveWithUsRepository(db), this.sessions, this.answers, this.attempts, views);
    this.embiums = new EmbiumsService(new EmbiumLedgerRepository(db), this.sessions, this.attempts);
  }

  /**
   * The profile's BKT mastery (P(known), 0–1) of each of these concepts it has answered, by concept
   * code; concepts never answered are absent (Explore mastery, issue 18 §4).
   */
  masteryOf(profileId: string, concepts: string[]): Promise<Map<string, number>> {
    return this.sessionsRepo.masteryOf(profileId, concepts);
  }

  /**
   * The profile's BKT state of each of these concepts it has a row for: P(known) 0–1, the answers
   * behind it, and when it last changed (readiness, issue 18 §3; decision 023 needs the answer count).
   */
  conceptStatesOf(profileId: string, concepts: string[]): Promise<{ conceptCode: string; mastery: number; attempts: number; updatedAt: Date }[]> {
    return this.sessionsRepo.conceptStatesOf(profileId, concepts);
  }

  /**
   * The profile's practice history for achievements (issue 18 §4): the first answer, the India
   * dates with answers (a revealed solution is not an answer), and per concept when its estimate
   * last crossed `threshold` (P(known), 0–1) upward.
   */
  historyOf(profileId: string, threshold: number): Promise<PracticeHistory> {
    return this.historyRepo.historyOf(profileId, threshold);
  }

  /**
   * The profile's practice per session and India day (answered, correct, seconds spent, last
   * answer) with its last answer in [from, to) (from null: any time before `to`), latest first, at
   * most `limit` (the timeline, issue 19 §1).
   */
  sessionDays(profileId: string, range: { from: Date | null; to: Date; limit: number }): Promise<PracticeSessionDay[]> {
    return this.historyRepo.sessionDays(profileId, range.from, range.to, range.limit);
  }
}
