import { withQueryClient } from '../../../lib/query-client.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { FamilyDataPage } from './family-data-page.tsx';

/** `/family-data` with the query client (its own chunk). */
export const FamilyDataRoute = withQueryClient(FamilyDataPage);
/** The pending-consent banner for a student's screens, with the query client. */
export const ConsentBannerWithQuery = withQueryClient(ConsentBanner);
