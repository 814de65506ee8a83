import { Alert, Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRoute, IconTargetArrow } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useExamUserMetadata } from '../../achieve/index.ts';
import { useLocale } from '../../auth/index.ts';
import { useGenerateJourney, useJourneyId } from '../api/journey.ts';
import { formatDay } from '../utils/format-day.ts';
import { JourneyError } from './journey-states.tsx';

/**
 * `/achieve/start-journey` (learning.md §2 Achieve, issue 18 §4): the journey in two lines, the
 * stored target, and "Start my journey" (POST /api/achieve/paj/generate, then `/achieve/home`).
 * Without a target it leads to `/achieve/plan-your-target`. Loading: skeleton; failure: Try again.
 */
export function StartJourneyPage({ goal, exam }: { goal: string; exam: string }) {
  const { t } = useTranslation(['journey', 'achieve']);
  const locale = useLocale();
  const navigate = useNavigate();
  const meta = useExamUserMetadata(goal, exam, locale);
  const generate = useGenerateJourney();
  // A journey already planned (on any device): its home is offered first; starting again re-plans it.
  const current = useJourneyId(exam);
  usePageTitle(t('start.title'));
  const target = meta.data?.target ?? null;

  const onStart = () => generate.mutate({ exam_code: exam, goal_code: goal, locale }, { onSuccess: () => void navigate({ to: '/achieve/home' }) });

  return (
    <Container size="sm" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {t('start.title')}
        </Title>
        <Stack gap={4}>
          <Text>{t('start.line1')}</Text>
          <Text>{t('start.line2')}</Text>
        </Stack>
        {meta.isPending && exam !== '' ? (
          <Skeleton height={120} radius="md" />
        ) : meta.isError || exam === '' ? (
          <JourneyError onRetry={exam === '' ? undefined : () => void meta.refetch()} />
        ) : target === null ? (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>{t('start.noTarget')}</Text>
              <Button component={InternalLink} href="/achieve/plan-your-target" leftSection={<IconTargetArrow size={18} aria-hidden="true" />}>
                {t('start.plan')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md" align="flex-start">
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                {target.journey_name}
              </Title>
              <Text>
                {t('start.target', {
                  target:
                    target.kind === 'score'
                      ? target.max_marks !== null
                        ? t('achieve:target.scoreOf', { value: target.value, max: target.max_marks })
                        : t('achieve:target.score', { value: target.value })
                      : target.kind === 'percentile'
                        ? t('achieve:target.percentile', { value: target.value })
                        : t('achieve:target.percentage', { value: target.value, grade: target.grade ?? '' }),
                  date: formatDay(target.exam_date, locale),
                  minutes: target.daily_minutes,
                })}
              </Text>
              {generate.isError && (
                <Alert color="red" variant="light" role="alert">
                  {t('start.failed')}
                </Alert>
              )}
              {current.data && (
                <Button component={InternalLink} href="/achieve/home" size="md" variant="light">
                  {t('home.title')}
                </Button>
              )}
              <Button size="md" onClick={onStart} loading={generate.isPending} leftSection={<IconRoute size={18} aria-hidden="true" />}>
                {t('start.button')}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
