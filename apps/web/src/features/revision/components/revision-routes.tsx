import { withQueryClient } from '../../../lib/query-client.tsx';
import { RevisionPage } from './revision-page.tsx';

/** `/user-home/revision-lists`, with the query client (wrapped here so the app routes stay small). */
export const RevisionRoute = withQueryClient(RevisionPage);
