/**
 * The mock-test feature as the routes use it (learning.md §2 Tests): the NTA computer-based test,
 * its result and the result's web views. Each loads on demand, in its own chunk with what only it
 * needs (markdown-it, KaTeX, idb), so the pages that link to tests do not carry them.
 */

/** The test-taking page of `/mock-test/{testId…}/session` (`MockTestSessionPage`). */
export const loadMockTestSessionPage = () => import('./components/mock-test-session-page.tsx');

/** The result page of `/mock-test/{testId…}/analyze?session=` (`ResultPage`). */
export const loadResultPage = () => import('./components/result-page.tsx');

/** The result's web views (`QuestionListView`, `QuestionWiseAnalysisView`, `QuestionPaperView`, `SummaryChartView`). */
export const loadResultWebViews = () => import('./components/web-views.tsx');
