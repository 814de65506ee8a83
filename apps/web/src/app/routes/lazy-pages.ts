/** Pages only some visits need, loaded when shown so the landing page does not carry them. */
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadExploreMasteryRoute } from '../../features/explore-mastery/index.ts';
import { loadResultWebViews } from '../../features/mock-test/index.ts';

export const PageNotFound = lazyRouteComponent(() => import('../../features/shell/components/page-not-found.tsx'), 'PageNotFound');

/** `/question/$code`: markdown-it and KaTeX travel only in this page's chunk, with the query client. */
export const QuestionPage = lazyRouteComponent(async () => {
  const [mod, query] = await Promise.all([import('../../features/question/components/question-page.tsx'), import('../../lib/query-client.tsx')]);
  return { QuestionPage: query.withQueryClient(mod.QuestionPage) };
}, 'QuestionPage');

/** `/create-your-test/{step}` and `/test/summary/{id}` (learning.md §2 Tests), each with the query client. */
const customTestView = (name: 'CreateTestRoute' | 'TestSummaryRoute') =>
  lazyRouteComponent(async () => {
    const [mod, query] = await Promise.all([import('../../features/custom-test/components/custom-test-routes.tsx'), import('../../lib/query-client.tsx')]);
    return { [name]: query.withQueryClient(mod[name]) } as Record<typeof name, ComponentType>;
  }, name);
export const CreateTestPage = customTestView('CreateTestRoute');
export const TestSummaryPage = customTestView('TestSummaryRoute');

/** `/achieve/landing` and `/achieve/plan-your-target` (learning.md §2 Achieve, issue 18 §1), each with the query client. */
const achieveView = (name: 'AchieveLandingRoute' | 'PlanYourTargetRoute') =>
  lazyRouteComponent(async () => {
    const [mod, query] = await Promise.all([import('../../features/achieve/components/achieve-routes.tsx'), import('../../lib/query-client.tsx')]);
    return { [name]: query.withQueryClient(mod[name]) } as Record<typeof name, ComponentType>;
  }, name);
export const AchieveLandingPage = achieveView('AchieveLandingRoute');
export const PlanYourTargetPage = achieveView('PlanYourTargetRoute');

/** The test result web views (learning.md §2 Tests, platform.md §2.3), each with the query client. */
const testWebView = (name: 'QuestionListView' | 'QuestionWiseAnalysisView' | 'QuestionPaperView' | 'SummaryChartView') =>
  lazyRouteComponent(async () => {
    const [mod, query] = await Promise.all([loadResultWebViews(), import('../../lib/query-client.tsx')]);
    return { [name]: query.withQueryClient(mod[name]) } as Record<typeof name, ComponentType>;
  }, name);
export const TestWebView = {
  QuestionListView: testWebView('QuestionListView'),
  QuestionWiseAnalysisView: testWebView('QuestionWiseAnalysisView'),
  QuestionPaperView: testWebView('QuestionPaperView'),
  SummaryChartView: testWebView('SummaryChartView'),
};

/** `/practice`, `/practice/session-summary` and the practice web views (learning.md §2 Practice), each with the query client. */
type PracticeView = 'PracticePage' | 'PracticeWebViewPage' | 'SessionSummaryPage' | 'CheatSheetWebView';
const practiceView = (name: PracticeView) =>
  lazyRouteComponent(async () => {
    const [mod, query] = await Promise.all([import('../../features/practice/components/practice-routes.tsx'), import('../../lib/query-client.tsx')]);
    return { [name]: query.withQueryClient(mod[name]) } as Record<typeof name, ComponentType>;
  }, name);
export const PracticePage = practiceView('PracticePage');
export const PracticeWebViewPage = practiceView('PracticeWebViewPage');
export const PracticeSessionSummaryPage = practiceView('SessionSummaryPage');
export const CheatSheetWebViewPage = practiceView('CheatSheetWebView');

/** `/achieve/explore-mastery` (issue 18 §4), with the query client. */
export const ExploreMasteryPage = lazyRouteComponent(async () => {
  const [mod, query] = await Promise.all([loadExploreMasteryRoute(), import('../../lib/query-client.tsx')]);
  return { ExploreMasteryRoute: query.withQueryClient(mod.ExploreMasteryRoute) };
}, 'ExploreMasteryRoute');

/**
 * Schools (issue 23; decision 041): the student's assignments, live classes and the staff screens,
 * one route component that loads a small chunk, which loads the screens (schools-lazy.tsx).
 */
export const SchoolsPage = lazyRouteComponent(() => import('./schools-lazy.tsx'), 'SchoolsRoute');
