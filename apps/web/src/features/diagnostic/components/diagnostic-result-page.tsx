import { Button, Card, Container, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import type { DiagnosticSummary } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDiagnostic } from '../api/diagnostic.ts';
import { BandBadge, DiagnosticError, DiagnosticSkeleton } from './diagnostic-states.tsx';
import { diagnosticSessionHref } from './diagnostic-tests-page.tsx';
import { formatDate } from '@abhyas/domain';

const pct = (x: number) => Math.round(x * 100);

/**
 * `/achieve/diagnostic-tests/select-tests/{sessionId}` (learning.md §2 Achieve; issue 18 §2): the
 * result of a diagnostic by its test session: each subject's level, questions and right answers, the
 * chapters asked with the mastery the answers seeded, and what to do next (readiness, the journey,
 * take it again). While in progress it offers Continue; while being scored it waits.
 */
export function DiagnosticResultPage({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation('diagnostic');
  usePageTitle(t('result.title'));
  const q = useDiagnostic(sessionId, i18n.language);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('result.title')}</Title>
        {q.isPending ? (
          <DiagnosticSkeleton />
        ) : q.isError ? (
          <DiagnosticError onRetry={() => void q.refetch()} text={isApiError(q.error) && q.error.status === 404 ? t('result.notFound') : undefined} />
        ) : (
          <ResultBody d={q.data} />
        )}
      </Stack>
    </Container>
  );
}

function ResultBody({ d }: { d: DiagnosticSummary }) {
  const { t, i18n } = useTranslation('diagnostic');
  if (d.status !== 'FINISHED') {
    return (
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{t('result.inProgress')}</Text>
          <Button component={InternalLink} href={diagnosticSessionHref(d)}>
            {t('continue.action')}
          </Button>
        </Stack>
      </Card>
    );
  }
  if (d.subjects.length === 0) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('result.scoring')}</Text>
      </Group>
    );
  }
  return (
    <>
      <Text c="dimmed">{t('result.intro', { date: formatDate(d.finished_at ?? d.created_at, i18n.language) })}</Text>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {d.subjects.map((s) => (
          <Card component="li" key={s.code} withBorder padding="lg" radius="md" data-testid={`diagnostic-subject-${s.code}`}>
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h4">
                  {s.name}
                </Title>
                <BandBadge band={s.band} />
              </Group>
              <Text size="sm">{t('result.right', { correct: s.correct, count: s.questions })}</Text>
              <Text size="xs" c="dimmed">
                {t(`stop.${s.stop}`)}
              </Text>
              {s.chapters.length > 0 && (
                <Stack gap={8}>
                  <Text size="sm" fw={600}>
                    {t('result.chapters')}
                  </Text>
                  {s.chapters.map((c) => (
                    <Stack key={c.code} gap={2}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text size="sm">{c.name}</Text>
                        <Text size="xs" c="dimmed">
                          {c.mastery === null
                            ? t('result.rightOf', { correct: c.correct, count: c.questions })
                            : t('result.mastery', { percent: pct(c.mastery) })}
                        </Text>
                      </Group>
                      {c.mastery !== null && <Progress value={pct(c.mastery)} aria-label={t('result.masteryOf', { name: c.name, percent: pct(c.mastery) })} />}
                    </Stack>
                  ))}
                </Stack>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('next.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('next.text')}
          </Text>
          <Group gap="sm">
            <Button component={InternalLink} href="/achieve/prediction-readiness">
              {t('next.readiness')}
            </Button>
            <Button component={InternalLink} href="/achieve/start-journey" variant="light">
              {t('next.journey')}
            </Button>
            <Button component={InternalLink} href="/achieve/diagnostic-tests" variant="subtle">
              {t('next.again')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
