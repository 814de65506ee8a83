import { Center, Loader } from '@mantine/core';
import { useParams, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { loadMockTestSessionPage, loadResultPage } from '../../features/mock-test/index.ts';
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

// The test screens (with markdown-it, KaTeX, idb and the query client) load only on these routes.
const MockTestSessionPage = lazy(async () => {
  const [mod, query] = await Promise.all([loadMockTestSessionPage(), import('../../lib/query-client.tsx')]);
  return { default: query.withQueryClient(mod.MockTestSessionPage) };
});
const ResultPage = lazy(async () => {
  const [mod, query] = await Promise.all([loadResultPage(), import('../../lib/query-client.tsx')]);
  return { default: query.withQueryClient(mod.ResultPage) };
});

/** `/mock-test/{testId…}/session` and `/mock-test/{testId…}/analyze?session=` (learning.md §2 Tests). */
export function MockTestRoute() {
  const { _splat } = useParams({ strict: false }) as { _splat?: string };
  const search = useSearch({ strict: false }) as { session?: unknown };
  const parsed = parseMockTestSplat(_splat);
  if (!parsed) return <PageNotFound />;
  const sessionId = typeof search.session === 'string' ? search.session : '';
  return (
    <Suspense
      fallback={
        <Center mih="50vh">
          <Loader />
        </Center>
      }
    >
      {parsed.view === 'session' ? (
        <MockTestSessionPage key={parsed.testId} testCode={parsed.testId} />
      ) : (
        <ResultPage testCode={parsed.testId} sessionId={sessionId} />
      )}
    </Suspense>
  );
}
