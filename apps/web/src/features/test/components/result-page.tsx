import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { PublicQuestion, TestResult } from '@abhyas/contracts';
import type { AnswerKey } from '@abhyas/domain';
import { Link } from '@tanstack/react-router';
import { IconHourglassHigh } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../question/components/markdown.tsx';
import { QuestionView } from '../../question/components/question-view.tsx';
import { usePaper } from '../api/test-paper.ts';
import { isResultNotReady, useResult } from '../api/test-result.ts';
import { answerText, fromSelectedAnswer } from '../utils/answers.ts';
import { keyText } from '../utils/answer-key.ts';
import { formatHms } from '../utils/clock.ts';

// The charts (with @mantine/charts and Recharts) load only when a result is shown.
const ResultCharts = lazy(() => import('./result-charts.tsx'));

const OUTCOME_COLOR = { correct: 'green', incorrect: 'red', partial: 'orange', unattempted: 'gray' } as const;

/** A headline figure. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The "being evaluated" state (409 RESULT_NOT_READY). */
function BeingEvaluated({ onRetry, checking }: { onRetry: () => void; checking: boolean }) {
  const { t } = useTranslation('test');
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color="blue">
        <IconHourglassHigh size={40} aria-hidden="true" />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('result.pendingTitle')}
      </Title>
      <Text maw={460}>{t('result.pending')}</Text>
      <Button onClick={onRetry} loading={checking}>
        {t('result.checkAgain')}
      </Button>
      <Anchor component={Link} to="/test/home">
        {t('result.testHome')}
      </Anchor>
    </Stack>
  );
}

/** The charts' place while their chunk loads. */
function ChartsSkeleton() {
  const { t } = useTranslation('test');
  return (
    <Stack gap="md" aria-busy="true">
      <Text size="sm" c="dimmed" role="status">
        {t('result.charts.loading')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton h={260} radius="md" />
        <Skeleton h={260} radius="md" />
      </SimpleGrid>
      <Skeleton h={280} radius="md" />
    </Stack>
  );
}

type ResultQuestion = TestResult['questions'][number];

/** One question of the question-wise list: answers, marks, time, the question in review and the solution. */
function QuestionReview({ item, question }: { item: ResultQuestion; question: PublicQuestion | undefined }) {
  const { t } = useTranslation('test');
  const key = item.correct_answer as AnswerKey | undefined;
  return (
    <Stack gap="sm">
      <Group gap="xl">
        <Text size="sm">
          <b>{t('result.yourAnswer')}:</b> {answerText(item.selected_answer) || t('result.notAnswered')}
        </Text>
        <Text size="sm">
          <b>{t('result.correctAnswer')}:</b> {keyText(key) || t('result.keyLocked')}
        </Text>
      </Group>
      {question && (
        <div lang={question.language}>
          <QuestionView
            question={question}
            response={fromSelectedAnswer(question, item.selected_answer)}
            onChange={() => {}}
            disabled
            review={key ? { answer: key, correct: item.outcome === 'correct' } : undefined}
          />
        </div>
      )}
      {item.solution && item.solution.trim() !== '' && (
        <section>
          <Title order={3} size="h5" mb={4}>
            {t('result.solution')}
          </Title>
          <Markdown text={item.solution} />
        </section>
      )}
    </Stack>
  );
}

/** The result once it is ready: headline figures (accuracy as a percentage), the charts, the section table and the question-wise list. */
export function ResultView({ result, questions, name }: { result: TestResult; questions: Map<string, PublicQuestion>; name: string }) {
  const { t } = useTranslation('test');
  const [open, setOpen] = useState<string[]>([]);
  const sectionName = new Map(result.sections.map((s) => [s.code, s.name]));
  const numberIn = new Map<string, number>();
  const counters = new Map<string, number>();
  for (const q of result.questions) {
    const n = (counters.get(q.section) ?? 0) + 1;
    counters.set(q.section, n);
    numberIn.set(q.code, n);
  }
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {name}
        </Title>
        <Text c="dimmed">{t('result.subtitle')}</Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Figure label={t('result.score')} value={t('result.scoreValue', { score: result.score, max: result.max_marks })} />
        <Figure label={t('result.percentile')} value={result.percentile.toFixed(2)} />
        <Figure label={t('result.rank')} value={t('result.rankValue', { rank: result.rank, attempts: result.attempts })} />
        <Figure label={t('result.accuracy')} value={`${Math.round(result.accuracy * 100)}%`} />
        <Figure label={t('result.attempts')} value={String(result.attempts)} />
      </SimpleGrid>
      <Suspense fallback={<ChartsSkeleton />}>
        <ResultCharts result={result} />
      </Suspense>
      <section>
        <Title order={2} size="h3" mb="sm">
          {t('result.sections')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('submit.section')}</Table.Th>
                <Table.Th>{t('result.score')}</Table.Th>
                <Table.Th>{t('result.correct')}</Table.Th>
                <Table.Th>{t('result.incorrect')}</Table.Th>
                <Table.Th>{t('result.partial')}</Table.Th>
                <Table.Th>{t('result.unattempted')}</Table.Th>
                <Table.Th>{t('result.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.sections.map((s) => (
                <Table.Tr key={s.code}>
                  <Table.Th scope="row">{s.name}</Table.Th>
                  <Table.Td>{t('result.scoreValue', { score: s.score, max: s.max_marks })}</Table.Td>
                  <Table.Td>{s.correct}</Table.Td>
                  <Table.Td>{s.incorrect}</Table.Td>
                  <Table.Td>{s.partial}</Table.Td>
                  <Table.Td>{s.unattempted}</Table.Td>
                  <Table.Td>{formatHms(s.time_spent)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
      <section>
        <Title order={2} size="h3" mb="sm">
          {t('result.questions')}
        </Title>
        <Accordion multiple value={open} onChange={setOpen} variant="separated">
          {result.questions.map((q) => (
            <Accordion.Item key={q.code} value={q.code}>
              <Accordion.Control>
                <Group gap="sm" wrap="wrap">
                  <Text fw={700}>{t('result.questionTitle', { section: sectionName.get(q.section) ?? q.section, n: numberIn.get(q.code) ?? 0 })}</Text>
                  <Badge color={OUTCOME_COLOR[q.outcome]} variant="light">
                    {t(`result.${q.outcome}`)}
                  </Badge>
                  <Text size="sm">{t('result.marks', { marks: q.marks })}</Text>
                  <Text size="sm" c="dimmed">
                    {formatHms(q.time_spent)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>{open.includes(q.code) && <QuestionReview item={q} question={questions.get(q.code)} />}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>
    </Stack>
  );
}

/**
 * `/mock-test/{testCode}/analyze?session=` (learning.md §2 Tests, feedback page): the result of a
 * session; while it is open or being scored (409 RESULT_NOT_READY) a designed "being evaluated"
 * state that checks again every 10 s.
 */
export function ResultPage({ testCode, sessionId }: { testCode: string; sessionId: string }) {
  const { t, i18n } = useTranslation('test');
  const result = useResult(sessionId, i18n.language);
  const paper = usePaper(testCode, i18n.language);
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
  else if (result.isError) {
    body = (
      <Stack align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {t('result.failed')}
        </Alert>
        <Button onClick={() => void result.refetch()}>{t('error.retry')}</Button>
      </Stack>
    );
  } else body = <ResultView result={result.data} questions={questions} name={paper.data?.name ?? testCode} />;

  return (
    <Container size={1000} px="md" py="lg">
      {body}
    </Container>
  );
}
