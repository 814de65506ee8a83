/** The family's data (issue 21 §3; decision 036): `/family-data` and the pending-consent banner, each loaded lazily. */
export const loadFamilyDataRoutes = () => import('./components/family-data-routes.tsx');
/** The pending-consent banner (with the query client), for a student's screens: loaded lazily. */
export const loadConsentBanner = () => import('./components/family-data-routes.tsx').then((m) => ({ default: m.ConsentBannerWithQuery }));
