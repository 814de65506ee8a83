import { withQueryClient } from '../../../lib/query-client.tsx';
import { TimelinePage } from './timeline-page.tsx';

/** `/user-home/my-timeline`, with the query client (wrapped here so the app routes stay small). */
export const TimelineRoute = withQueryClient(TimelinePage);
