import { Badge, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ParentWeek } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';

/** A titled card of the week's page. */
export function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The one line on what would help most next week (the domain's `weekAdvice`). */
export function AdviceCard({ advice, daysStudied }: { advice: ParentWeek['advice']; daysStudied: number }) {
  const { t } = useTranslation('parent');
  let line: string;
  if (advice.kind === 'more_days') line = t('advice.more_days', { target: advice.target_days, days: daysStudied });
  else if (advice.kind === 'revision_backlog') line = t('advice.revision_backlog', { cards: advice.cards });
  else if (advice.kind === 'weakest_subject')
    line =
      advice.mastery_pct === null
        ? t('advice.weakest_subject_new', { subject: advice.subject_name })
        : t('advice.weakest_subject', { subject: advice.subject_name, pct: advice.mastery_pct });
  else line = t('advice.keep_going');
  return (
    <Card radius="md" padding="md" bg="var(--mantine-color-yellow-light)" data-testid="parent-advice">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconBulb size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
        <div>
          <Title order={2} size="h5">
            {t('advice.title')}
          </Title>
          <Text>{line}</Text>
        </div>
      </Group>
    </Card>
  );
}

/** Chapters, videos and practice sessions of the week. */
export function StudiedSection({ week }: { week: ParentWeek }) {
  const { t } = useTranslation('parent');
  const none = week.chapters.length === 0 && week.videos.length === 0 && week.practice.length === 0;
  return (
    <Section title={t('studied.title')} testId="parent-studied">
      {none ? <Text c="dimmed">{t('studied.none')}</Text> : null}
      {week.chapters.length > 0 ? (
        <div>
          <Title order={3} size="h6">
            {t('studied.chapters')}
          </Title>
          <List size="sm" spacing={2}>
            {week.chapters.map((c) => (
              <List.Item key={c.code}>{c.subject_name ? `${c.name} (${c.subject_name})` : c.name}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {week.practice.length > 0 ? (
        <div>
          <Title order={3} size="h6">
            {t('studied.practice')}
          </Title>
          <List size="sm" spacing={2}>
            {week.practice.map((p) => (
              <List.Item key={p.session_id}>
                <Text span fw={500} size="sm">
                  {p.title || t('studied.untitled')}
                </Text>{' '}
                <Text span c="dimmed" size="sm">
                  {t('studied.practiceLine', { answered: p.answered, accuracy: p.accuracy_pct ?? 0, minutes: p.minutes })}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {week.videos.length > 0 ? (
        <div>
          <Title order={3} size="h6">
            {t('studied.videos')}
          </Title>
          <List size="sm" spacing={2}>
            {week.videos.map((v) => (
              <List.Item key={v.content_id}>
                <Text span fw={500} size="sm">
                  {v.title}
                </Text>{' '}
                <Text span c="dimmed" size="sm">
                  {t('studied.videoLine', { minutes: v.watched_min, percent: v.percent_watched })}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Section>
  );
}

/** Tests finished in the week, with score and percentile where the result shows them. */
export function TestsSection({ week }: { week: ParentWeek }) {
  const { t } = useTranslation('parent');
  return (
    <Section title={t('tests.title')} testId="parent-tests">
      {week.tests.length === 0 ? (
        <Text c="dimmed">{t('tests.none')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {week.tests.map((x) => (
            <List.Item key={x.session_id}>
              <Text span fw={500} size="sm">
                {x.test_name}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                {x.score === null ? t('tests.pending') : t('tests.score', { score: x.score, max: x.max_marks ?? '?' })}
                {x.percentile !== null ? ` · ${t('tests.percentile', { p: Math.round(x.percentile * 10) / 10 })}` : ''}
                {` · ${t('tests.minutes', { minutes: x.minutes })}`}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** Mastery moved by the week's answers, per subject. */
export function MasterySection({ week }: { week: ParentWeek }) {
  const { t } = useTranslation('parent');
  return (
    <Section title={t('mastery.title')} testId="parent-mastery">
      {week.mastery.length === 0 ? (
        <Text c="dimmed">{t('mastery.none')}</Text>
      ) : (
        <Stack gap="sm">
          {week.mastery.map((m) => (
            <div key={m.subject_code}>
              <Group justify="space-between" gap="xs">
                <Text fw={500}>{m.subject_name}</Text>
                <Badge color={m.gained_pct >= 0 ? 'teal' : 'red'} variant="light">
                  {t('mastery.gained', { gained: m.gained_pct >= 0 ? `+${m.gained_pct}` : String(m.gained_pct) })}
                </Badge>
              </Group>
              <Progress value={m.after_pct} aria-label={t('mastery.progressLabel', { subject: m.subject_name, pct: m.after_pct })} mt={4} />
              <Text size="sm" c="dimmed">
                {t('mastery.line', { before: m.before_pct, after: m.after_pct, concepts: m.concepts_practised })}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** Readiness toward the Achieve target (only when a target is set), and the revision queue. */
export function ReadinessRevision({ week }: { week: ParentWeek }) {
  const { t } = useTranslation('parent');
  const r = week.readiness;
  return (
    <>
      {r ? (
        <Section title={t('readiness.title')} testId="parent-readiness">
          <Text>{t('readiness.target', { kind: r.target_kind, value: r.target_value ?? '–' })}</Text>
          <Text c={r.predicted_score === null ? 'dimmed' : undefined}>
            {r.predicted_score === null ? t('readiness.noPrediction') : t('readiness.predicted', { score: r.predicted_score, max: r.max_marks ?? '?' })}
          </Text>
        </Section>
      ) : null}
      <Section title={t('revision.title')} testId="parent-revision">
        <Text>{t('revision.line', { due: week.revision.due_today, waiting: week.revision.waiting, total: week.revision.total_cards })}</Text>
        <Text size="sm" c="dimmed">
          {t('revision.reviewed', { n: week.revision.reviewed_this_week })}
        </Text>
      </Section>
    </>
  );
}
