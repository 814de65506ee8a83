import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { HomeJourney, HomeTest, PajChange } from '@abhyas/contracts';
import { IconCalendarPlus, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { useExtendJourney } from '../api/journey.ts';
import { formatDay } from '../utils/format-day.ts';
import { stepStartHref } from '../utils/start-href.ts';

/** The `YYYY-MM-DD` day after `day`. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * What today's re-plan changed, in plain lines ("2 steps moved to tomorrow", "1 practice step
 * dropped because the exam is near"): moved and deferred steps counted by where they went (today,
 * tomorrow, later), dropped steps by kind and reason. Nothing when nothing changed.
 */
export function changeLines(changes: PajChange[], today: string, t: (key: string, values?: Record<string, unknown>) => string): string[] {
  const tomorrow = nextDay(today);
  const counts = new Map<string, { key: string; count: number; kind?: PajChange['kind'] }>();
  const add = (id: string, key: string, kind?: PajChange['kind']) => {
    const c = counts.get(id) ?? { key, count: 0, ...(kind ? { kind } : {}) };
    c.count += 1;
    counts.set(id, c);
  };
  for (const c of changes) {
    const when = c.to === today ? 'Today' : c.to === tomorrow ? 'Tomorrow' : 'Later';
    if (c.change === 'moved') add(`moved${when}`, `changes.moved${when}`);
    else if (c.change === 'deferred')
      add(`deferred${when === 'Tomorrow' ? 'Tomorrow' : 'Later'}`, `changes.deferred${when === 'Tomorrow' ? 'Tomorrow' : 'Later'}`);
    else {
      const reason = c.reason === 'requires_dropped' ? 'droppedRequires' : 'droppedNoRoom';
      add(`${reason}:${c.kind}`, `changes.${reason}`, c.kind);
    }
  }
  return [...counts.values()].map((c) => (c.kind ? t(c.key, { what: t(`changes.what.${c.kind}`, { count: c.count }) }) : t(c.key, { count: c.count })));
}

/** The plain banner of what today's re-plan changed (role status). */
export function ChangesBanner({ journey, today }: { journey: HomeJourney; today: string }) {
  const { t } = useTranslation('journey');
  const lines = changeLines(journey.changes, today, t);
  if (lines.length === 0) return null;
  return (
    <Alert color="blue" variant="light" role="status" icon={<IconInfoCircle size={20} aria-hidden="true" />} title={t('changes.title')}>
      <Stack gap={2}>
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

const TEST_BADGE: Record<HomeTest['status'], string> = { planned: 'gray', done: 'teal', dropped: 'orange' };

/** The tests in the journey by day: name, day, done / planned / dropped, and a link to take a planned one. */
export function JourneyTests({ tests, locale }: { tests: HomeTest[]; locale: string }) {
  const { t } = useTranslation('journey');
  return (
    <section aria-labelledby="journey-tests">
      <Stack gap="sm">
        <Title order={2} id="journey-tests" fz={{ base: 20, sm: 24 }}>
          {t('tests.title')}
        </Title>
        {tests.length === 0 ? (
          <Text c="dimmed">{t('tests.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {tests.map((x) => (
              <Card component="li" key={x.step_id} withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                    <Text fw={600}>{x.title}</Text>
                    <Group gap="xs">
                      <Text size="sm" c="dimmed">
                        {formatDay(x.day, locale)} · {t('home.minutes', { minutes: x.minutes })}
                      </Text>
                      <Badge size="sm" variant="light" color={TEST_BADGE[x.status]}>
                        {t(`tests.${x.status}`)}
                      </Badge>
                    </Group>
                  </div>
                  {x.status === 'planned' && x.test_code !== '' && (
                    <Anchor
                      component={InternalLink}
                      href={stepStartHref({ kind: 'test', test_code: x.test_code })}
                      aria-label={t('tests.takeTest', { title: x.title })}
                    >
                      {t('tests.take')}
                    </Anchor>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

/** Extend (POST /api/achieve/paj/extend) when the steps to do end before the exam's eve; says how many steps it added. */
export function ExtendJourney({ journey, locale }: { journey: HomeJourney; locale: string }) {
  const { t } = useTranslation('journey');
  const extend = useExtendJourney();
  const [added, setAdded] = useState<number | null>(null);
  if (!journey.can_extend && added === null) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm" align="flex-start">
        {journey.can_extend && (
          <>
            <Text>
              {journey.last_day
                ? t('extend.bodyEnds', { date: formatDay(journey.last_day, locale), exam: formatDay(journey.exam_date, locale) })
                : t('extend.bodyNone', { exam: formatDay(journey.exam_date, locale) })}
            </Text>
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
              loading={extend.isPending}
              onClick={() => extend.mutate({ paj_id: journey.paj_id, locale }, { onSuccess: (j) => setAdded(j.added?.length ?? 0) })}
            >
              {t('extend.button')}
            </Button>
          </>
        )}
        {extend.isError && (
          <Text role="alert" c="red.8" size="sm">
            {t('extend.failed')}
          </Text>
        )}
        {added !== null && (
          <Text role="status" size="sm">
            {t('extend.added', { count: added })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
