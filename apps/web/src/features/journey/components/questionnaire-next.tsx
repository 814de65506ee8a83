import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PajStep, PajTiles } from '@abhyas/contracts';
import { IconArrowRight, IconChartBar, IconCircleCheck, IconRoute } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useLocale } from '../../auth/index.ts';
import { openJourneyStep, useJourneyTiles } from '../api/journey.ts';
import { stepStartHref } from '../utils/start-href.ts';
import { stepKindKey } from '../utils/step-kind.ts';

/** The journey's next planned step: the first not done of today, else of the next day; never `skipId` (the test just taken). */
export function nextStep(tiles: PajTiles, skipId: string | null): PajStep | null {
  for (const day of tiles.days) {
    if (day.section === 'done') continue;
    const step = day.steps.find((s) => s.status === 'planned' && s.step_id !== skipId);
    if (step) return step;
  }
  return null;
}

export interface QuestionnaireNextProps {
  /** Whether the answer was saved (else the questionnaire was skipped). */
  saved: boolean;
  /** The profile's exam (forgets a kept journey id that is gone). */
  exam: string;
  /** The journey (null: none found, only the links are shown). */
  pajId: string | null;
  /** The test's step, marked done: null without one. */
  stepId: string | null;
  /** The step's mark-done state: pending, failed (with a retry) or done. */
  marking: { pending: boolean; failed: boolean; retry: () => void };
  /** The test's analysis page. */
  analysisHref: string;
}

/**
 * After the questionnaire (learning.md §4 Session flow "the achieve-test questionnaire/next test";
 * issue 18 §4): says the answer was saved (or skipped) and the test step done, then offers the
 * journey's next step (Start opens it as the home page does), the test's analysis and the journey.
 */
export function QuestionnaireNext({ saved, exam, pajId, stepId, marking, analysisHref }: QuestionnaireNextProps) {
  const { t } = useTranslation('questionnaire');
  const locale = useLocale();
  const navigate = useNavigate();
  const ready = pajId !== null && !marking.pending;
  const tiles = useJourneyTiles(exam, ready ? pajId : null, locale);
  const next = tiles.data ? nextStep(tiles.data, stepId) : null;
  const [opening, setOpening] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);

  const start = async (step: PajStep) => {
    setOpening(true);
    setOpenFailed(false);
    try {
      const start = await openJourneyStep(pajId ?? '', step.step_id, locale);
      await navigate({ href: stepStartHref(start) });
    } catch {
      setOpenFailed(true);
    } finally {
      setOpening(false);
    }
  };

  let nextBody;
  if (pajId === null) nextBody = null;
  else if (!ready || tiles.isPending) {
    nextBody = (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm" role="status">
          {t('next.loading')}
        </Text>
        <Skeleton h={56} radius="md" />
      </Stack>
    );
  } else if (tiles.isError) {
    nextBody = (
      <Alert color="red" variant="light" role="alert">
        {t('next.failed')}
      </Alert>
    );
  } else if (!next) nextBody = <Text>{t('next.none')}</Text>;
  else {
    nextBody = (
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text fw={600}>{next.title}</Text>
          <Text size="sm" c="dimmed">
            {t(stepKindKey(next))} · {t('next.minutes', { minutes: next.minutes })}
          </Text>
        </div>
        <Button
          onClick={() => void start(next)}
          loading={opening}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          aria-label={t('next.startStep', { title: next.title })}
        >
          {t('next.start')}
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color="teal" aria-hidden="true">
          <IconCircleCheck size={24} />
        </ThemeIcon>
        <Stack gap={4} role="status">
          <Text fw={600}>{saved ? t('done.saved') : t('done.skipped')}</Text>
          {stepId && !marking.pending && !marking.failed && <Text size="sm">{t('done.stepDone')}</Text>}
        </Stack>
      </Group>
      {marking.failed && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('done.stepFailed')}</Text>
            <Button size="xs" variant="white" color="red" onClick={marking.retry}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {nextBody && (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="questionnaire-next-title">
          <Stack gap="sm">
            <Title order={2} fz={{ base: 18, sm: 20 }} id="questionnaire-next-title">
              {t('next.title')}
            </Title>
            {nextBody}
            {openFailed && (
              <Text size="sm" c="red.8" role="alert">
                {t('next.openFailed')}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      <Group gap="sm">
        <Button component={InternalLink} href={analysisHref} variant="light" leftSection={<IconChartBar size={18} aria-hidden="true" />}>
          {t('analysis')}
        </Button>
        <Button component={InternalLink} href="/achieve/home" variant="subtle" leftSection={<IconRoute size={18} aria-hidden="true" />}>
          {t('journey')}
        </Button>
      </Group>
    </Stack>
  );
}
