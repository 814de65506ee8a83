/** The practice pages the router loads lazily (see app/routes/lazy-pages.ts). */
export { PracticePage, PracticeWebViewPage } from './practice-page.tsx';
export { SessionSummaryPage } from './session-summary-page.tsx';
export { CheatSheetWebView } from './cheat-sheet-web-view.tsx';
