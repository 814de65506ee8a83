import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useFutureSuccess, type ReadinessExam } from '../api/readiness.ts';
import { PercentileNote, type ReadinessPageProps } from './prediction-readiness-page.tsx';
import { ReadinessEmpty, ReadinessError, ReadinessNoExam, ReadinessSkeleton } from './readiness-states.tsx';
import { marks } from './score-range.tsx';
import { formatNumber } from '@abhyas/domain';

/**
 * `/achieve/future-success` (issue 18 §3; learning.md §7 `futureSuccess`): the percentile interval
 * as an all-India rank range among the last exam's candidates (with its source), or why there is
 * none; and the three chapters whose hour of practice would raise the score most, each with a
 * Practise link. Loading, empty, no-exam and error states.
 */
export function FutureSuccessPage({ examCode, goalCode }: ReadinessPageProps) {
  const { t, i18n } = useTranslation('readiness');
  usePageTitle(t('future.title'));
  const exam: ReadinessExam = { examCode, goalCode, locale: i18n.language };
  const q = useFutureSuccess(exam);
  const nf = { format: (n: number) => formatNumber(n, i18n.language) };
  let body: React.ReactNode;
  if (!examCode) body = <ReadinessNoExam />;
  else if (q.isPending) body = <ReadinessSkeleton />;
  else if (q.isError) body = <ReadinessError onRetry={() => void q.refetch()} />;
  else if (q.data.status === 'empty') body = <ReadinessEmpty />;
  else {
    const d = q.data;
    body = (
      <Stack gap="lg">
        <Card withBorder padding="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('future.rankTitle')}
            </Title>
            {d.rank_range && d.candidates ? (
              <>
                <Text fz={28} fw={700} lh={1.2}>
                  {t('future.rank', { best: nf.format(d.rank_range.best), worst: nf.format(d.rank_range.worst) })}
                </Text>
                <Text size="sm">{t('future.among', { count: nf.format(d.candidates.count), year: d.candidates.year })}</Text>
                <Text size="xs" c="dimmed">
                  {t('percentile.sourceLine', { source: d.candidates.source })}
                </Text>
              </>
            ) : (
              <Text>{t('future.noRank')}</Text>
            )}
            {d.predicted_score !== null && d.interval && d.max_marks !== null ? (
              <Text size="sm">{t('future.score', { low: marks(d.interval[0]), high: marks(d.interval[1]), max: marks(d.max_marks) })}</Text>
            ) : null}
            <PercentileNote source={d.percentile_source} />
          </Stack>
        </Card>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('future.whatIfTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('future.whatIfIntro')}
          </Text>
          <Stack component="ol" aria-label={t('future.whatIfTitle')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {d.what_if.map((w) => (
              <Card component="li" key={w.chapter_code} withBorder padding="sm" radius="md">
                <Stack gap={4}>
                  <Title order={3} size="h5">
                    {w.chapter_name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {w.subject}
                  </Text>
                  <Text size="sm">
                    {t('future.gain', { marks: w.marks_per_hour.toFixed(1), from: Math.round(w.mastery * 100), to: Math.round(w.mastery_after * 100) })}
                  </Text>
                  <Group>
                    <Button
                      component={InternalLink}
                      href={w.practice_url}
                      size="sm"
                      leftSection={<IconPencil size={16} aria-hidden="true" />}
                      aria-label={t('practiseName', { name: w.chapter_name })}
                    >
                      {t('practise')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        </Stack>
        <Button component={InternalLink} href="/achieve/prediction-readiness" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('future.toReadiness')}
        </Button>
      </Stack>
    );
  }
  return (
    <Container size="md" py="md" px="sm">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('future.title')}
        </Title>
        <Text c="dimmed">{t('future.intro')}</Text>
        {body}
      </Stack>
    </Container>
  );
}
