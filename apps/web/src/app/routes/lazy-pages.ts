/** Pages only some visits need, loaded when shown so the landing page does not carry them. */
import { lazyRouteComponent } from '@tanstack/react-router';

export const PageNotFound = lazyRouteComponent(() => import('../../features/shell/components/page-not-found.tsx'), 'PageNotFound');

/** `/question/$code`: markdown-it and KaTeX travel only in this page's chunk, with the query client. */
export const QuestionPage = lazyRouteComponent(async () => {
  const [mod, query] = await Promise.all([import('../../features/question/components/question-page.tsx'), import('../../lib/query-client.tsx')]);
  return { QuestionPage: query.withQueryClient(mod.QuestionPage) };
}, 'QuestionPage');
