import { withQueryClient } from '../../../lib/query-client.tsx';
import { UserHomePage } from './user-home-page.tsx';

/** `/user-home`, with the query client (wrapped here so the app routes stay small). */
export const UserHomeRoute = withQueryClient(UserHomePage);
