import { ActionIcon, Alert, Box, Button, Drawer, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import type { PracticeGamepadResponse } from '@abhyas/contracts';
import type { GamepadState } from '@abhyas/domain';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPracticeGamepad } from '../api/practice-api.ts';
import { practiceKeys } from '../api/paths.ts';
import { formatClock } from '../lib/timer.ts';

/**
 * Each state's colour, for the number's square (a tint and a border; the number and the state's
 * words stay dark on light, so contrast never depends on the colour, and colour is never the only sign).
 */
const STATE_COLOR: Record<GamepadState, string> = {
  correct: 'green',
  partial: 'yellow',
  incorrect: 'red',
  revealed: 'violet',
  retry: 'orange',
  skipped: 'gray',
  open: 'blue',
};

type Entry = PracticeGamepadResponse['questions'][number];

/**
 * The practice gamepad (learning.md §2 "gamepad open", §4; issue 24 §2): a button beside the
 * question's timer that opens a drawer with the session's questions so far, numbered in the order
 * they came, each with its state written out (right, partly right, wrong, solution seen, second try
 * waiting, skipped, on screen), its badge, time and whether a hint was used, and the counts at the
 * top. Read from `GET /v1/practice/{sessionId}/gamepad` each time it opens (loading, error with
 * retry, and empty states). Practice is adaptive, so the gamepad shows where the student has been
 * rather than letting them jump ahead.
 */
export function PracticeGamepad({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('practice');
  const [opened, setOpened] = useState(false);
  const pad = useQuery({
    queryKey: practiceKeys.gamepad(sessionId),
    queryFn: () => fetchPracticeGamepad(sessionId),
    enabled: opened,
    staleTime: 0,
  });
  const entries = pad.data?.questions ?? [];
  const count = (...states: GamepadState[]) => entries.filter((e) => states.includes(e.state)).length;
  return (
    <>
      <Tooltip label={t('gamepad.open')}>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => setOpened(true)}
          aria-label={t('gamepad.open')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          data-testid="gamepad-open"
        >
          <IconLayoutGrid size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="min(24rem, 100%)"
        title={
          <Text fw={700} component="h2" m={0} size="lg">
            {t('gamepad.title')}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('gamepad.close') }}
      >
        {pad.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('gamepad.loading')}</Text>
          </Group>
        ) : pad.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('gamepad.failed')}>
            <Button size="compact-sm" variant="light" color="red" mt="xs" onClick={() => void pad.refetch()}>
              {t('gamepad.retry')}
            </Button>
          </Alert>
        ) : entries.length === 0 ? (
          <Text c="dimmed">{t('gamepad.empty')}</Text>
        ) : (
          <Stack gap="md">
            <Text size="sm" data-testid="gamepad-counts">
              {t('gamepad.counts', { right: count('correct', 'partial'), wrong: count('incorrect'), skipped: count('skipped') })}
            </Text>
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('gamepad.title')} data-testid="gamepad-list">
              {entries.map((e) => (
                <GamepadRow key={e.code} entry={e} />
              ))}
            </Stack>
          </Stack>
        )}
      </Drawer>
    </>
  );
}

/** One question: its number in a square of its state's colour, the state in words, and its details. */
function GamepadRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation('practice');
  const details = [
    entry.badge ? t(`badge.${entry.badge}`, { defaultValue: entry.badge }) : null,
    entry.time_spent !== null ? formatClock(Math.round(entry.time_spent)) : null,
    entry.hint_used ? t('gamepad.hintUsed') : null,
  ].filter(Boolean);
  return (
    <Group component="li" gap="sm" wrap="nowrap" data-state={entry.state} data-code={entry.code} aria-current={entry.state === 'open' ? 'step' : undefined}>
      <Box
        aria-hidden="true"
        w={32}
        h={32}
        style={{
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          borderRadius: 6,
          border: `2px ${entry.state === 'open' ? 'dashed' : 'solid'} var(--mantine-color-${STATE_COLOR[entry.state]}-7)`,
          background: `var(--mantine-color-${STATE_COLOR[entry.state]}-0)`,
          color: 'var(--mantine-color-dark-9)',
          fontWeight: 700,
          fontSize: 14,
        }}
      >
        {entry.number}
      </Box>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {t('gamepad.question', { n: entry.number })}:
          </Text>
          <Text size="sm" c="dark.7">
            {t(`gamepad.state.${entry.state}`)}
          </Text>
        </Group>
        {details.length > 0 && (
          <Text size="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
