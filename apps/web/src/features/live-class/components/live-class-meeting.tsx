import { Alert, Box, Button, Card, Center, Loader, Overlay, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconRefresh, IconVideoOff } from '@tabler/icons-react';
import type { LiveClassJoin } from '@abhyas/contracts';
import { formatDateTime } from '@abhyas/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../../lib/api-client.ts';
import { serverNow } from '../../../lib/time-sync.ts';
import { useJoinLiveClass, useLiveClasses } from '../api/live-classes.ts';
import { jitsiMeetingUrl, MEETING_ALLOW } from '../utils/jitsi-url.ts';

/** Waits longer than this are not timed: the student comes back, or presses Try again. */
const MAX_TIMER_MS = 12 * 60 * 60_000;

/** Why a 423 locked the class, and when it opens when the answer or the class list says. */
export function lockOf(error: ApiError): { reason: 'not_open_yet' | 'ended'; opensAt: number | null } {
  const detail = (error.details[0] ?? {}) as { reason?: unknown; opens_at?: unknown };
  const opensAt = typeof detail.opens_at === 'number' && Number.isFinite(detail.opens_at) ? detail.opens_at : null;
  return { reason: detail.reason === 'ended' ? 'ended' : 'not_open_yet', opensAt };
}

/**
 * The lock overlay (platform.md §2.4: "Locked live-class content shows a lock overlay with an
 * optional message"): over the place of the meeting, when it opens or that it has ended.
 */
function LockOverlay({ liveClassId, error, onRetry, height }: { liveClassId: string; error: ApiError; onRetry: () => void; height: string }) {
  const { t, i18n } = useTranslation('live-class');
  const lock = lockOf(error);
  // The student's list knows when the class opens when the refusal does not say.
  const list = useLiveClasses(lock.reason === 'not_open_yet' && lock.opensAt === null);
  const opensAt = lock.opensAt ?? list.data?.find((c) => c.id === liveClassId)?.opens_at ?? null;
  // Ask again when the window opens, so a waiting student is let in without reloading.
  useEffect(() => {
    if (lock.reason !== 'not_open_yet' || opensAt === null) return;
    const wait = opensAt - serverNow() + 1_000;
    if (wait <= 0 || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(onRetry, wait);
    return () => clearTimeout(timer);
  }, [lock.reason, opensAt, onRetry]);
  const message =
    lock.reason === 'ended' ? t('lock.ended') : opensAt !== null ? t('lock.opensAt', { when: formatDateTime(opensAt, i18n.language) }) : t('lock.notOpenYet');
  return (
    <Box pos="relative" h={height} mih={280} bg="gray.2" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} data-testid="live-lock">
      <Overlay color="#1a1b1e" backgroundOpacity={0.55} blur={2} zIndex={1} />
      <Center pos="absolute" inset={0} p="md" style={{ zIndex: 2 }}>
        <Card radius="md" padding="lg" maw={420} w="100%" shadow="md">
          <Stack gap="sm" align="center" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden="true">
              <IconLock size={26} />
            </ThemeIcon>
            <Title order={2} size="h4">
              {lock.reason === 'ended' ? t('lock.endedTitle') : t('lock.title')}
            </Title>
            <Text role="status">{message}</Text>
            {lock.reason === 'not_open_yet' ? (
              <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
                {t('lock.retry')}
              </Button>
            ) : null}
          </Stack>
        </Card>
      </Center>
    </Box>
  );
}

/** The meeting itself: Jitsi Meet in an iframe, on the class's room, with the caller's name. */
function MeetingFrame({ join, height }: { join: LiveClassJoin; height: string }) {
  const { t } = useTranslation('live-class');
  const src = useMemo(() => {
    try {
      return jitsiMeetingUrl(join);
    } catch {
      return null;
    }
  }, [join]);
  if (src === null) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} title={t('error.title')}>
        {t('error.server')}
      </Alert>
    );
  }
  return (
    <iframe
      src={src}
      title={t('meeting.frameTitle', { title: join.live_class.title })}
      allow={MEETING_ALLOW}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ width: '100%', height, minHeight: 320, border: 0, borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
      data-testid="live-frame"
    />
  );
}

export interface LiveClassMeetingProps {
  liveClassId: string;
  /** Joined by the class's teacher or an admin: the account token. */
  asTeacher: boolean;
  /** The meeting's height (CSS). */
  height: string;
}

/**
 * Joins a live class (GET /api/live-classes/{id}/join) and embeds its meeting; outside the join
 * window the lock overlay (423 LIVE_CLASS_LOCKED: when it opens, or that it ended); with no
 * meeting provider configured a plain explanation (503); not found (404); other failures with a retry.
 */
export function LiveClassMeeting({ liveClassId, asTeacher, height }: LiveClassMeetingProps) {
  const { t } = useTranslation('live-class');
  const q = useJoinLiveClass(liveClassId, asTeacher);
  const retry = () => void q.refetch();
  if (q.isPending)
    return (
      <Center mih={280}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text role="status">{t('meeting.joining')}</Text>
        </Stack>
      </Center>
    );
  if (q.isError) {
    const e = q.error;
    if (isApiError(e) && e.status === 423) return <LockOverlay liveClassId={liveClassId} error={e} onRetry={retry} height={height} />;
    if (isApiError(e) && e.status === 503)
      return (
        <Alert
          color="gray"
          variant="light"
          icon={<IconVideoOff aria-hidden="true" />}
          title={t('unconfigured.title')}
          role="alert"
          data-testid="live-unconfigured"
        >
          {t('unconfigured.text')}
        </Alert>
      );
    if (isApiError(e) && e.status === 404)
      return (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />} title={t('notFound.title')} role="alert" data-testid="live-not-found">
          {t('notFound.text')}
        </Alert>
      );
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={t('error.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{isApiError(e) && e.status === 401 ? t('error.signIn') : t('error.text')}</Text>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={retry}>
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <MeetingFrame join={q.data} height={height} />;
}
