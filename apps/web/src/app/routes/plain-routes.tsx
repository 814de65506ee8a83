/** Webview and iframe routes (platform.md §2.3): public, rendered without the site chrome. */
import { PUBLIC } from '../route-guard.ts';
import { plainGroup } from './groups.ts';
import { CheatSheetWebViewPage, PracticeWebViewPage, SchoolsPage } from './lazy-pages.ts';
import { page } from './route-helpers.ts';
import { TestWebView } from './lazy-pages.ts';

export const plainRoutes = [
  page(plainGroup, '/web-view/practice', PracticeWebViewPage, PUBLIC),
  page(plainGroup, '/android-webview/practice', PracticeWebViewPage, PUBLIC),
  page(plainGroup, '/web-view/cheat-sheet', CheatSheetWebViewPage, PUBLIC),
  page(plainGroup, '/web-view/question-list', TestWebView.QuestionListView, PUBLIC),
  page(plainGroup, '/web-view/question-wise-analysis', TestWebView.QuestionWiseAnalysisView, PUBLIC),
  page(plainGroup, '/web-view/test-question-list-paper', TestWebView.QuestionPaperView, PUBLIC),
  page(plainGroup, '/web-view/summary-chart', TestWebView.SummaryChartView, PUBLIC),
  // `?live_class_id=` (issue 23 §3): the live class's meeting alone, with the caller's stored session.
  page(plainGroup, '/iframe/liveclass', SchoolsPage, PUBLIC),
];
