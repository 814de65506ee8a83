/**
 * The parts of a test result shared by the result page and its web views (learning.md §2 Tests,
 * feedback page): figures, the locked-key notice, the section table, the question-wise list with
 * each question's review, and the waiting and sealed states.
 */
import { Accordion, Alert, Anchor, Badge, Button, Chip, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import type { PublicQuestion, TestResult } from '@abhyas/contracts';
import { formatNumber, type AnswerKey } from '@abhyas/domain';
import { Link } from '@tanstack/react-router';
import { IconHourglassHigh, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../question/index.ts';
import { QuestionView } from '../../question/index.ts';
import { answerText, fromSelectedAnswer } from '../utils/answers.ts';
import { keyText } from '../utils/answer-key.ts';
import { formatHms } from '../utils/clock.ts';
import { formatMoment } from '../utils/format-time.ts';
import { sealUntilText, type AnswerSealInfo } from '../../../lib/answer-seal.ts';

const OUTCOME_COLOR = { correct: 'green', incorrect: 'red', partial: 'orange', unattempted: 'gray' } as const;
/** Text of an outcome badge: dark shades keep 4.5:1 on the light tint (axe). */
const OUTCOME_TEXT = { correct: '#1f6f2e', incorrect: 'red.9', partial: '#8a3a06', unattempted: 'dark.6' } as const;

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
export function BeingEvaluated({ onRetry, checking }: { onRetry: () => void; checking: boolean }) {
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
export function ChartsSkeleton() {
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

/** Where locked keys and solutions are published (ISO 8601), from the result. */
export interface Publication {
  keyAt: string | null;
  solutionAt: string | null;
}

/** The publish times of a result's answer key and solutions (null once shown). */
export function publicationOf(result: TestResult): Publication {
  return { keyAt: result.answer_key_publish_at ?? null, solutionAt: result.solution_publish_at ?? null };
}

/** The share of attempted questions that were correct (partly correct counts as attempted); 0 when none. */
export function sectionAccuracy(s: TestResult['sections'][number]): number {
  const attempted = s.correct + s.incorrect + s.partial;
  return attempted === 0 ? 0 : s.correct / attempted;
}

/** One question of the question-wise list: answers, marks, time, the question in review and the solution (or when they are published). */
export function QuestionReview({ item, question, publication }: { item: ResultQuestion; question: PublicQuestion | undefined; publication?: Publication }) {
  const { t, i18n } = useTranslation('test');
  const key = item.correct_answer as AnswerKey | undefined;
  const keyLocked = publication?.keyAt ? t('result.keyAt', { time: formatMoment(Date.parse(publication.keyAt), i18n.language) }) : t('result.keyLocked');
  return (
    <Stack gap="sm">
      <Group gap="xl">
        <Text size="sm">
          <b>{t('result.yourAnswer')}:</b> {answerText(item.selected_answer) || t('result.notAnswered')}
        </Text>
        <Text size="sm">
          <b>{t('result.correctAnswer')}:</b> {keyText(key) || keyLocked}
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
      {publication?.solutionAt && (
        <Text size="sm" c="dimmed">
          {t('result.solutionAt', { time: formatMoment(Date.parse(publication.solutionAt), i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "The answer key is published at …" (learning.md §4: keys and solutions are locked until their
 * publish times); nothing once both are out.
 */
export function PublicationNotice({ result }: { result: TestResult }) {
  const { t, i18n } = useTranslation('test');
  const { keyAt, solutionAt } = publicationOf(result);
  if (!keyAt && !solutionAt) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden="true" />} title={t('result.lockedTitle')}>
      <Stack gap={2}>
        {keyAt && <Text size="sm">{t('result.keyAt', { time: formatMoment(Date.parse(keyAt), i18n.language) })}</Text>}
        {solutionAt && <Text size="sm">{t('result.solutionAt', { time: formatMoment(Date.parse(solutionAt), i18n.language) })}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * Headline figures: score, percentile, rank, accuracy (a percentage) and attempts, and what the
 * percentile and rank are taken from (`result.standing`, issue 18 §3): the test's attempts, the
 * exam's published marks-vs-percentile table (rank: estimated all-India), or nothing yet.
 */
export function ResultFigures({ result }: { result: TestResult }) {
  const { t, i18n } = useTranslation('test');
  const { standing } = result;
  const n = (x: number) => formatNumber(x, i18n.language, 0);
  const notYet = t('result.standing.notYet');
  const rank =
    result.rank === null ? notYet : standing.kind === 'reference' ? n(result.rank) : t('result.rankValue', { rank: result.rank, attempts: result.attempts });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Figure label={t('result.score')} value={t('result.scoreValue', { score: result.score, max: result.max_marks })} />
        <Figure label={t('result.percentile')} value={result.percentile === null ? notYet : result.percentile.toFixed(2)} />
        <Figure label={standing.kind === 'reference' ? t('result.rankAllIndiaLabel') : t('result.rank')} value={rank} />
        <Figure label={t('result.accuracy')} value={`${Math.round(result.accuracy * 100)}%`} />
        <Figure label={t('result.attempts')} value={String(result.attempts)} />
      </SimpleGrid>
      <StandingNote result={result} />
    </Stack>
  );
}

/** One line under the figures saying which distribution the percentile and rank come from (always shown). */
function StandingNote({ result }: { result: TestResult }) {
  const { t, i18n } = useTranslation('test');
  const { standing } = result;
  const text =
    standing.kind === 'reference'
      ? t('result.standing.reference', {
          name: standing.name ?? '',
          candidates: formatNumber(standing.candidates ?? 0, i18n.language, 0),
          attempts: result.attempts,
          min: formatNumber(standing.min_own_attempts, i18n.language, 0),
        })
      : standing.kind === 'attempts'
        ? t('result.standing.attempts', { attempts: result.attempts })
        : standing.kind === 'few'
          ? t('result.standing.few', { attempts: result.attempts, min: standing.min_attempts })
          : t('result.standing.notShared');
  return (
    <Text component="div" size="sm" c="dimmed" data-testid="result-standing">
      {text}
      {standing.kind === 'reference' && standing.source ? (
        <Text component="details" size="xs" mt={4}>
          <Text component="summary" size="xs" style={{ cursor: 'pointer' }}>
            {t('result.standing.sourceTitle')}
          </Text>
          {standing.source}
        </Text>
      ) : null}
    </Text>
  );
}

/** Marks per section: score of maximum, correct, incorrect, partly correct, unattempted, accuracy and time. */
export function SectionTable({ result }: { result: TestResult }) {
  const { t } = useTranslation('test');
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {t('result.sections')}
      </Title>
      {/* Scrolls sideways on phones: a region the keyboard reaches (axe scrollable-region-focusable). */}
      <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="group" aria-label={t('result.sections')}>
        <Table striped withTableBorder data-testid="section-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('submit.section')}</Table.Th>
              <Table.Th>{t('result.score')}</Table.Th>
              <Table.Th>{t('result.correct')}</Table.Th>
              <Table.Th>{t('result.incorrect')}</Table.Th>
              <Table.Th>{t('result.partial')}</Table.Th>
              <Table.Th>{t('result.unattempted')}</Table.Th>
              <Table.Th>{t('result.accuracy')}</Table.Th>
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
                <Table.Td>{`${Math.round(sectionAccuracy(s) * 100)}%`}</Table.Td>
                <Table.Td>{formatHms(s.time_spent)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

/** Question number within its section, for every question of a result. */
export function numbersInSections(result: TestResult): Map<string, number> {
  const numberIn = new Map<string, number>();
  const counters = new Map<string, number>();
  for (const q of result.questions) {
    const n = (counters.get(q.section) ?? 0) + 1;
    counters.set(q.section, n);
    numberIn.set(q.code, n);
  }
  return numberIn;
}

/** What the question-wise list shows: every question, one outcome, or the mistakes (wrong or partly right). */
export type QuestionFilter = 'all' | 'mistakes' | ResultQuestion['outcome'];

/** Whether question `q` passes `filter`. */
export const passes = (q: ResultQuestion, filter: QuestionFilter): boolean =>
  filter === 'all' || (filter === 'mistakes' ? q.outcome === 'incorrect' || q.outcome === 'partial' : q.outcome === filter);

/**
 * The question-wise analysis: each question with its outcome, marks and time; opened, the student's
 * answer, the key and the solution (or their publish times). `initialOpen` opens questions at first;
 * `filter` and `onFilter` let the page choose what is shown (its own choice otherwise).
 */
export function QuestionWiseList({
  result,
  questions,
  initialOpen = [],
  filter: chosen,
  onFilter,
}: {
  result: TestResult;
  questions: Map<string, PublicQuestion>;
  initialOpen?: string[];
  filter?: QuestionFilter;
  onFilter?: (filter: QuestionFilter) => void;
}) {
  const { t } = useTranslation('test');
  const [open, setOpen] = useState<string[]>(initialOpen);
  const sectionName = new Map(result.sections.map((s) => [s.code, s.name]));
  const numberIn = numbersInSections(result);
  const publication = publicationOf(result);
  const [own, setOwn] = useState<QuestionFilter>('all');
  const filter = chosen ?? own;
  const setFilter = onFilter ?? setOwn;
  const shown = result.questions.filter((q) => passes(q, filter) || open.includes(q.code));
  const mistakes = result.questions.filter((q) => passes(q, 'mistakes')).length;
  return (
    <Stack gap="sm">
      <Chip.Group multiple={false} value={filter} onChange={(v) => setFilter(v as QuestionFilter)}>
        <Group gap={6} role="group" aria-label={t('paper.filter')}>
          <Chip value="all" size="xs">
            {t('paper.all', { count: result.questions.length })}
          </Chip>
          {mistakes > 0 && (
            <Chip value="mistakes" size="xs" color="red">
              {t('result.mistakes')} ({mistakes})
            </Chip>
          )}
          {(['correct', 'partial', 'incorrect', 'unattempted'] as const).map((o) => (
            <Chip key={o} value={o} size="xs" color={OUTCOME_COLOR[o]}>
              {t(`result.${o}`)} ({result.questions.filter((q) => q.outcome === o).length})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {/* No height animation: a panel's content mounts only when it opens, and the collapse would
          measure it empty and stay at height 0. */}
      <Accordion multiple value={open} onChange={setOpen} variant="separated" transitionDuration={0}>
        {shown.map((q) => (
          <Accordion.Item key={q.code} value={q.code} id={`q-${q.code}`}>
            <Accordion.Control>
              <Group gap="sm" wrap="wrap">
                <Text fw={700}>{t('result.questionTitle', { section: sectionName.get(q.section) ?? q.section, n: numberIn.get(q.code) ?? 0 })}</Text>
                <Badge color={OUTCOME_COLOR[q.outcome]} c={OUTCOME_TEXT[q.outcome]} variant="light">
                  {t(`result.${q.outcome}`)}
                </Badge>
                <Text size="sm">{t('result.marks', { marks: q.marks })}</Text>
                <Text size="sm" c="dimmed">
                  {formatHms(q.time_spent)} · {t('result.charts.ideal')} {formatHms(q.ideal_time)}
                </Text>
                {q.outcome !== 'unattempted' && (
                  <Badge color="gray" variant="outline" tt="none">
                    {t(`result.quality.${q.attempt_quality}.label`)}
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{open.includes(q.code) && <QuestionReview item={q} question={questions.get(q.code)} publication={publication} />}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

/**
 * A result the server keeps sealed (409 ANSWER_KEY_SEALED, decision 017): a scheduled test's
 * result before its key is published, or a result showing questions of a test being taken on the
 * account now. Says when it comes, with the way back to the tests.
 */
export function ResultSealed({ seal }: { seal: AnswerSealInfo }) {
  const { t, i18n } = useTranslation('test');
  return (
    <Stack align="flex-start">
      <Alert color="blue" icon={<IconLock aria-hidden="true" />} role="status" w="100%">
        {seal.reason === 'open_session'
          ? t('result.sealedOpen', { test: seal.testName })
          : t('result.sealedScheduled', { time: sealUntilText(seal, i18n.language) })}
      </Alert>
      <Anchor component={Link} to="/test/home">
        {t('result.testHome')}
      </Anchor>
    </Stack>
  );
}
