/**
 * The practice feature's public face: what other features may import (issue 17 §3, the lint rule
 * in eslint.layers.js). App routes may import the feature's files directly.
 */

/** Loads the header's embium balance badge (its own chunk, for `React.lazy`). */
export const loadEmbiumBadge = () => import('./components/embium-badge.tsx');

/** Award feedback for a finished test, a day's revision or milestones (issue 20 §3). */
export { EmbiumAward } from './components/session-award.tsx';
