/** In-app notifications (issue 20 §1): the header bell, loaded lazily so the landing page does not carry it. */
export const loadNotificationBell = () => import('./components/notification-bell.tsx');
/** `/notifications` and `/notifications/preferences`, in a chunk of their own. */
export const loadNotificationsRoutes = () => import('./components/notifications-routes.tsx');
