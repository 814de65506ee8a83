import { Badge, Button, Card, Container, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { PercentileSource, ReadinessHistory, ReadinessView } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useReadiness, useReadinessHistory, type ReadinessExam } from '../api/readiness.ts';
import { ReadinessEmpty, ReadinessError, ReadinessNoExam, ReadinessSkeleton } from './readiness-states.tsx';
import { marks, ScoreRange } from './score-range.tsx';
import { formatDate, formatDateTime } from '@abhyas/domain';

export interface ReadinessPageProps {
  /** The active profile's exam (`primary_exam`) and its goal (`primary_goal`); empty when it has none. */
  examCode: string;
  goalCode: string;
}

const pct = (x: number) => Math.round(x * 100);
const percentile = (x: number) => (x >= 99 ? x.toFixed(2) : x.toFixed(1));

/** Which score→percentile distribution was used, or that there is none (always said on screen). */
export function PercentileNote({ source }: { source: PercentileSource }) {
  const { t } = useTranslation('readiness');
  const text =
    source.kind === 'own'
      ? t('percentile.own', { attempts: source.attempts })
      : source.kind === 'reference'
        ? t('percentile.reference', { name: source.name ?? '', min: source.min_own_attempts })
        : t('percentile.none');
  return (
    <Text size="sm" c="dimmed" data-testid="percentile-source">
      {text}
      {source.kind === 'reference' && source.source ? (
        <Text component="span" display="block" size="xs">
          {t('percentile.sourceLine', { source: source.source })}
        </Text>
      ) : null}
    </Text>
  );
}

/** One subject or chapter: name, mastery as a labelled bar, expected marks of its share. */
function PartRow({ name, mastery, contribution, max, href }: { name: string; mastery: number; contribution: number; max: number; href?: string }) {
  const { t } = useTranslation('readiness');
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h5">
            {name}
          </Title>
          <Text size="sm" fw={600}>
            {t('part.marks', { contribution: marks(contribution), max: marks(max) })}
          </Text>
        </Group>
        <Progress value={pct(mastery)} aria-label={t('part.mastery', { name, percent: pct(mastery) })} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('part.masteryText', { percent: pct(mastery) })}
          </Text>
          {href ? (
            <Button
              component={InternalLink}
              href={href}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden="true" />}
              aria-label={t('practiseName', { name })}
            >
              {t('practise')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

const listStyle = { listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' } as const;

/** The track record: each full test against the prediction made before it. */
function TrackRecord({ history }: { history: ReadinessHistory | undefined }) {
  const { t, i18n } = useTranslation('readiness');
  if (!history) return null;
  const rows = history.track_record;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('track.title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('track.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('track.summary', { inside: rows.filter((r) => r.inside).length, count: rows.length })}</Text>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('track.test')}</Table.Th>
                  <Table.Th>{t('track.predicted')}</Table.Th>
                  <Table.Th>{t('track.scored')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.session_id}>
                    <Table.Td>
                      {r.test_name}
                      <Text size="xs" c="dimmed">
                        {formatDate(r.finished_at, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t('track.range', { low: marks(r.low), high: marks(r.high) })}</Table.Td>
                    <Table.Td>
                      {t('track.score', { score: marks(r.score), max: marks(r.max_marks) })}{' '}
                      <Badge size="sm" variant="light" color={r.inside ? 'teal' : 'orange'} tt="none">
                        {r.inside ? t('track.inside') : t('track.outside')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

/** The prediction itself: score, interval, percentile, basis, subjects and chapters. */
function Prediction({ data }: { data: ReadinessView }) {
  const { t, i18n } = useTranslation('readiness');
  const asOf = data.as_of;
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" radius="md">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('predictedFor', { exam: data.exam.name })}
          </Text>
          <Text fz={36} fw={700} lh={1}>
            {t('score', { score: marks(data.predicted_score!), max: marks(data.max_marks!) })}
          </Text>
          <ScoreRange
            predicted={data.predicted_score!}
            interval={data.interval!}
            minMarks={data.min_marks!}
            maxMarks={data.max_marks!}
            coverage={data.coverage}
          />
          {data.predicted_percentile !== null && data.percentile_interval ? (
            <Text fw={600}>
              {t('percentile.value', {
                value: percentile(data.predicted_percentile),
                low: percentile(data.percentile_interval[0]),
                high: percentile(data.percentile_interval[1]),
              })}
            </Text>
          ) : null}
          <PercentileNote source={data.percentile_source} />
          <Text size="xs" c="dimmed">
            {t('asOf', {
              concepts: asOf.concepts_practised,
              attempts: asOf.attempts,
              tests: asOf.tests,
              papers: asOf.papers,
              date: formatDateTime(asOf.computed_at, i18n.language),
            })}
          </Text>
        </Stack>
      </Card>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('subjects')}
        </Title>
        <Stack component="ul" aria-label={t('subjects')} gap="sm" p={0} m={0} style={listStyle}>
          {data.subjects.map((s) => (
            <PartRow key={s.code} name={s.name} mastery={s.mastery} contribution={s.contribution} max={s.max_marks} />
          ))}
        </Stack>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('chapters')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('chaptersOrder')}
        </Text>
        <Stack component="ul" aria-label={t('chapters')} gap="sm" p={0} m={0} style={listStyle}>
          {data.chapters.map((c) => (
            <PartRow key={c.code} name={c.name} mastery={c.mastery} contribution={c.contribution} max={c.max_marks} href={c.practice_url} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/**
 * `/achieve/prediction-readiness` (issue 18 §3; learning.md §2 Achieve): the active profile's
 * predicted score on its exam's next full paper with its 80 % interval drawn plainly (and said in
 * words), the percentile and which distribution gave it, subjects and chapters by mastery and
 * contribution (chapters with Practise links), and the track record of past predictions against
 * full mock tests. Loading, empty ("practise or take a test first"), no-exam and error states.
 */
export function PredictionReadinessPage({ examCode, goalCode }: ReadinessPageProps) {
  const { t, i18n } = useTranslation('readiness');
  usePageTitle(t('title'));
  const exam: ReadinessExam = { examCode, goalCode, locale: i18n.language };
  const current = useReadiness(exam);
  const history = useReadinessHistory(exam);
  let body: React.ReactNode;
  if (!examCode) body = <ReadinessNoExam />;
  else if (current.isPending) body = <ReadinessSkeleton />;
  else if (current.isError) body = <ReadinessError onRetry={() => void current.refetch()} />;
  else if (current.data.status === 'empty') body = <ReadinessEmpty />;
  else
    body = (
      <Stack gap="lg">
        <Prediction data={current.data} />
        <TrackRecord history={history.data} />
        <Button component={InternalLink} href="/achieve/future-success" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('toFuture')}
        </Button>
      </Stack>
    );
  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
        {body}
      </Stack>
    </Container>
  );
}
