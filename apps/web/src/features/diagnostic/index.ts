/**
 * The diagnostic feature's public face (issue 18 §2): what other features and the app routes may
 * import (the lint rule in eslint.layers.js).
 */

/** Loads the `/achieve/diagnostic-tests` and `/achieve/diagnostic-tests/select-tests/{sessionId}` route components (their own chunk). */
export const loadDiagnosticRoutes = () => import('./components/diagnostic-routes.tsx');
