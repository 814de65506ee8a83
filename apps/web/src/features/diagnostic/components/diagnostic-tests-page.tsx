import { Button, Card, Checkbox, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { DiagnosticList, DiagnosticSummary } from '@abhyas/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateDiagnostic, useDiagnostics, type DiagnosticExam } from '../api/diagnostic.ts';
import { BandBadge, DiagnosticError, DiagnosticNoExam, DiagnosticSkeleton } from './diagnostic-states.tsx';
import { formatDate } from '@abhyas/domain';

/** Where a diagnostic is taken: the test engine's session page of its bundle. */
export const diagnosticSessionHref = (d: Pick<DiagnosticSummary, 'bundle_code'>) => `/mock-test/${encodeURIComponent(d.bundle_code)}/session`;
/** A diagnostic's result page (by its test session). */
export const diagnosticResultHref = (sessionId: string) => `/achieve/diagnostic-tests/select-tests/${encodeURIComponent(sessionId)}`;

export interface DiagnosticTestsPageProps {
  /** The active profile's exam and goal; empty when it has none. */
  examCode: string;
  goalCode: string;
}

/**
 * `/achieve/diagnostic-tests` (learning.md §2 Achieve; issue 18 §2): how the diagnostic works, the
 * subjects to include (all by default), Start (or Continue the open one), and earlier diagnostics
 * with their levels, each leading to its result.
 */
export function DiagnosticTestsPage({ examCode, goalCode }: DiagnosticTestsPageProps) {
  const { t, i18n } = useTranslation('diagnostic');
  usePageTitle(t('title'));
  const exam: DiagnosticExam = { examCode, goalCode, locale: i18n.language };
  const list = useDiagnostics(exam);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {examCode === '' ? (
          <DiagnosticNoExam />
        ) : list.isPending ? (
          <DiagnosticSkeleton />
        ) : list.isError ? (
          <DiagnosticError onRetry={() => void list.refetch()} />
        ) : (
          <DiagnosticBody data={list.data} exam={exam} />
        )}
      </Stack>
    </Container>
  );
}

function DiagnosticBody({ data, exam }: { data: DiagnosticList; exam: DiagnosticExam }) {
  const { t, i18n } = useTranslation('diagnostic');
  const open = data.diagnostics.find((d) => d.status !== 'FINISHED');
  const done = data.diagnostics.filter((d) => d.status === 'FINISHED' && d.session_id);
  return (
    <>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('how.title')}
          </Title>
          <List spacing={4} size="sm">
            <List.Item>{t('how.adaptive')}</List.Item>
            <List.Item>{t('how.rules', { min: data.rules.min_per_skill, max: data.rules.max_per_subject, minutes: data.rules.minutes_per_subject })}</List.Item>
            <List.Item>{t('how.skip')}</List.Item>
            <List.Item>{t('how.seed')}</List.Item>
          </List>
          <Text size="xs" c="dimmed" data-testid="weights-source">
            {data.weight_papers.length > 0
              ? t('how.weightsPapers', { count: data.weight_papers.length, names: data.weight_papers.join(', ') })
              : t('how.weightsEqual')}
          </Text>
        </Stack>
      </Card>
      {open ? <ContinueCard diagnostic={open} /> : <StartCard data={data} exam={exam} />}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('earlier.title')}
        </Title>
        {done.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('earlier.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {done.map((d) => (
              <Card component="li" key={d.id} withBorder padding="sm" radius="md">
                <Group justify="space-between" gap="xs">
                  <Stack gap={4}>
                    <Text fw={600}>{t('earlier.taken', { date: formatDate(d.finished_at ?? d.created_at, i18n.language) })}</Text>
                    <Group gap={6}>
                      {d.subjects.map((s) => (
                        <Group key={s.code} gap={4}>
                          <Text size="sm">{s.name}</Text>
                          <BandBadge band={s.band} />
                        </Group>
                      ))}
                    </Group>
                  </Stack>
                  <Button component={InternalLink} href={diagnosticResultHref(d.session_id!)} variant="light" size="sm">
                    {t('earlier.see')}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}

/** The diagnostic in progress (or not yet started): Continue. */
function ContinueCard({ diagnostic }: { diagnostic: DiagnosticSummary }) {
  const { t } = useTranslation('diagnostic');
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {diagnostic.status === 'STARTED' ? t('continue.title') : t('continue.ready')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('continue.text', { subjects: diagnostic.subjects.map((s) => s.name).join(', ') })}
        </Text>
        <Button component={InternalLink} href={diagnosticSessionHref(diagnostic)} leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}>
          {diagnostic.status === 'STARTED' ? t('continue.action') : t('start.action')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Choose the subjects (all by default) and start. */
function StartCard({ data, exam }: { data: DiagnosticList; exam: DiagnosticExam }) {
  const { t } = useTranslation('diagnostic');
  const navigate = useNavigate();
  const usable = data.subjects.filter((s) => s.questions > 0);
  const [chosen, setChosen] = useState<string[]>(() => usable.map((s) => s.code));
  const create = useCreateDiagnostic(exam);
  const start = () =>
    create.mutate(chosen, {
      onSuccess: (d) => void navigate({ href: diagnosticSessionHref(d) }),
    });
  if (usable.length === 0) {
    return (
      <Card withBorder padding="lg" radius="md">
        <Text>{t('start.noQuestions', { exam: data.exam_name })}</Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('start.title', { exam: data.exam_name })}
        </Title>
        <Checkbox.Group value={chosen} onChange={setChosen} label={t('start.subjects')} description={t('start.subjectsHint')}>
          <Stack gap={6} mt="xs">
            {usable.map((s) => (
              <Checkbox key={s.code} value={s.code} label={t('start.subject', { name: s.name, chapters: s.chapters })} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="sm" c="dimmed">
          {t('start.time', { minutes: chosen.length * data.rules.minutes_per_subject })}
        </Text>
        {create.isError && (
          <Text c="red" size="sm" role="alert">
            {t('start.failed')}
          </Text>
        )}
        <Group>
          <Button onClick={start} loading={create.isPending} disabled={chosen.length === 0} leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}>
            {t('start.action')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
