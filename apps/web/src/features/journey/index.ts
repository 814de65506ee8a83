/**
 * The journey feature's public face (issue 18 §4): what other features and the app routes may
 * import (the lint rule in eslint.layers.js).
 */

// The app loads the route components by path (app/routes/app-routes.tsx), so that importing this
// file, with its query hook, never puts the journey API in the landing page's chunk.
export { useJourneyId } from './api/journey.ts';
