import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/layouts/coming-soon-page.tsx';
import { PageNotFound } from './lazy-pages.ts';

/**
 * Splits the `/mock-test/**` splat into the test id (URL-encoded, may span segments) and the
 * view: `session` (test taking) or `analyze` (feedback). Null for any other shape.
 */
export function parseMockTestSplat(splat: string | undefined): { testId: string; view: 'session' | 'analyze' } | null {
  if (!splat) return null;
  const cut = splat.lastIndexOf('/');
  if (cut <= 0) return null;
  const view = splat.slice(cut + 1);
  const testId = splat.slice(0, cut);
  if (view !== 'session' && view !== 'analyze') return null;
  try {
    return { testId: decodeURIComponent(testId), view };
  } catch {
    return { testId, view };
  }
}

/** `/mock-test/{testId…}/session` and `/mock-test/{testId…}/analyze` (platform.md §2.2). */
export function MockTestRoute() {
  const { t } = useTranslation('pages');
  const { _splat } = useParams({ strict: false }) as { _splat?: string };
  const parsed = parseMockTestSplat(_splat);
  if (!parsed) return <PageNotFound />;
  return <ComingSoonPage feature={parsed.view === 'session' ? 'mockTest' : 'testAnalysis'} detail={t('comingSoon.testDetail', { test: parsed.testId })} />;
}
