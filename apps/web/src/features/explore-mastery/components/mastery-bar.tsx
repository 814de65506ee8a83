import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconProgress, IconAlertCircle } from '@tabler/icons-react';
import type { MasteryRollupView } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';

/** Colour and icon per state; the state is always also written out, never shown by colour alone. */
const LOOK = {
  not_started: { color: 'gray', Icon: IconCircleDashed },
  weak: { color: 'red', Icon: IconAlertCircle },
  developing: { color: 'yellow', Icon: IconProgress },
  mastered: { color: 'teal', Icon: IconCircleCheck },
} as const;

export interface MasteryBarProps {
  /** The node's name, for the bar's accessible label ("Physics: mastery 46 %"). */
  name: string;
  mastery: MasteryRollupView;
}

/**
 * A node's mastery (issue 18 §4): the state as a labelled badge, the percentage, a progress bar
 * labelled with the node's name, and "n of m concepts practised". A node not started shows an empty
 * bar and says so.
 */
export function MasteryBar({ name, mastery }: MasteryBarProps) {
  const { t } = useTranslation('mastery');
  const look = LOOK[mastery.state];
  const percent = mastery.percent;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Badge color={look.color} variant="light" leftSection={<look.Icon size={14} aria-hidden="true" />} tt="none">
          {t(`state.${mastery.state}`)}
        </Badge>
        <Text fw={700} size="lg" aria-hidden="true">
          {percent === null ? '–' : t('percent', { percent })}
        </Text>
      </Group>
      <Progress
        value={percent ?? 0}
        color={look.color}
        size="lg"
        radius="xl"
        aria-label={percent === null ? t('bar.notStarted', { name }) : t('bar.label', { name, percent })}
      />
      <Text size="sm" c="dimmed">
        {mastery.concepts_total === 0 ? t('concepts.none') : t('concepts.practised', { practised: mastery.concepts_practised, total: mastery.concepts_total })}
        {mastery.concepts_mastered > 0 ? ` · ${t('concepts.mastered', { count: mastery.concepts_mastered })}` : ''}
      </Text>
    </Stack>
  );
}
