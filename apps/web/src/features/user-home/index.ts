/** The user home dashboard (issue 19 §1): its route loads in a chunk of its own. */
export const loadUserHomeRoutes = () => import('./components/user-home-routes.tsx');

/** The header profile menu's streak line (issue 20 §3), for `React.lazy`. */
export const loadStreakMenuLine = () => import('./components/streak-menu-line.tsx');
