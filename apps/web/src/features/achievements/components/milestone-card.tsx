import { Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlame, IconLock, IconPencil, IconTarget, IconTrendingUp, IconTrophy, IconClipboardCheck } from '@tabler/icons-react';
import type { Milestone } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { formatDate } from '@abhyas/domain';

const ICONS = {
  first_practice: IconPencil,
  chapter_mastered: IconTrophy,
  first_full_test: IconClipboardCheck,
  test_improvement: IconTrendingUp,
  target_reached: IconTarget,
  streak_7: IconFlame,
} as const;

/** Marks as shown: whole numbers plain, others with one decimal. */
export const marks = (x: number | undefined) => (x === undefined ? '' : Number.isInteger(x) ? String(x) : x.toFixed(1));

/** The translated title and sentence of a milestone (earned or locked), from its kind and data. */
export function useMilestoneText(m: Milestone): { title: string; text: string; action: string | null } {
  const { t } = useTranslation('achievements');
  const d = m.data;
  const target =
    d.target_kind === 'percentage'
      ? t('target.percentage', { value: d.target_value })
      : d.target_kind === 'percentile'
        ? t('target.percentile', { value: d.target_value })
        : t('target.score', { value: d.target_value });
  if (m.earned_at !== null) {
    switch (m.kind) {
      case 'first_practice':
        return { title: t('earned.first_practice.title'), text: t('earned.first_practice.text'), action: null };
      case 'chapter_mastered':
        return {
          title: t('earned.chapter_mastered.title', { chapter: d.chapter_name }),
          text: t('earned.chapter_mastered.text', { subject: d.subject_name, count: d.concepts_total }),
          action: null,
        };
      case 'first_full_test':
        return {
          title: t('earned.first_full_test.title'),
          text: t('earned.first_full_test.text', { test: d.test_name, score: marks(d.score), max: marks(d.max_marks) }),
          action: null,
        };
      case 'test_improvement':
        return {
          title: t('earned.test_improvement.title'),
          text: t('earned.test_improvement.text', {
            test: d.test_name,
            score: marks(d.score),
            max: marks(d.max_marks),
            previous: marks(d.previous_score),
            previousMax: marks(d.previous_max_marks),
            previousTest: d.previous_test_name,
          }),
          action: null,
        };
      case 'target_reached':
        return {
          title: t('earned.target_reached.title'),
          text:
            d.source === 'mock_test'
              ? t('earned.target_reached.test', { test: d.test_name, score: marks(d.score), max: marks(d.max_marks), target })
              : t('earned.target_reached.prediction', { score: marks(d.score), max: marks(d.max_marks), target }),
          action: null,
        };
      case 'streak_7':
        return { title: t('earned.streak_7.title', { days: d.days }), text: t('earned.streak_7.text', { days: d.days }), action: null };
    }
  }
  switch (m.kind) {
    case 'first_practice':
      return { title: t('next.first_practice.title'), text: t('next.first_practice.text'), action: t('next.first_practice.action') };
    case 'chapter_mastered':
      return d.chapter_name
        ? {
            title: t('next.chapter_mastered.title', { chapter: d.chapter_name }),
            text: t('next.chapter_mastered.text', { mastered: d.concepts_mastered, total: d.concepts_total }),
            action: t('next.chapter_mastered.action', { chapter: d.chapter_name }),
          }
        : { title: t('next.chapter_mastered.anyTitle'), text: t('next.chapter_mastered.anyText'), action: t('next.first_practice.action') };
    case 'first_full_test':
      return { title: t('next.first_full_test.title'), text: t('next.first_full_test.text'), action: t('next.first_full_test.action') };
    case 'test_improvement':
      return {
        title: t('next.test_improvement.title'),
        text:
          d.previous_score !== undefined
            ? t('next.test_improvement.beat', { score: marks(d.previous_score), max: marks(d.previous_max_marks), test: d.previous_test_name })
            : t('next.test_improvement.text'),
        action: t('next.first_full_test.action'),
      };
    case 'target_reached':
      if (m.blocked === 'no_target')
        return { title: t('next.target_reached.title'), text: t('next.target_reached.noTarget'), action: t('next.target_reached.plan') };
      if (m.blocked === 'percentile_target')
        return { title: t('next.target_reached.title'), text: t('next.target_reached.percentile', { target }), action: t('next.target_reached.readiness') };
      return {
        title: t('next.target_reached.title'),
        text:
          d.score !== undefined
            ? t('next.target_reached.best', { target, score: marks(d.score), max: marks(d.max_marks) })
            : t('next.target_reached.text', { target }),
        action: t('next.target_reached.readiness'),
      };
    case 'streak_7':
      return {
        title: t('next.streak_7.title', { days: d.days }),
        text: t('next.streak_7.text', { current: m.progress?.current ?? 0, days: d.days }),
        action: t('next.first_practice.action'),
      };
  }
}

/** An earned milestone: icon, title, the data behind it, its date, a link to see it. */
export function EarnedMilestone({ m }: { m: Milestone }) {
  const { t, i18n } = useTranslation('achievements');
  const { title, text } = useMilestoneText(m);
  const Icon = ICONS[m.kind];
  const date = formatDate(m.earned_at!, i18n.language);
  return (
    <Card component="li" withBorder padding="md" radius="md" data-testid={`earned-${m.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="xl" variant="light" color="teal" aria-hidden="true">
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="sm">{text}</Text>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">
              <time dateTime={new Date(m.earned_at!).toISOString()}>{t('earnedOn', { date })}</time>
            </Text>
            <Button component={InternalLink} href={m.link} variant="subtle" size="compact-sm" aria-label={t('seeName', { name: title })}>
              {t('see')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** A locked milestone: what it takes, progress where measurable, and the step toward it. */
export function NextMilestone({ m }: { m: Milestone }) {
  const { t } = useTranslation('achievements');
  const { title, text, action } = useMilestoneText(m);
  const Icon = ICONS[m.kind];
  const p = m.progress;
  return (
    <Card component="li" withBorder padding="md" radius="md" data-testid={`next-${m.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="xl" variant="light" color="gray" aria-hidden="true">
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5">
              {title}
            </Title>
            <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden="true" />}>
              {t('locked')}
            </Badge>
          </Group>
          <Text size="sm">{text}</Text>
          {p && p.goal > 1 ? (
            <Progress
              value={(100 * Math.min(p.current, p.goal)) / p.goal}
              size="sm"
              aria-label={t('progress', { current: p.current, goal: p.goal, name: title })}
            />
          ) : null}
          {action ? (
            <Button component={InternalLink} href={m.link} variant="light" size="compact-sm" style={{ alignSelf: 'flex-start' }}>
              {action}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
