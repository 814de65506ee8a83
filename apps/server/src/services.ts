import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { OtpSender } from './lib/otp-sender.ts';
import type { TokenService } from './lib/tokens.ts';
import type { AuthRepository } from './modules/auth/auth.repository.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { SocialSignIn } from './modules/auth/social.service.ts';
import type { ContentService } from './modules/content/content.service.ts';
import type { BrowseService } from './modules/content/browse.service.ts';
import type { QuestionsService } from './modules/questions/questions.service.ts';
import type { SearchService } from './modules/search/search.service.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { MockTestsService } from './modules/mock-tests/mock-tests.service.ts';
import type { AnswerSealService } from './modules/mock-tests/answer-seal.service.ts';
import type { TestAccessService } from './modules/mock-tests/test-access.service.ts';
import type { PracticeService } from './modules/practice/practice.service.ts';
import type { RevisionService } from './modules/revision/revision.service.ts';
import type { LearnServices } from './modules/learn/learn-services.ts';
import type { ProfilesService } from './modules/profiles/profiles.service.ts';
import type { ExploreMasteryService } from './modules/explore-mastery/explore-mastery.service.ts';
import type { ReadinessService } from './modules/readiness/readiness.service.ts';
import type { AchievementsService } from './modules/achievements/achievements.service.ts';
import type { InvitesService } from './modules/invites/invites.service.ts';
import type { ParentService } from './modules/parent/parent.service.ts';
import type { ParentDigestService } from './modules/parent/digest.service.ts';
import type { SuccessStoriesService } from './modules/achievements/success-stories.service.ts';
import type { TestDeadlineJobs } from './jobs/test-deadlines.ts';
import type { AchieveTargetService } from './modules/achieve/achieve-target.service.ts';
import type { DevClock } from './lib/dev-clock.ts';
import type { DiagnosticService } from './modules/diagnostic/diagnostic.service.ts';
import type { PajService } from './modules/achieve/paj.service.ts';
import type { QuestionnaireService } from './modules/achieve/questionnaire.service.ts';
import type { AchieveHomeService } from './modules/achieve/achieve-home.service.ts';
import type { TimelineService } from './modules/timeline/timeline.service.ts';
import type { DataEventsService } from './modules/data-events/data-events.service.ts';
import type { FeedbackService } from './modules/feedback/feedback.service.ts';
import type { StreaksService } from './modules/streaks/streaks.service.ts';
import type { UserHomeService } from './modules/user-home/user-home.service.ts';
import type { AccommodationsService } from './modules/accommodations/accommodations.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { DeliveryService } from './modules/notifications/delivery/delivery.service.ts';
import type { RemindersService } from './modules/notifications/delivery/reminders.service.ts';
import type { NotificationJobs } from './jobs/notifications.ts';
import type { FamilyDataService } from './modules/family-data/family-data.service.ts';
import type { SchoolsServices } from './modules/schools/schools-services.ts';

/** Everything the route modules use, built once in app.ts. */
export interface Services {
  env: Env;
  database: Database;
  tokens: TokenService;
  sender: OtpSender;
  authRepo: AuthRepository;
  auth: AuthService;
  profiles: ProfilesService;
  /** Goals, exams and learning maps. */
  content: ContentService;
  /** The question calls, and reads of the question bank. */
  questions: QuestionsService;
  /** Search and the search index. */
  search: SearchService;
  /** The browsing pages: chapters, topics, videos, books, cheat sheets, notes, an exam's mock tests. */
  browse: BrowseService;
  /** Health and server time. */
  system: SystemService;
  mockTests: MockTestsService;
  /** Which tests a profile may open: the exams of its goal (issue 15 Major 4). */
  testAccess: TestAccessService;
  practice: PracticeService;
  /** The revision queue and lists: FSRS cards of mistakes, the capped daily review (issue 19 §2–§3). */
  revision: RevisionService;
  /** Which question codes are sealed for a caller now (answer keys during a test; decision 017). */
  seals: AnswerSealService;
  /** Learn/Video: progress, likes and bookmarks, recommendations, signed media urls, tracking (issue #6). */
  learn: LearnServices;
  /** Explore mastery: the profile's mastery per subject, chapter and topic (issue 18 §4). */
  exploreMastery: ExploreMasteryService;
  /** Readiness: predicted score, its interval and percentile, track record, future success (issue 18 §3). */
  readiness: ReadinessService;
  social: SocialSignIn;
  /** Achieve: the plan-your-target questionnaire and the stored target (issue 18 §1). */
  achieveTarget: AchieveTargetService;
  /** Achieve: the adaptive diagnostic test (issue 18 §2). */
  diagnostic: DiagnosticService;
  /** Achieve: the personalised achievement journey (issue 18 §4). */
  paj: PajService;
  /** Achieve: the achieve-test questionnaire after a test of the journey (issue 18 §4). */
  questionnaire: QuestionnaireService;
  /** Achieve: the home in one call (POST /api/achieve/home, issue 18 §4). */
  achieveHome: AchieveHomeService;
  /** Achieve: milestones earned from stored events and the success-story consent (issue 18 §4). */
  achievements: AchievementsService;
  /** Family invites: send, view, accept, list sent (issue 21 §1). */
  invites: InvitesService;
  /** The parent's view of each child's week, family links (unlinking) and the weekly digest setting (issue 21 §2). */
  parent: ParentService;
  /** The weekly digest e-mail to parents, idempotent per (parent, week) (issue 21 §2). */
  parentDigest: ParentDigestService;
  /** Achieve: success stories, anonymous aggregates of opted-in students, k ≥ 5 (issue 18 §4). */
  successStories: SuccessStoriesService;
  /** User home: the timeline, the profile's activity day by day (issue 19 §1). */
  timeline: TimelineService;
  /** Streaks of days with real work, with freezes (issue 20 §3). */
  streaks: StreaksService;
  /** User home: tests taken, watchlists and bookmarks, paged (issue 19 §1). */
  userHome: UserHomeService;
  /** In-app notifications and channel preferences; `notify` for other modules (issue 20 §1). */
  notifications: NotificationsService;
  /** A profile's accommodations: compensatory time for tests and display settings (issue 22 §2, decision 038). */
  accommodations: AccommodationsService;
  /**
   * Delivery of a notification on every channel the profile allows, idempotent per (event key,
   * profile, channel) (issue 20 §2; decision 034). Modules enqueue through `notificationJobs`.
   */
  delivery: DeliveryService;
  /** The daily reminders (revision due, streak about to break, journey steps), found by the sweep. */
  reminders: RemindersService;
  /** Queues a notification's delivery as a job (pg-boss, or in process with JOBS=off). */
  notificationJobs: NotificationJobs;
  /** The product's event stream: page views and API_Error events, stored append-only (issue 20 §4). */
  dataEvents: DataEventsService;
  /** The family's data: parental consent, export and erasure over one registry of tables (issue 21 §3, decision 036). */
  familyData: FamilyDataService;
  /** Schools: institutes, staff, classes, assignments, the class mastery view and live classes (issue 23, decision 041). */
  schools: SchoolsServices;
  /** Feedback from the `/feedback` form, signed in or guest (issue 24 §5). */
  feedback: FeedbackService;
  /** The background jobs (pg-boss), when JOBS=pgboss. */
  jobs?: TestDeadlineJobs;
  /** The business clock and its development offset (POST /api/dev/clock outside production). */
  clock: DevClock;
  /** Current time in epoch ms (injectable for tests). */
  now: () => number;
}
