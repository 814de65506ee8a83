/**
 * The readiness feature's public face (issue 18 §3): what other features and the app routes may
 * import (the lint rule in eslint.layers.js).
 */

/** Loads the `/achieve/prediction-readiness` and `/achieve/future-success` route components (their own chunk). */
export const loadReadinessRoutes = () => import('./components/readiness-routes.tsx');
