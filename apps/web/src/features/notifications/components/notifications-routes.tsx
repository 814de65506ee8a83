import { withQueryClient } from '../../../lib/query-client.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { PreferencesPage } from './preferences-page.tsx';

/** `/notifications` and `/notifications/preferences`, with the query client (wrapped here so the app routes stay small). */
export const NotificationsRoute = withQueryClient(NotificationsPage);
export const NotificationPreferencesRoute = withQueryClient(PreferencesPage);
