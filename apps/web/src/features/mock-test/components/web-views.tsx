/**
 * The web views of a test result (learning.md §2 Tests "Web views", platform.md §2.3): chrome-less
 * pages the mobile apps open in a web view, each for one session given as `?session=<id>` (the spec
 * names no parameter; decision 013), called with the app's normal sign-in (the profile token):
 * - `/web-view/question-list`: one row per question (outcome, answers, marks, time); a row opens it
 *   in the question-wise analysis;
 * - `/web-view/question-wise-analysis`: the question-wise analysis (`&question=<code>` opens one);
 * - `/web-view/test-question-list-paper`: the whole paper, section by section, with the palette
 *   state each question ended in;
 * - `/web-view/summary-chart`: the headline figures and the charts.
 */
import { Alert, Anchor, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicQuestion, TestResult } from '@abhyas/contracts';
import type { AnswerKey, PaletteStatus } from '@abhyas/domain';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { answerSealOf } from '../../../lib/answer-seal.ts';
import { Markdown } from '../../question/index.ts';
import { paperQueryOptions } from '../api/mock-test-paper.ts';
import { useQuery } from '@tanstack/react-query';
import classes from './cbt.module.css';
import { isResultNotReady, useResult } from '../api/mock-test-result.ts';
import { answerText } from '../utils/answers.ts';
import { keyText } from '../utils/answer-key.ts';
import { formatHms } from '../utils/clock.ts';
import { StatusMark } from './palette.tsx';
import {
  BeingEvaluated,
  ChartsSkeleton,
  numbersInSections,
  PublicationNotice,
  QuestionWiseList,
  ResultFigures,
  ResultSealed,
  SectionTable,
} from './result-parts.tsx';

const ResultCharts = lazy(() => import('./result-charts.tsx'));

const OUTCOME_COLOR = { correct: 'green', incorrect: 'red', partial: 'orange', unattempted: 'gray' } as const;
/** Text of an outcome badge: dark shades keep 4.5:1 on the light tint (axe). */
const OUTCOME_TEXT = { correct: '#1f6f2e', incorrect: 'red.9', partial: '#8a3a06', unattempted: 'dark.6' } as const;

/** The web view parameters of the current address: `session` and, for the analysis, `question`. */
export function webViewParams(search: string): { session: string; question: string | null } {
  const p = new URLSearchParams(search);
  return { session: p.get('session') ?? '', question: p.get('question') };
}

/** The query string of the current address (with its `?`). */
function useSearchStr(): string {
  return useRouterState({ select: (state) => state.location.searchStr });
}

/** The href of another web view of the same session. */
export function webViewHref(
  view: 'question-list' | 'question-wise-analysis' | 'test-question-list-paper' | 'summary-chart',
  session: string,
  question?: string,
) {
  return `/web-view/${view}?session=${encodeURIComponent(session)}${question ? `&question=${encodeURIComponent(question)}` : ''}`;
}

/** Loads the result of `?session=` and its paper; renders `children` with them, or the loading, waiting and error states. */
function WithResult({ children }: { children: (result: TestResult, questions: Map<string, PublicQuestion>, name: string) => ReactNode }) {
  const { t, i18n } = useTranslation('test');
  const { session } = webViewParams(useSearchStr());
  const result = useResult(session, i18n.language);
  const testCode = result.data?.test_code ?? '';
  const paper = useQuery({ ...paperQueryOptions(testCode, i18n.language), enabled: testCode !== '' });
  const questions = useMemo(
    () => new Map<string, PublicQuestion>((paper.data?.sections ?? []).flatMap((s) => s.questions.map((q) => [q.code, q] as const))),
    [paper.data],
  );
  let body: ReactNode;
  if (!session) body = <Alert color="red">{t('result.noSession')}</Alert>;
  else if (result.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('loading.result')} />
      </Center>
    );
  } else if (result.isError && isResultNotReady(result.error)) body = <BeingEvaluated onRetry={() => void result.refetch()} checking={result.isFetching} />;
  else if (result.isError && answerSealOf(result.error)) body = <ResultSealed seal={answerSealOf(result.error)!} />;
  else if (result.isError) {
    const denied = isApiError(result.error) && (result.error.status === 401 || result.error.status === 403);
    const missing = isApiError(result.error) && result.error.status === 404;
    body = (
      <Stack align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {denied ? t('webView.signIn') : missing ? t('webView.notFound') : t('result.failed')}
        </Alert>
        {!denied && !missing && <Button onClick={() => void result.refetch()}>{t('error.retry')}</Button>}
      </Stack>
    );
  } else body = children(result.data, questions, paper.data?.name ?? result.data.test_code);
  return (
    <Box component="main" px={{ base: 'sm', sm: 'md' }} py="md" maw={1000} mx="auto" className={classes.vars}>
      {body}
    </Box>
  );
}

/** `/web-view/summary-chart`: figures, locked-key notice, charts and the section table. */
export function SummaryChartView() {
  const { t } = useTranslation('test');
  return (
    <WithResult>
      {(result, _questions, name) => (
        <Stack gap="lg">
          <Title order={1} size="h3">
            {t('webView.summaryTitle', { name })}
          </Title>
          <ResultFigures result={result} />
          <PublicationNotice result={result} />
          <Suspense fallback={<ChartsSkeleton />}>
            <ResultCharts result={result} />
          </Suspense>
          <SectionTable result={result} />
        </Stack>
      )}
    </WithResult>
  );
}

/** `/web-view/question-wise-analysis`: the question-wise analysis; `&question=` opens (and scrolls to) that question. */
export function QuestionWiseAnalysisView() {
  const { t } = useTranslation('test');
  const { question } = webViewParams(useSearchStr());
  return (
    <WithResult>
      {(result, questions, name) => (
        <Stack gap="lg">
          <Title order={1} size="h3">
            {t('webView.analysisTitle', { name })}
          </Title>
          <PublicationNotice result={result} />
          <ScrollTo id={question ? `q-${question}` : null} />
          <QuestionWiseList result={result} questions={questions} initialOpen={question ? [question] : []} />
        </Stack>
      )}
    </WithResult>
  );
}

/** Scrolls element `id` into view once it exists. */
function ScrollTo({ id }: { id: string | null }) {
  useEffect(() => {
    if (!id) return;
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), 50);
    return () => window.clearTimeout(timer);
  }, [id]);
  return null;
}

/** `/web-view/question-list`: the questions section by section, each a card (outcome, answers, marks, time) opening it in the analysis view. */
export function QuestionListView() {
  const { t } = useTranslation('test');
  const { session } = webViewParams(useSearchStr());
  return (
    <WithResult>
      {(result, _questions, name) => {
        const numberIn = numbersInSections(result);
        return (
          <Stack gap="lg">
            <Title order={1} size="h3">
              {t('webView.listTitle', { name })}
            </Title>
            <PublicationNotice result={result} />
            {result.sections.map((section) => (
              <section key={section.code} aria-labelledby={`list-${section.code}`}>
                <Title order={2} size="h4" mb="xs" id={`list-${section.code}`}>
                  {section.name}
                </Title>
                <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                  {result.questions
                    .filter((q) => q.section === section.code)
                    .map((q) => (
                      <Paper component="li" key={q.code} withBorder radius="sm" px="sm" py={8}>
                        <Group justify="space-between" gap="xs" wrap="wrap">
                          <Group gap="xs" wrap="nowrap">
                            <Anchor href={webViewHref('question-wise-analysis', session, q.code)} fw={700}>
                              {t('result.questionTitle', { section: section.name, n: numberIn.get(q.code) ?? 0 })}
                            </Anchor>
                            <Badge color={OUTCOME_COLOR[q.outcome]} c={OUTCOME_TEXT[q.outcome]} variant="light">
                              {t(`result.${q.outcome}`)}
                            </Badge>
                          </Group>
                          <Text size="sm" fw={600}>
                            {t('result.marks', { marks: q.marks })}
                          </Text>
                        </Group>
                        <Group gap="md" mt={4} wrap="wrap">
                          <Text size="sm">
                            {t('result.yourAnswer')}: <b>{answerText(q.selected_answer) || '—'}</b>
                          </Text>
                          <Text size="sm">
                            {t('result.correctAnswer')}: <b>{keyText(q.correct_answer as AnswerKey | undefined) || t('result.keyLocked')}</b>
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t('result.time')}: {formatHms(q.time_spent)}
                          </Text>
                        </Group>
                      </Paper>
                    ))}
                </Stack>
              </section>
            ))}
          </Stack>
        );
      }}
    </WithResult>
  );
}

const KNOWN: PaletteStatus[] = ['ANSWERED', 'NOT_ANSWERED', 'NOT_VISITED', 'MARKED_FOR_REVIEW', 'ANSWERED_AND_MARKED_FOR_REVIEW'];
const asStatus = (s: string): PaletteStatus => (KNOWN.includes(s as PaletteStatus) ? (s as PaletteStatus) : 'NOT_VISITED');

/** `/web-view/test-question-list-paper`: the paper section by section, each question with the state it ended in. */
export function QuestionPaperView() {
  const { t } = useTranslation('test');
  return (
    <WithResult>
      {(result, questions, name) => {
        const status = new Map(result.questions.map((q) => [q.code, asStatus(q.status)]));
        return (
          <Stack gap="lg">
            <Title order={1} size="h3">
              {t('webView.paperTitle', { name })}
            </Title>
            {result.sections.map((section) => {
              const codes = result.questions.filter((q) => q.section === section.code).map((q) => q.code);
              return (
                <section key={section.code} aria-labelledby={`paper-${section.code}`}>
                  <Title order={2} size="h4" mb="xs" id={`paper-${section.code}`}>
                    {section.name}
                  </Title>
                  <Stack gap="xs">
                    {codes.map((code, i) => {
                      const q = questions.get(code);
                      const st = status.get(code) ?? 'NOT_VISITED';
                      return (
                        <Paper key={code} withBorder p="sm" radius="sm">
                          <Group align="flex-start" wrap="nowrap" gap="sm">
                            <StatusMark status={st} label={i + 1} />
                            <div style={{ flex: 1, minWidth: 0 }} lang={q?.language}>
                              <Text size="xs" c="dimmed" mb={4}>
                                {t(`status.${st}`)}
                              </Text>
                              {q ? <Markdown text={q.body} /> : <Loader size="xs" aria-label={t('loading.paper')} />}
                            </div>
                          </Group>
                        </Paper>
                      );
                    })}
                  </Stack>
                </section>
              );
            })}
          </Stack>
        );
      }}
    </WithResult>
  );
}
