import { Group, Modal } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconHeart, IconHeartFilled, IconRepeat, IconSettings, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reactions } from '../hooks/use-reactions.ts';
import { HeaderButton } from './overlay-parts.tsx';
import classes from './video-player.module.css';

export interface OverlayHeaderProps {
  title: string;
  /** Public content: no like or bookmark buttons (learning.md §6). */
  isPublic: boolean;
  reactions: Reactions;
  /** The settings button is hidden (a prompt, the end screen or the practice frame covers the player). */
  settingsHidden: boolean;
  settingsOpen: boolean;
  /** Replay is hidden (the video could not load). */
  replayHidden?: boolean;
  onSettings(): void;
  onReplay(): void;
  onClose(): void;
}

/** The overlay's header (learning.md §2 Video overlay): the title, then bookmark, like, settings, replay and close. */
export function OverlayHeader(p: OverlayHeaderProps) {
  const { t } = useTranslation('video');
  const { reactions } = p;
  return (
    <header className={classes.header}>
      {/* The modal's title: it names the dialog for screen readers. */}
      <Modal.Title className={classes.title}>{p.title}</Modal.Title>
      <Group gap={4} wrap="nowrap">
        {!p.isPublic && (
          <>
            <HeaderButton
              label={reactions.bookmarked ? t('overlay.removeBookmark') : t('overlay.bookmark')}
              pressed={reactions.bookmarked}
              busy={reactions.bookmarkInprogress}
              onClick={reactions.toggleBookmark}
            >
              {reactions.bookmarked ? <IconBookmarkFilled size={22} /> : <IconBookmark size={22} />}
            </HeaderButton>
            <HeaderButton
              label={reactions.liked ? t('overlay.unlike') : t('overlay.like')}
              pressed={reactions.liked}
              busy={reactions.likeInprogress}
              onClick={reactions.toggleLike}
            >
              {reactions.liked ? <IconHeartFilled size={22} /> : <IconHeart size={22} />}
            </HeaderButton>
          </>
        )}
        <HeaderButton label={t('player.settings')} expanded={p.settingsOpen} onClick={p.onSettings} hidden={p.settingsHidden}>
          <IconSettings size={22} />
        </HeaderButton>
        <HeaderButton label={t('overlay.replay')} onClick={p.onReplay} hidden={p.replayHidden}>
          <IconRepeat size={22} />
        </HeaderButton>
        <HeaderButton label={t('overlay.close')} onClick={p.onClose} initialFocus>
          <IconX size={22} />
        </HeaderButton>
      </Group>
    </header>
  );
}
