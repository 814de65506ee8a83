import { Accordion, Alert, Badge, Button, Card, Container, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AchieveHome, HomeJourney, PajStep } from '@abhyas/contracts';
import { IconCheck, IconClipboardCheck, IconClockHour4, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLocale } from '../../auth/index.ts';
import { openJourneyStep, useAchieveHome, useJourneyTiles, useMarkStepDone } from '../api/journey.ts';
import { formatDay } from '../utils/format-day.ts';
import { stepStartHref } from '../utils/start-href.ts';
import { stepKindKey } from '../utils/step-kind.ts';
import { ChangesBanner, ExtendJourney, JourneyTests } from './home-parts.tsx';
import { HomeProgress } from './home-progress.tsx';
import { JourneyError, NoJourney } from './journey-states.tsx';
import { ReadinessTrend } from './readiness-trend.tsx';

const KIND_ICON = { watch: IconPlayerPlay, practice: IconPencil, timed_practice: IconClockHour4, test: IconClipboardCheck } as const;

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
      const start = await openJourneyStep(pajId, step.step_id, locale);
      await navigate({ href: stepStartHref(start) });
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
              <Text size="sm" c="dimmed" data-testid="step-meta">
                {step.subject_name ? `${step.subject_name} · ` : ''}
                {t(stepKindKey(step))} · {t('home.minutes', { minutes: step.minutes })}
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

/** Today's steps with today's minutes against the daily minutes. */
function TodaySteps({ journey, onFail }: { journey: HomeJourney; onFail: () => void }) {
  const { t } = useTranslation('journey');
  const minutes = journey.today_minutes;
  return (
    <section aria-labelledby="journey-today">
      <Stack gap="sm">
        <Title order={2} id="journey-today" fz={{ base: 20, sm: 24 }}>
          {t('home.today')}
        </Title>
        <Text size="sm">{t('home.minutesOfDaily', { minutes, daily: journey.daily_minutes })}</Text>
        <Progress value={journey.daily_minutes > 0 ? Math.min(100, (minutes / journey.daily_minutes) * 100) : 0} aria-hidden="true" />
        {journey.today_steps.length > 0 ? (
          <StepList steps={journey.today_steps} pajId={journey.paj_id} onFail={onFail} />
        ) : (
          <Text c="dimmed">{t('home.nothingToday')}</Text>
        )}
      </Stack>
    </section>
  );
}

/** Upcoming days shown before "Show all". */
const UPCOMING_SHOWN = 7;

/** Upcoming days, collapsed, the next UPCOMING_SHOWN first (GET /api/achieve/paj/tiles). */
function UpcomingDays({ exam, pajId, onFail }: { exam: string; pajId: string; onFail: () => void }) {
  const { t } = useTranslation('journey');
  const locale = useLocale();
  const tiles = useJourneyTiles(exam, pajId, locale);
  const [all, setAll] = useState(false);
  const upcoming = tiles.data?.days.filter((d) => d.section === 'upcoming') ?? [];
  const shown = all ? upcoming : upcoming.slice(0, UPCOMING_SHOWN);
  if (tiles.isPending) return <Skeleton height={120} radius="md" />;
  if (upcoming.length === 0) return null;
  return (
    <section aria-labelledby="journey-upcoming">
      <Stack gap="sm">
        <Title order={2} id="journey-upcoming" fz={{ base: 20, sm: 24 }}>
          {t('home.upcoming')}
        </Title>
        <Accordion variant="separated" multiple>
          {shown.map((d) => (
            <Accordion.Item key={d.date} value={d.date}>
              <Accordion.Control>
                {formatDay(d.date, locale, false)} · {t('home.minutes', { minutes: d.minutes })}
              </Accordion.Control>
              <Accordion.Panel>
                <StepList steps={d.steps} pajId={pajId} onFail={onFail} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {upcoming.length > shown.length && (
          <Button variant="subtle" w="fit-content" onClick={() => setAll(true)}>
            {t('home.showAllDays', { count: upcoming.length })}
          </Button>
        )}
      </Stack>
    </section>
  );
}

/** The home's sections once loaded. */
function HomeView({ home, exam }: { home: AchieveHome; exam: string }) {
  const { t } = useTranslation('journey');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const onFail = () => setFailed(true);
  const j = home.journey;
  return (
    <Stack gap="lg">
      {j && <ChangesBanner journey={j} today={home.today} />}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('home.stepFailed')}
        </Alert>
      )}
      <HomeProgress home={home} locale={locale} />
      {j ? (
        <>
          <TodaySteps journey={j} onFail={onFail} />
          <ExtendJourney journey={j} locale={locale} />
          <JourneyTests tests={j.tests} locale={locale} />
        </>
      ) : (
        <NoJourney />
      )}
      <ReadinessTrend points={home.trend} locale={locale} />
      {j && <UpcomingDays exam={exam} pajId={j.paj_id} onFail={onFail} />}
    </Stack>
  );
}

/**
 * `/achieve/home` (learning.md §2 Achieve, issue 18 §4), from one call, POST /api/achieve/home: a
 * plain banner of what today's re-plan changed; progress toward the target (predicted X of target
 * Y, the 80 % range, the change since the journey began); today's steps with Start (GET /paj/step,
 * then the practice page, the video or the test) and Mark done (POST /paj/progress, then refetch);
 * Extend (POST /paj/extend) when the steps end before the exam's eve; the tests in the journey; the
 * readiness trend (a lazily loaded line chart with a summary and a table of dates and scores);
 * upcoming days collapsed (GET /paj/tiles). No journey: a link to start one. Loading: skeletons;
 * a failed load: Try again.
 */
export function JourneyHomePage({ exam }: { exam: string }) {
  const { t } = useTranslation('journey');
  const locale = useLocale();
  const home = useAchieveHome(exam, locale);
  usePageTitle(t('home.title'));
  return (
    <Container size="md" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {home.data?.journey?.journey_name || t('home.title')}
        </Title>
        {home.isError ? (
          <JourneyError onRetry={() => void home.refetch()} />
        ) : home.isPending ? (
          <Stack gap="lg" aria-busy="true" aria-label={t('home.loading')}>
            <Skeleton height={140} radius="md" />
            <Skeleton height={220} radius="md" />
            <Skeleton height={160} radius="md" />
          </Stack>
        ) : (
          <HomeView home={home.data} exam={exam} />
        )}
      </Stack>
    </Container>
  );
}
