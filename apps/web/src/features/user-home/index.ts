/** The user home dashboard (issue 19 §1): its route loads in a chunk of its own. */
export const loadUserHomeRoutes = () => import('./components/user-home-routes.tsx');
