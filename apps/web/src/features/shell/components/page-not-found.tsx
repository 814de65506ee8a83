import { useEffect } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { legacyPathTarget } from '@abhyas/domain';
import { ErrorPage } from './error-page.tsx';

/**
 * Unmatched paths (platform.md §2.4): page-not-found text and a button home. Home is `/`: the
 * landing page for a visitor, the exam home for a signed-in learner (issue 15: the user home does
 * not exist yet). The spec's literal paths (`/outcomes/embibescore`, …; domain `legacyPathTarget`,
 * decision 040) are not pages of ours: they go on to ours, with their query, replacing the entry.
 * This lives here, in the lazily loaded not-found page, so the first download does not carry it.
 */
export function PageNotFound() {
  const { t } = useTranslation('errors');
  const router = useRouter();
  const location = useLocation();
  const target = legacyPathTarget(location.pathname);
  const href = target ? `${target}${location.searchStr}` : null;
  useEffect(() => {
    if (href) router.history.replace(href);
  }, [router, href]);
  if (href) return null;
  return <ErrorPage type="pageNotFound" action={{ label: t('actions.goToUserHome'), href: '/user-home' }} showBack />;
}
