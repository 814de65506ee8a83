/**
 * The schools feature's public face (issue 23; decision 041): the "My school" links the shell's
 * menus load on demand. The screens load by path from the app routes (app/routes/schools-lazy.tsx).
 */
export const loadSchoolLinks = () => import('./components/school-links.tsx');
