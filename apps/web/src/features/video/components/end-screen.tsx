import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Card, Group, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBook2, IconClipboardList, IconPencil, IconPlayerPlayFilled, IconRepeat, IconX } from '@tabler/icons-react';
import type { RecommendationSection, RecommendedItem, RecommendedVideo } from '@abhyas/contracts/learn/recommendations';
import { AUTOPLAY_STEP_MS, countdownStep, END_SCREEN_SOURCE_REFERENCE, startCountdown } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { clock } from '../lib/player-rules.ts';
import classes from './end-screen.module.css';

export interface EndScreenProps {
  /** The next lesson (first item of `data.autoplay`), or null. */
  next: RecommendedVideo | null;
  sections: RecommendationSection[];
  onReplay(): void;
  onClose(): void;
  /** Plays another video in the overlay. */
  onPlay(videoId: string): void;
  /** Leaves the overlay for a page (practice, test). */
  onNavigate(href: string): void;
  /** The check for understanding of this video (a CFUPractice link), or null when it has no questions. */
  checkHref?: string | null | undefined;
}

/** Where a recommended tile leads (learning.md §2: chapter destinations carry source_reference). */
export function recommendationHref(item: RecommendedItem): string | null {
  const ref = `source_reference=${END_SCREEN_SOURCE_REFERENCE}`;
  if (item.type === 'Practice') return `/practice/summary/${encodeURIComponent(item.id)}?${ref}`;
  if (item.type === 'Test') return `/test/summary/${encodeURIComponent(item.id)}?${ref}`;
  return null;
}

/**
 * The end-of-video screen (learning.md §2, §4 Video): recommendation sections (name and a slider of
 * tiles), the autoplay card bottom right counting down from 5 (hovering or focusing it cancels and
 * changes the message; a new next video restarts it), Replay bottom left, close top right; first,
 * when the video has questions, the check for understanding (issue 24 §2).
 *
 * Hovering means a mouse moving over the card. The card appears where the player's control bar was,
 * so a pointer left resting there (after the seek bar or the settings) is under it from the start;
 * the browser then reports the pointer entering the card although nobody moved it, and counting
 * that as a hover cancelled autoplay at once (issue 15). A touch on the card is not a hover either.
 */
export function EndScreen({ next, sections, onReplay, onClose, onPlay, onNavigate, checkHref = null }: EndScreenProps) {
  const { t } = useTranslation('video');
  const nextId = next?.id ?? null;
  const [count, setCount] = useState(() => startCountdown(nextId));
  // A new next video restarts the countdown (learning.md §4).
  if (count.nextId !== nextId) setCount(countdownStep(count, { kind: 'next', nextId }).countdown);

  useEffect(() => {
    if (count.cancelled || count.nextId === null || count.remaining <= 0) return;
    const id = setTimeout(() => {
      const step = countdownStep(count, { kind: 'tick' });
      setCount(step.countdown);
      if (step.play && step.countdown.nextId) onPlay(step.countdown.nextId);
    }, AUTOPLAY_STEP_MS);
    return () => clearTimeout(id);
  }, [count, onPlay]);

  const cancel = () => {
    if (!count.cancelled) setCount(countdownStep(count, { kind: 'hover' }).countdown);
  };
  // Where the mouse was first seen over the card: moving away from there is a hover.
  const firstSeen = useRef<{ x: number; y: number } | null>(null);
  const onPointer = (e: React.PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    const at = { x: e.clientX, y: e.clientY };
    const from = (firstSeen.current ??= at);
    if (e.type === 'pointermove' && (e.movementX !== 0 || e.movementY !== 0 || at.x !== from.x || at.y !== from.y)) cancel();
  };
  const shown = sections.filter((s) => s.content.length > 0 && !(s.section_id === 'next_video'));

  return (
    <div className={classes.screen} role="region" aria-label={t('end.label')} data-testid="end-screen">
      <ActionIcon className={classes.close} variant="filled" color="dark" size="xl" radius="xl" onClick={onClose} aria-label={t('overlay.close')}>
        <IconX size={22} aria-hidden="true" />
      </ActionIcon>
      <ScrollArea className={classes.body} type="auto">
        <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} pt={{ base: 56, sm: 'xl' }}>
          <Title order={2} size="h3" c="white">
            {t('end.title')}
          </Title>
          {checkHref && (
            <Card radius="md" padding="md" data-testid="understanding-check">
              <Group justify="space-between" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Text fw={700}>{t('end.check.title')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('end.check.text')}
                  </Text>
                </Stack>
                <Button leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onNavigate(checkHref)}>
                  {t('end.check.action')}
                </Button>
              </Group>
            </Card>
          )}
          {shown.length === 0 && !checkHref && <Text c="gray.3">{t('end.noRecommendations')}</Text>}
          {shown.map((section) => (
            <section key={section.section_id} aria-labelledby={`end-${section.section_id}`}>
              <Title order={3} size="h5" c="white" mb="xs" id={`end-${section.section_id}`}>
                {t(`end.section.${section.section_id}`, { defaultValue: section.section_name })}
              </Title>
              <ul className={classes.slider} aria-labelledby={`end-${section.section_id}`}>
                {section.content.map((item) => (
                  <li key={`${item.type}-${item.id}`} className={classes.slide}>
                    <RecommendationTile item={item} onPlay={onPlay} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Stack>
      </ScrollArea>
      <div className={classes.footer}>
        <Button variant="white" color="dark" leftSection={<IconRepeat size={18} aria-hidden="true" />} onClick={onReplay}>
          {t('end.replay')}
        </Button>
        {next && (
          <Card
            className={classes.autoplay}
            padding="sm"
            radius="md"
            onPointerEnter={onPointer}
            onPointerMove={onPointer}
            onFocusCapture={cancel}
            data-testid="autoplay-card"
          >
            <Group gap="sm" wrap="nowrap" align="center">
              <div className={classes.autoThumb}>
                <Thumb src={next.thumb} />
              </div>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed" aria-live="polite" data-testid="autoplay-message">
                  {count.cancelled ? t('end.upNext') : t('end.playingIn', { seconds: count.remaining })}
                </Text>
                <Text fw={700} size="sm" lineClamp={2}>
                  {next.title}
                </Text>
                <Button
                  size="compact-sm"
                  mt={4}
                  leftSection={<IconPlayerPlayFilled size={14} aria-hidden="true" />}
                  onClick={() => onPlay(next.id)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('end.playNow')}
                </Button>
              </Stack>
            </Group>
          </Card>
        )}
      </div>
    </div>
  );
}

/** A video thumbnail, or a play mark when there is none or it fails to load (remote images offline). */
function Thumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <IconPlayerPlayFilled size={28} aria-hidden="true" />;
  return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** One recommended item: a video plays in the overlay, practice and tests lead to their pages. */
export function RecommendationTile({ item, onPlay, onNavigate }: { item: RecommendedItem; onPlay: (id: string) => void; onNavigate: (href: string) => void }) {
  const { t } = useTranslation('video');
  const open = () => {
    if (item.type === 'Video') onPlay(item.id);
    else {
      const href = recommendationHref(item);
      if (href) onNavigate(href);
    }
  };
  const meta =
    item.type === 'Video'
      ? clock(item.length)
      : item.type === 'Practice'
        ? t('end.questions', { count: item.question_count })
        : t('end.testMeta', { minutes: Math.ceil(item.duration / 60), count: item.question_count });
  return (
    <UnstyledButton className={classes.tile} onClick={open} aria-label={`${t(`end.kind.${item.type}`)}: ${item.title} (${meta})`}>
      <div className={classes.tileThumb} data-kind={item.type}>
        {item.type === 'Video' ? (
          <Thumb src={item.thumb} />
        ) : item.type === 'Practice' ? (
          <IconBook2 size={28} aria-hidden="true" />
        ) : (
          <IconClipboardList size={28} aria-hidden="true" />
        )}
      </div>
      <Text size="sm" fw={600} lineClamp={2} c="white" mt={6}>
        {item.title}
      </Text>
      <Text size="xs" c="gray.4">
        {t(`end.kind.${item.type}`)} · {meta}
      </Text>
    </UnstyledButton>
  );
}
