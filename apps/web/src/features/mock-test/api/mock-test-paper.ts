import { type testQuestionsResponse, type TestPaper } from '@abhyas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { wantsDrawnPaper } from '../../question/index.ts';
import { mockTestKeys, mockTestPaths } from './paths.ts';

/**
 * GET /api/v1/test/{testCode}/questions?locale= (learning.md §7 Tests): the paper (sections with
 * marking and questions, no keys), its languages and instructions. 404 UNKNOWN_TEST for a bad code.
 * On a first visit (no renderer on the device yet) it asks for the texts drawn as HTML (`html=true`,
 * decision 051), so the test screen shows them without loading the renderer.
 */
export async function fetchPaper(testCode: string, locale: string): Promise<TestPaper> {
  const query = { locale, ...(wantsDrawnPaper() ? { html: 'true' } : {}) };
  return (await api<Decoded<typeof testQuestionsResponse>>(mockTestPaths.questions(testCode), { query, auth: 'child' })).data;
}

/** Query options of the paper in `locale`; kept for the whole test (it does not change). */
export const paperQueryOptions = (testCode: string, locale: string) =>
  queryOptions({ queryKey: mockTestKeys.paper(testCode, locale), queryFn: () => fetchPaper(testCode, locale), staleTime: Infinity });

/** The paper of `testCode` in `locale`, previous data kept while another language loads. */
export function usePaper(testCode: string, locale: string) {
  return useQuery({ ...paperQueryOptions(testCode, locale), placeholderData: (previous) => previous });
}
