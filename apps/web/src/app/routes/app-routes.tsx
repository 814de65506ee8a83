/** Authenticated routes (platform.md §2.2), each guarded by `decideRoute`. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { guard, PROTECTED, PUBLIC, type GuardOptions } from '../route-guard.ts';
import * as Account from './account-pages.ts';
import * as Browse from './browse-pages.ts';
import { appGroup } from './groups.ts';
import {
  AchieveLandingPage,
  ExploreMasteryPage,
  CreateTestPage,
  SchoolsPage,
  PlanYourTargetPage,
  PracticePage,
  PracticeSessionSummaryPage,
  QuestionPage,
  TestSummaryPage,
} from './lazy-pages.ts';
import { MockTestRoute } from './mock-test-route.tsx';
import { page } from './route-helpers.ts';
import { loadReadinessRoutes } from '../../features/readiness/index.ts';
import { loadDiagnosticRoutes } from '../../features/diagnostic/index.ts';
import { loadAchievementsRoutes } from '../../features/achievements/index.ts';
import { loadFamilyDataRoutes } from '../../features/family-data/index.ts';

/** The readiness pages (issue 18 §3), in their own chunk, with the query client. */
async function readinessRoutes() {
  const [mod, query] = await Promise.all([loadReadinessRoutes(), import('../../lib/query-client.tsx')]);
  return { PredictionReadinessRoute: query.withQueryClient(mod.PredictionReadinessRoute), FutureSuccessRoute: query.withQueryClient(mod.FutureSuccessRoute) };
}
const PredictionReadinessPage = lazyRouteComponent(readinessRoutes, 'PredictionReadinessRoute');
const FutureSuccessPage = lazyRouteComponent(readinessRoutes, 'FutureSuccessRoute');

/** The diagnostic pages (issue 18 §2), in their own chunk, with the query client. */
async function diagnosticRoutes() {
  const [mod, query] = await Promise.all([loadDiagnosticRoutes(), import('../../lib/query-client.tsx')]);
  return { DiagnosticTestsRoute: query.withQueryClient(mod.DiagnosticTestsRoute), DiagnosticResultRoute: query.withQueryClient(mod.DiagnosticResultRoute) };
}
const DiagnosticTestsPage = lazyRouteComponent(diagnosticRoutes, 'DiagnosticTestsRoute');
const DiagnosticResultPage = lazyRouteComponent(diagnosticRoutes, 'DiagnosticResultRoute');

/**
 * The journey pages and the achieve-test questionnaire (issue 18 §4), in their own chunk, with the query client. Loaded by path, not
 * through the feature's index.ts: that one also exports a query hook for the achieve feature, whose
 * API module (zod schemas) must stay out of the landing page's chunk (bundle budget, decision 004).
 */
async function journeyRoutes() {
  const [mod, query] = await Promise.all([import('../../features/journey/components/journey-routes.tsx'), import('../../lib/query-client.tsx')]);
  return {
    StartJourneyRoute: query.withQueryClient(mod.StartJourneyRoute),
    JourneyHomeRoute: query.withQueryClient(mod.JourneyHomeRoute),
    QuestionnaireRoute: query.withQueryClient(mod.QuestionnaireRoute),
  };
}
const StartJourneyPage = lazyRouteComponent(journeyRoutes, 'StartJourneyRoute');
const JourneyHomePage = lazyRouteComponent(journeyRoutes, 'JourneyHomeRoute');
const QuestionnairePage = lazyRouteComponent(journeyRoutes, 'QuestionnaireRoute');

/** The user-home lists (issue 19 §1), in their own chunk, loaded by path (the feature's index also exports hooks). */
const userListsRoutes = () => import('../../features/user-home-lists/components/user-lists-routes.tsx');
const TestsTakenPage = lazyRouteComponent(userListsRoutes, 'TestsTakenRoute');
const WatchlistPage = lazyRouteComponent(userListsRoutes, 'WatchlistRoute');
const BookmarksPage = lazyRouteComponent(userListsRoutes, 'BookmarksRoute');

/** The achievements page (issue 18 §4), in its own chunk (which brings the query client). */
const AchievementsPage = lazyRouteComponent(loadAchievementsRoutes, 'AchievementsRoute');
/**
 * The user home (issue 19): its dashboard, the timeline and the revision lists, each in a chunk of
 * its own (which brings the query client), loaded by path: the features' index files also export
 * hooks and components for the dashboard, which must stay out of the landing page's chunk.
 */
/** `/feedback` (issue 24 §5): the feedback form, in its own chunk. */
const FeedbackPage = lazyRouteComponent(() => import('../../features/feedback/components/feedback-page.tsx'), 'FeedbackPage');
const UserHomePage = lazyRouteComponent(() => import('../../features/user-home/components/user-home-routes.tsx'), 'UserHomeRoute');
const TimelinePage = lazyRouteComponent(() => import('../../features/timeline/components/timeline-routes.tsx'), 'TimelineRoute');
const RevisionListsPage = lazyRouteComponent(() => import('../../features/revision/components/revision-routes.tsx'), 'RevisionRoute');
/** In-app notifications and their preferences (issue 20 §1), one chunk loaded by path. */
const notificationsRoutes = () => import('../../features/notifications/components/notifications-routes.tsx');
const NotificationsPage = lazyRouteComponent(notificationsRoutes, 'NotificationsRoute');
const NotificationPreferencesPage = lazyRouteComponent(notificationsRoutes, 'NotificationPreferencesRoute');
/** "Your family's data": consent, export and erasure (issue 21 §3, decision 036), one chunk. */
const FamilyDataPage = lazyRouteComponent(loadFamilyDataRoutes, 'FamilyDataRoute');

/** The parent's view of each child's week (issue 21 §2), one chunk loaded by path. */
const ParentPage = lazyRouteComponent(() => import('../../features/parent/components/parent-routes.tsx'), 'ParentRoute');

/** Staff pages: an account signed in, verified; no profile needed (a teacher is an account, decision 041). */
const STAFF: GuardOptions = { access: 'protected', allowsNoUser: true };

const searchRoute = createRoute({
  getParentRoute: () => appGroup,
  path: '/search/$filter',
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' || typeof search.q === 'number' ? { q: String(search.q) } : {},
  component: Browse.SearchView,
  beforeLoad: guard(PROTECTED),
});

/** `/live-class/{id}/{type?}`: a student joins with their profile; `?as=teacher`, the class's staff with their account (no profile needed). */
const liveClassRoute = createRoute({
  getParentRoute: () => appGroup,
  path: '/live-class/$liveClassId/{-$type}',
  validateSearch: (search: Record<string, unknown>): { analysis?: string } => (typeof search.analysis === 'string' ? { analysis: search.analysis } : {}),
  component: SchoolsPage,
  // `as=teacher` stays in the URL (the page reads it) though the route does not validate it.
  beforeLoad: (ctx) => guard(ctx.location.searchStr.includes('as=teacher') ? STAFF : PROTECTED)(ctx),
});

const P = PROTECTED;

export const appRoutes = [
  page(appGroup, '/learn/home/{-$subject}', Browse.LearnHomeView, P),
  page(appGroup, '/practice/home/{-$subject}', Browse.PracticeHomeView, P),
  page(appGroup, '/test/home/{-$subject}', Browse.TestHomeView, P),
  searchRoute,
  page(appGroup, '/practice/summary/{-$id}', Browse.PracticeSummaryView, P),
  page(appGroup, '/learn/summary/{-$id}', Browse.LearnSummaryView, P),
  page(appGroup, '/test/summary/{-$id}', TestSummaryPage, P),
  page(appGroup, '/topic/summary/{-$id}', Browse.TopicSummaryView, P),
  page(appGroup, '/video/summary/$id', Browse.VideoSummaryView, P),
  page(appGroup, '/booktoc', Browse.BookTocView, P),
  page(appGroup, '/bigbooktoc', Browse.BigBookTocView, P),
  page(appGroup, '/browse-profile', Account.BrowseProfilePage, P),
  page(appGroup, '/edit-profile/$id', Account.EditProfilePage, { access: 'protected', allowsNoUser: true }),
  page(appGroup, '/account-settings', Account.AccountSettingsPage, P),
  page(appGroup, '/profile/accessibility', Account.AccessibilityPage, P),
  page(appGroup, '/account-verify', Account.AccountVerifyPage, { access: 'protected', allowsUnverified: true }),
  page(appGroup, '/invite-parent', Account.InviteParentPage, P),
  page(appGroup, '/parent-view', ParentPage, { access: 'protected', allowsNoUser: true }),
  // Reachable with no profile left (all deleted, or the account waiting to be erased): the restore is here.
  page(appGroup, '/family-data', FamilyDataPage, { access: 'protected', allowsNoUser: true }),
  page(appGroup, '/bookmark', BookmarksPage, P),
  page(appGroup, '/notifications', NotificationsPage, P),
  page(appGroup, '/notifications/preferences', NotificationPreferencesPage, P),
  // Guests too (issue 24 §5): anyone can send feedback.
  page(appGroup, '/feedback', FeedbackPage, PUBLIC),
  page(appGroup, '/create-your-test/$step', CreateTestPage, P),
  page(appGroup, '/mock-test/$', MockTestRoute, P),
  page(appGroup, '/question/$code', QuestionPage, P),
  page(appGroup, '/practice', PracticePage, P),
  page(appGroup, '/practice/session-summary', PracticeSessionSummaryPage, P),
  page(appGroup, '/achieve/landing', AchieveLandingPage, P),
  page(appGroup, '/achieve/home', JourneyHomePage, P),
  page(appGroup, '/achieve/prediction-readiness', PredictionReadinessPage, P),
  page(appGroup, '/achieve/future-success', FutureSuccessPage, P),
  page(appGroup, '/achieve/diagnostic-tests', DiagnosticTestsPage, P),
  page(appGroup, '/achieve/diagnostic-tests/select-tests/$sessionId', DiagnosticResultPage, P),
  page(appGroup, '/achieve/plan-your-target', PlanYourTargetPage, P),
  page(appGroup, '/achieve/start-journey', StartJourneyPage, P),
  page(appGroup, '/achieve/achievements', AchievementsPage, P),
  page(appGroup, '/achieve/questionnaire', QuestionnairePage, P),
  page(appGroup, '/achieve/explore-mastery', ExploreMasteryPage, P),
  page(appGroup, '/user-home', UserHomePage, P),
  page(appGroup, '/user-home/bookmarks', BookmarksPage, P),
  page(appGroup, '/user-home/assignment/{-$assignmentId}', SchoolsPage, P),
  page(appGroup, '/user-home/test-taken', TestsTakenPage, P),
  page(appGroup, '/user-home/my-watchlist', WatchlistPage, P),
  page(appGroup, '/user-home/revision-lists', RevisionListsPage, P),
  page(appGroup, '/user-home/my-timeline', TimelinePage, P),
  page(appGroup, '/user-home/live-classes', SchoolsPage, P),
  liveClassRoute,
  page(appGroup, '/school', SchoolsPage, STAFF),
  page(appGroup, '/school/$', SchoolsPage, STAFF),
];
