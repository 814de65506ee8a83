/**
 * The explore-mastery feature's public face (issue 18 §4): what other features and the app routes
 * may import (issue 17 §3, the lint rule in eslint.layers.js).
 */

/** Loads the `/achieve/explore-mastery` route component (its own chunk, for lazy routes). */
export const loadExploreMasteryRoute = () => import('./components/explore-mastery-route.tsx');
