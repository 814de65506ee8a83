import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { PublicQuestion, TestResult } from '@abhyas/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSealOf } from '../../../lib/answer-seal.ts';
import { useDeferredQuery } from '../../../lib/deferred-query.ts';
import { useBundleMeta } from '../api/mock-test-meta.ts';
import { usePaper } from '../api/mock-test-paper.ts';
import { isResultNotReady, useResult } from '../api/mock-test-result.ts';
import { EmbiumAward } from '../../practice/index.ts';
import { NextSteps } from './next-steps.tsx';
import {
  BeingEvaluated,
  ChartsSkeleton,
  PublicationNotice,
  QuestionWiseList,
  ResultFigures,
  ResultSealed,
  SectionTable,
  type QuestionFilter,
} from './result-parts.tsx';

// The charts (with @mantine/charts and Recharts) load only when a result is shown.
const ResultCharts = lazy(() => import('./result-charts.tsx'));

/**
 * The result once it is ready: headline figures, the publish time of solutions still locked, the
 * charts, the section table, the question-wise list and what to do next (review the mistakes,
 * practise the weakest chapters, retake, back to the tests; issue 15). (A scheduled test's result
 * comes only once its key is published: before that the server seals it, decision 017.)
 * `canRetake`: a fresh attempt may start (not a scheduled test).
 */
export function ResultView({
  result,
  questions,
  name,
  canRetake = false,
}: {
  result: TestResult;
  questions: Map<string, PublicQuestion>;
  name: string;
  canRetake?: boolean;
}) {
  const { t } = useTranslation('test');
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const review = () => {
    setFilter('mistakes');
    document.getElementById('question-wise')?.scrollIntoView({ block: 'start' });
  };
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {name}
        </Title>
        <Text c="dimmed">{t('result.subtitle')}</Text>
      </div>
      <ResultFigures result={result} />
      <PublicationNotice result={result} />
      <Suspense fallback={<ChartsSkeleton />}>
        <ResultCharts result={result} />
      </Suspense>
      <SectionTable result={result} />
      <section aria-labelledby="question-wise">
        <Title order={2} size="h3" mb="sm" id="question-wise" tabIndex={-1}>
          {t('result.questions')}
        </Title>
        <QuestionWiseList result={result} questions={questions} filter={filter} onFilter={setFilter} />
      </section>
      <NextSteps result={result} questions={questions} onReview={review} canRetake={canRetake} name={name} />
    </Stack>
  );
}

/**
 * `/mock-test/{testCode}/analyze?session=` (learning.md §2 Tests, feedback page): the result of a
 * session; while it is open or being scored (409 RESULT_NOT_READY) a designed "being evaluated"
 * state that checks again every 10 s; while sealed (409 ANSWER_KEY_SEALED) when it comes.
 */
export function ResultPage({ testCode, sessionId }: { testCode: string; sessionId: string }) {
  const { t, i18n } = useTranslation('test');
  // The result (charts, tables, the question list) renders in a transition once it arrives: React
  // yields to the browser every few milliseconds instead of blocking a phone for a second (issue 25 §3).
  const result = useDeferredQuery(useResult(sessionId, i18n.language));
  const paper = usePaper(testCode, i18n.language);
  const meta = useBundleMeta(testCode);
  const questions = useMemo(
    () => new Map<string, PublicQuestion>((paper.data?.sections ?? []).flatMap((s) => s.questions.map((q) => [q.code, q] as const))),
    [paper.data],
  );

  let body;
  if (!sessionId) body = <Alert color="red">{t('result.noSession')}</Alert>;
  else if (result.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('loading.result')} />
      </Center>
    );
  } else if (result.isError && isResultNotReady(result.error)) body = <BeingEvaluated onRetry={() => void result.refetch()} checking={result.isFetching} />;
  else if (result.isError && answerSealOf(result.error)) body = <ResultSealed seal={answerSealOf(result.error)!} />;
  else if (result.isError) {
    body = (
      <Stack align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {t('result.failed')}
        </Alert>
        <Button onClick={() => void result.refetch()}>{t('error.retry')}</Button>
      </Stack>
    );
  } else body = <ResultView result={result.data} questions={questions} name={paper.data?.name ?? testCode} canRetake={meta.data?.isScheduled === false} />;

  return (
    <Container size={1000} px="md" py="lg">
      <EmbiumAward event="test_finished" objects={[sessionId]} enabled={result.isSuccess} mb="md" />
      {body}
    </Container>
  );
}
