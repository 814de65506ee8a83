import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { AchieveHome } from '@abhyas/contracts';
import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { formatDay } from '../utils/format-day.ts';
import { formatMarks, formatSignedMarks } from '../utils/format-marks.ts';

/**
 * Progress toward the target (POST /api/achieve/home `progress`): "Predicted X of your target Y",
 * a bar of predicted / target (the part reached before the journey, then the part gained since),
 * the 80 % range, and the change since the journey began (from the baseline prediction). Without a
 * target: a link to plan one; without a prediction yet: says how one appears.
 */
export function HomeProgress({ home, locale }: { home: AchieveHome; locale: string }) {
  const { t } = useTranslation('journey');
  const p = home.progress;
  const m = (x: number) => formatMarks(x, locale);
  return (
    <section aria-labelledby="journey-progress">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} id="journey-progress" fz={{ base: 20, sm: 24 }}>
              {t('progress.title')}
            </Title>
            {p?.reached && (
              <Badge color="teal" variant="light" size="lg">
                {t('progress.reached')}
              </Badge>
            )}
          </Group>
          {!p ? (
            <>
              <Text>{t('progress.noTarget')}</Text>
              <Button
                component={InternalLink}
                href="/achieve/plan-your-target"
                variant="light"
                leftSection={<IconTarget size={18} aria-hidden="true" />}
                w="fit-content"
              >
                {t('progress.planTarget')}
              </Button>
            </>
          ) : p.predicted_marks === null ? (
            <>
              <Text fw={600}>{t('progress.targetOnly', { target: m(p.target_marks), max: m(p.max_marks) })}</Text>
              <Text c="dimmed">{t('progress.noPrediction')}</Text>
            </>
          ) : (
            <ProgressFigures p={{ ...p, predicted_marks: p.predicted_marks }} locale={locale} />
          )}
          {p && home.target && home.target.kind !== 'score' && (
            <Text size="sm" c="dimmed">
              {t(home.target.kind === 'percentile' ? 'progress.asSharePercentile' : 'progress.asSharePercentage', {
                value: formatMarks(home.target.value, locale),
                target: m(p.target_marks),
                max: m(p.max_marks),
              })}
            </Text>
          )}
        </Stack>
      </Card>
    </section>
  );
}

type Progressed = NonNullable<AchieveHome['progress']> & { predicted_marks: number };

function ProgressFigures({ p, locale }: { p: Progressed; locale: string }) {
  const { t } = useTranslation('journey');
  const m = (x: number) => formatMarks(x, locale);
  const pct = (x: number) => (p.target_marks > 0 ? Math.min(100, Math.max(0, (x / p.target_marks) * 100)) : 100);
  const base = p.baseline && p.gained !== null && p.gained > 0 ? pct(p.baseline.marks) : null;
  const now = pct(p.predicted_marks);
  return (
    <>
      <Text fw={700} fz={{ base: 18, sm: 20 }}>
        {t('progress.predictedOfTarget', { predicted: m(p.predicted_marks), target: m(p.target_marks) })}
      </Text>
      <Progress.Root size="xl" radius="xl">
        {base !== null ? (
          <>
            <Progress.Section value={base} color="blue.7" aria-label={t('progress.barStart', { marks: m(p.baseline!.marks), target: m(p.target_marks) })} />
            <Progress.Section value={now - base} color="teal.7" aria-label={t('progress.barGained', { marks: m(p.gained!) })} />
          </>
        ) : (
          <Progress.Section value={now} color="blue.7" aria-label={t('progress.bar', { predicted: m(p.predicted_marks), target: m(p.target_marks) })} />
        )}
      </Progress.Root>
      {p.low !== null && p.high !== null && <Text size="sm">{t('progress.interval', { low: m(p.low), high: m(p.high), max: m(p.max_marks) })}</Text>}
      {p.baseline && p.gained !== null && (
        <Text size="sm">
          {t('progress.sinceStart', {
            signed: formatSignedMarks(p.gained, locale),
            baseline: m(p.baseline.marks),
            date: formatDay(indiaDay(p.baseline.at), locale),
          })}
        </Text>
      )}
    </>
  );
}

/** The India day (UTC+05:30) of an instant, `YYYY-MM-DD`. */
function indiaDay(iso: string): string {
  return new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
}
