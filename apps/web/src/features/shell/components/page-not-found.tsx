import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page.tsx';

/**
 * Unmatched paths (platform.md §2.4): page-not-found text and a button home. Home is `/`: the
 * landing page for a visitor, the exam home for a signed-in learner (issue 15: the user home does
 * not exist yet).
 */
export function PageNotFound() {
  const { t } = useTranslation('errors');
  return <ErrorPage type="pageNotFound" action={{ label: t('actions.goToUserHome'), href: '/user-home' }} showBack />;
}
