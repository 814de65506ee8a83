import { Anchor, Button, Center, Group, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCalendarTime, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown.ts';
import { formatHms } from '../utils/clock.ts';
import { formatMoment } from '../utils/format-time.ts';
import type { EntryState } from '../utils/schedule-view.ts';

/**
 * A scheduled test that cannot be started now (learning.md §4 Tests "Schedule states"): not yet
 * live (with the opening time and a countdown; `onOpen` is called when it reaches zero), locked
 * for new attempts, or over.
 */
export function ScheduleNotice({ name, state, onOpen }: { name: string; state: Exclude<EntryState, { kind: 'open' }>; onOpen: () => void }) {
  const { t, i18n } = useTranslation('test');
  const opensAt = state.kind === 'not_begun' ? state.opensAt : 0;
  const left = useCountdown(opensAt);
  const opened = useRef(false);
  useEffect(() => {
    if (state.kind === 'not_begun' && left === 0 && !opened.current) {
      opened.current = true;
      onOpen();
    }
  }, [left, state.kind, onOpen]);
  const at = formatMoment(state.kind === 'not_begun' ? state.opensAt : state.kind === 'locked' ? state.lockedAt : state.endedAt, i18n.language);
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color={state.kind === 'not_begun' ? 'blue' : 'gray'}>
            {state.kind === 'not_begun' ? <IconCalendarTime size={36} aria-hidden="true" /> : <IconLock size={36} aria-hidden="true" />}
          </ThemeIcon>
          <Title order={1} size="h3">
            {name}
          </Title>
          <Text fw={700}>{t(`schedule.${state.kind}.title`)}</Text>
          <Text>{t(`schedule.${state.kind}.body`, { time: at })}</Text>
          {state.kind === 'not_begun' && (
            <Text role="timer" aria-live="off" size="xl" fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('schedule.opensIn', { time: formatHms(left) })}
            </Text>
          )}
          <Anchor component={Link} to="/test/home">
            {t('result.testHome')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * The scheduled-result modal (learning.md §4 Session flow: a finished scheduled test whose result
 * is not yet available): the test is submitted, the result comes with the answer key at
 * `publishAt`. There is no provisional score: the server seals the result, score included, until
 * then (decision 017).
 */
export function ScheduledResultModal({ opened, publishAt, onClose }: { opened: boolean; publishAt: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('test');
  return (
    <Modal opened={opened} onClose={onClose} title={t('scheduledResult.title')} centered>
      <Stack>
        <Text>{t('scheduledResult.body', { time: formatMoment(publishAt, i18n.language) })}</Text>
        <Group justify="flex-end">
          <Button component={Link} to="/test/home">
            {t('result.testHome')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
