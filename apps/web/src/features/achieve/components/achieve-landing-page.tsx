import { Alert, Anchor, Badge, Button, Card, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AchieveTarget } from '@abhyas/contracts';
import { IconCalendarEvent, IconCircleCheck, IconClockHour4, IconPencil, IconRoute, IconTarget, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLocale } from '../../auth/index.ts';
import { useJourneyId } from '../../journey/index.ts';
import { useExamUserMetadata } from '../api/target.ts';
import { LoadProblem } from './load-problem.tsx';
import { formatDate } from './plan-target-form.tsx';

const PLAN_HREF = '/achieve/plan-your-target';
/** The pages that say where the student stands, each with its title key (issue 18 §3, §4). */
const STAND_LINKS = [
  ['/achieve/prediction-readiness', 'readiness:title'],
  ['/achieve/explore-mastery', 'mastery:title'],
  ['/achieve/future-success', 'readiness:future.title'],
] as const;

/** The target in words: "180 of 300 marks", "98.5 percentile", "92% (grade A1)". */
function TargetValue({ target }: { target: AchieveTarget }) {
  const { t } = useTranslation('achieve');
  if (target.kind === 'score')
    return <>{target.max_marks !== null ? t('target.scoreOf', { value: target.value, max: target.max_marks }) : t('target.score', { value: target.value })}</>;
  if (target.kind === 'percentile') return <>{t('target.percentile', { value: target.value })}</>;
  return <>{t('target.percentage', { value: target.value, grade: target.grade ?? '' })}</>;
}

/** The stored target: value, exam date and days left, minutes a day, and Edit. */
function TargetCard({ target, examName }: { target: AchieveTarget; examName: string }) {
  const { t } = useTranslation('achieve');
  const locale = useLocale();
  const facts = [
    {
      icon: IconCalendarEvent,
      label: t('target.examDate'),
      value: t('target.dateLeft', { date: formatDate(target.exam_date, locale), days: target.days_left }),
    },
    { icon: IconClockHour4, label: t('target.daily'), value: t('target.minutes', { minutes: target.daily_minutes }) },
    { icon: IconRoute, label: t('target.journey'), value: target.journey_name },
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Badge variant="light" color="teal" mb={6}>
              {t('target.badge', { exam: examName })}
            </Badge>
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              <TargetValue target={target} />
            </Title>
          </div>
          <Button component={InternalLink} href={PLAN_HREF} variant="light" leftSection={<IconPencil size={16} aria-hidden="true" />}>
            {t('landing.edit')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {facts.map((f) => (
            <Group key={f.label} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" radius="xl" aria-hidden="true">
                <f.icon size={18} />
              </ThemeIcon>
              <div>
                <Text size="xs" c="dimmed">
                  {f.label}
                </Text>
                <Text fw={600}>{f.value}</Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('target.updated', { date: formatDate(target.updated_at.slice(0, 10), locale) })}
        </Text>
      </Stack>
    </Card>
  );
}

/** No target yet: what it takes, and the first step. */
function NoTarget({ examName }: { examName: string }) {
  const { t } = useTranslation('achieve');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color="orange" aria-hidden="true">
          <IconTarget size={24} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('landing.emptyTitle')}
        </Title>
        <Text>{t('landing.emptyBody', { exam: examName })}</Text>
        <Button component={InternalLink} href={PLAN_HREF} size="md" leftSection={<IconTargetArrow size={18} aria-hidden="true" />}>
          {t('landing.plan')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * `/achieve/landing` (learning.md §2 Achieve, issue 18 §1): what Achieve does, then the first
 * step: plan your target, or the stored target with Edit. `saved` shows the confirmation after a
 * save. Loading: skeleton; failure: the reason and Try again; no exam on the profile: says so.
 */
export function AchieveLandingPage({ goal, exam, saved = false }: { goal: string; exam: string; saved?: boolean }) {
  const { t } = useTranslation(['achieve', 'readiness', 'mastery', 'journey']);
  const locale = useLocale();
  const query = useExamUserMetadata(goal, exam, locale);
  // The profile's journey for the exam (kept, or found on the server): "My journey" instead of "Start".
  const journeyId = useJourneyId(exam);
  usePageTitle(t('landing.title'));
  const steps = ['target', 'diagnostic', 'journey'] as const;

  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('landing.title')}
          </Title>
          <Text size="lg" c="dimmed" mt={4}>
            {t('landing.tagline')}
          </Text>
        </div>
        {saved && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden="true" />} role="status">
            {t('landing.saved')}
          </Alert>
        )}
        {exam === '' ? (
          <LoadProblem error={null} />
        ) : query.isPending ? (
          <Skeleton height={160} radius="md" aria-busy="true" aria-label={t('loading')} />
        ) : query.isError ? (
          <LoadProblem error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.target ? (
          <>
            <TargetCard target={query.data.target} examName={query.data.exam_name} />
            <Button
              component={InternalLink}
              href={journeyId.data ? '/achieve/home' : '/achieve/start-journey'}
              size="md"
              leftSection={<IconRoute size={18} aria-hidden="true" />}
              style={{ alignSelf: 'flex-start' }}
            >
              {journeyId.data ? t('journey:home.title') : t('journey:start.button')}
            </Button>
          </>
        ) : (
          <NoTarget examName={query.data.exam_name} />
        )}
        <section aria-labelledby="achieve-stand">
          <Title order={2} id="achieve-stand" fz={{ base: 18, sm: 20 }} mb="sm">
            {t('landing.standTitle')}
          </Title>
          <List spacing="xs">
            {STAND_LINKS.map(([href, key]) => (
              <List.Item key={href}>
                <Anchor component={InternalLink} href={href} fw={600}>
                  {t(key)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
        <section aria-labelledby="achieve-how">
          <Title order={2} id="achieve-how" fz={{ base: 18, sm: 20 }} mb="sm">
            {t('landing.howTitle')}
          </Title>
          <List type="ordered" spacing="sm">
            {steps.map((s) => (
              <List.Item key={s}>
                <Text fw={600} span>
                  {t(`landing.steps.${s}.title`)}
                </Text>{' '}
                <Text span c="dimmed">
                  {t(`landing.steps.${s}.body`)}
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
      </Stack>
    </Container>
  );
}
