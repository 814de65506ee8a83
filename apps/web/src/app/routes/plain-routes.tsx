/** Webview and iframe routes (platform.md §2.3): public, rendered without the site chrome. */
import type { RouteComponent } from '@tanstack/react-router';
import { lazy } from 'react';
/** The coming-soon page loads on demand: the landing page does not pay for it. */
const ComingSoonPage = lazy(() => import('../../components/layouts/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })));
import { PUBLIC } from '../route-guard.ts';
import { plainGroup } from './groups.ts';
import { CheatSheetWebViewPage, PracticeWebViewPage } from './lazy-pages.ts';
import { page } from './route-helpers.ts';
import { TestWebView } from './lazy-pages.ts';

function webview(section: string): RouteComponent {
  return function WebviewRoute() {
    return <ComingSoonPage feature="webview" section={section} homeHref="/" />;
  };
}

export const plainRoutes = [
  page(plainGroup, '/web-view/practice', PracticeWebViewPage, PUBLIC),
  page(plainGroup, '/android-webview/practice', PracticeWebViewPage, PUBLIC),
  page(plainGroup, '/web-view/cheat-sheet', CheatSheetWebViewPage, PUBLIC),
  page(plainGroup, '/web-view/question-list', TestWebView.QuestionListView, PUBLIC),
  page(plainGroup, '/web-view/question-wise-analysis', TestWebView.QuestionWiseAnalysisView, PUBLIC),
  page(plainGroup, '/web-view/test-question-list-paper', TestWebView.QuestionPaperView, PUBLIC),
  page(plainGroup, '/web-view/summary-chart', TestWebView.SummaryChartView, PUBLIC),
  page(plainGroup, '/iframe/liveclass', webview('liveClassFrame'), PUBLIC),
];
