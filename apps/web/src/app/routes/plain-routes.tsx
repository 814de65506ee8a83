/** Webview and iframe routes (platform.md §2.3): public, rendered without the site chrome. */
import type { RouteComponent } from '@tanstack/react-router';
import { ComingSoonPage } from '../../components/layouts/coming-soon-page.tsx';
import { PUBLIC } from '../route-guard.ts';
import { plainGroup } from './groups.ts';
import { page } from './route-helpers.ts';

function webview(section: string): RouteComponent {
  return function WebviewRoute() {
    return <ComingSoonPage feature="webview" section={section} homeHref="/" />;
  };
}

export const plainRoutes = [
  page(plainGroup, '/web-view/practice', webview('webPractice'), PUBLIC),
  page(plainGroup, '/android-webview/practice', webview('webPractice'), PUBLIC),
  page(plainGroup, '/web-view/cheat-sheet', webview('cheatSheet'), PUBLIC),
  page(plainGroup, '/web-view/question-list', webview('questionList'), PUBLIC),
  page(plainGroup, '/web-view/question-wise-analysis', webview('questionWiseAnalysis'), PUBLIC),
  page(plainGroup, '/web-view/test-question-list-paper', webview('testQuestionPaper'), PUBLIC),
  page(plainGroup, '/web-view/summary-chart', webview('summaryChart'), PUBLIC),
  page(plainGroup, '/iframe/liveclass', webview('liveClassFrame'), PUBLIC),
];
