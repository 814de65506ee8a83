import { Accordion, Alert, Badge, Button, Card, Container, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PajChange, PajStep, PajTiles } from '@abhyas/contracts';
import { IconCheck, IconClipboardCheck, IconClockHour4, IconInfoCircle, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLocale } from '../../auth/index.ts';
import { fetchJourneyStep, useJourneyId, useJourneyTiles, useMarkStepDone } from '../api/journey.ts';
import { formatDay } from '../utils/format-day.ts';
import { stepStartHref } from '../utils/start-href.ts';
import { JourneyError, NoJourney } from './journey-states.tsx';

const KIND_ICON = { watch: IconPlayerPlay, practice: IconPencil, timed_practice: IconClockHour4, test: IconClipboardCheck } as const;

/** What today's re-plan changed, counted by reason ("Steps moved because you missed a day: 3"). */
function ChangesNotice({ changes }: { changes: PajChange[] }) {
  const { t } = useTranslation('journey');
  const counts = new Map<PajChange['reason'], number>();
  for (const c of changes) counts.set(c.reason, (counts.get(c.reason) ?? 0) + 1);
  return (
    <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle size={20} aria-hidden="true" />} title={t('changes.title')}>
      <Stack gap={2}>
        {[...counts].map(([reason, count]) => (
          <Text key={reason} size="sm">
            {t(`changes.${reason}`, { count })}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** One step: kind icon, title, minutes, status; Start and Mark done while planned. */
function StepRow({ step, pajId, onFail }: { step: PajStep; pajId: string; onFail: () => void }) {
  const { t } = useTranslation('journey');
  const locale = useLocale();
  const navigate = useNavigate();
  const done = useMarkStepDone();
  const [opening, setOpening] = useState(false);
  const Icon = KIND_ICON[step.kind];
  const isDone = step.status === 'done';

  const onStart = async () => {
    setOpening(true);
    try {
      const detail = await fetchJourneyStep(pajId, step.step_id, locale);
      await navigate({ href: stepStartHref(detail.start) });
    } catch {
      onFail();
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
          <ThemeIcon variant="light" radius="xl" color={isDone ? 'teal' : 'blue'} aria-hidden="true">
            <Icon size={18} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{step.title}</Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t(`kind.${step.kind}`)} · {t('home.minutes', { minutes: step.minutes })}
              </Text>
              <Badge size="sm" variant="light" color={isDone ? 'teal' : 'gray'}>
                {isDone ? t('home.done') : t('home.planned')}
              </Badge>
            </Group>
          </div>
        </Group>
        {!isDone && (
          <Group gap="xs">
            <Button size="sm" onClick={() => void onStart()} loading={opening} aria-label={t('home.startStep', { title: step.title })}>
              {t('home.start')}
            </Button>
            <Button
              size="sm"
              variant="light"
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              loading={done.isPending}
              aria-label={t('home.markDoneStep', { title: step.title })}
              onClick={() => done.mutate({ paj_id: pajId, step_id: step.step_id, locale }, { onError: onFail })}
            >
              {t('home.markDone')}
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** A list of steps. */
function StepList({ steps, pajId, onFail }: { steps: PajStep[]; pajId: string; onFail: () => void }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((s) => (
        <StepRow key={s.step_id} step={s} pajId={pajId} onFail={onFail} />
      ))}
    </Stack>
  );
}

/** The journey: changes notice, today with its minutes against the daily minutes, upcoming days collapsed. */
function JourneyView({ tiles }: { tiles: PajTiles }) {
  const { t } = useTranslation('journey');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const today = tiles.days.find((d) => d.section === 'today');
  const upcoming = tiles.days.filter((d) => d.section === 'upcoming');
  const minutes = today?.minutes ?? 0;
  const onFail = () => setFailed(true);
  return (
    <Stack gap="lg">
      {tiles.changes.length > 0 && <ChangesNotice changes={tiles.changes} />}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('home.stepFailed')}
        </Alert>
      )}
      <section aria-labelledby="journey-today">
        <Stack gap="sm">
          <Title order={2} id="journey-today" fz={{ base: 20, sm: 24 }}>
            {t('home.today')}
          </Title>
          <Text size="sm">{t('home.minutesOfDaily', { minutes, daily: tiles.daily_minutes })}</Text>
          <Progress value={tiles.daily_minutes > 0 ? Math.min(100, (minutes / tiles.daily_minutes) * 100) : 0} aria-hidden="true" />
          {today && today.steps.length > 0 ? (
            <StepList steps={today.steps} pajId={tiles.paj_id} onFail={onFail} />
          ) : (
            <Text c="dimmed">{t('home.nothingToday')}</Text>
          )}
        </Stack>
      </section>
      {upcoming.length > 0 && (
        <section aria-labelledby="journey-upcoming">
          <Stack gap="sm">
            <Title order={2} id="journey-upcoming" fz={{ base: 20, sm: 24 }}>
              {t('home.upcoming')}
            </Title>
            <Accordion variant="separated" multiple>
              {upcoming.map((d) => (
                <Accordion.Item key={d.date} value={d.date}>
                  <Accordion.Control>
                    {formatDay(d.date, locale, false)} · {t('home.minutes', { minutes: d.minutes })}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <StepList steps={d.steps} pajId={tiles.paj_id} onFail={onFail} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/**
 * `/achieve/home` (learning.md §2 Achieve, issue 18 §4): today's steps of the journey (GET
 * /api/achieve/paj/tiles) with Start (GET /paj/step, then the practice page, the video or the
 * test) and Mark done (POST /paj/progress, then refetch), today's minutes against the daily
 * minutes, upcoming days collapsed, and a notice of what today's re-plan changed. The journey is
 * the profile's journey for the exam (its id kept per profile and exam, else GET /paj/current); none (or gone): link to start one.
 */
export function JourneyHomePage({ exam }: { exam: string }) {
  const { t } = useTranslation('journey');
  const locale = useLocale();
  const current = useJourneyId(exam);
  const pajId = current.data ?? null;
  const tiles = useJourneyTiles(exam, pajId, locale);
  usePageTitle(t('home.title'));
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {tiles.data?.journey_name ?? t('home.title')}
        </Title>
        {current.isError ? (
          <JourneyError onRetry={() => void current.refetch()} />
        ) : current.isPending ? (
          <Skeleton height={200} radius="md" />
        ) : pajId === null || tiles.data === null ? (
          <NoJourney />
        ) : tiles.isPending ? (
          <Skeleton height={200} radius="md" />
        ) : tiles.isError ? (
          <JourneyError onRetry={() => void tiles.refetch()} />
        ) : (
          <JourneyView tiles={tiles.data} />
        )}
      </Stack>
    </Container>
  );
}
