/**
 * The revision feature's public face (issue 19 §2–§3): what other features and the app routes may
 * import (the lint rule in eslint.layers.js).
 */

/** Loads the `/user-home/revision-lists` route component (its own chunk). */
export const loadRevisionRoutes = () => import('./components/revision-routes.tsx');
/** Today's revision counts (due within the cap, waiting beyond it) for the `/user-home` dashboard. */
export { useRevisionQueue } from './api/revision.ts';
/** The `/practice` link of a review of a revision list. */
export { revisionPracticeHref } from './utils/practice-href.ts';
export { TodayCard } from './components/revision-parts.tsx';
export { AddToRevisionList } from './components/add-to-list.tsx';
