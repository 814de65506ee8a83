import { withQueryClient } from '../../../lib/query-client.tsx';
import { ParentPage } from './parent-page.tsx';

/** `/parent-view`, with the query client (wrapped here so the app routes stay small). */
export const ParentRoute = withQueryClient(ParentPage);
