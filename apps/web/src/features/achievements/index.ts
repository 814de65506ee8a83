/**
 * The achievements feature's public face (issue 18 §4): what other features and the app routes may
 * import (the lint rule in eslint.layers.js).
 */

/** Loads the `/achieve/achievements` route component (its own chunk). */
export const loadAchievementsRoutes = () => import('./components/achievements-routes.tsx');
