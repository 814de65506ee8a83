/**
 * The journey feature's public face (issue 18 §4): what other features and the app routes may
 * import (the lint rule in eslint.layers.js).
 */

/** Loads the `/achieve/start-journey` and `/achieve/home` route components (their own chunk). */
export const loadJourneyRoutes = () => import('./components/journey-routes.tsx');
export { useJourneyId } from './api/journey.ts';
