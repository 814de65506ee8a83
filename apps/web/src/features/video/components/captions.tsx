import { ActionIcon, Menu } from '@mantine/core';
import { IconBadgeCc, IconBadgeCcFilled, IconCheck } from '@tabler/icons-react';
import { Track, useActiveTextCues, useActiveTextTrack } from '@vidstack/react';
import { useTranslation } from 'react-i18next';
import type { VideoDetail } from '@abhyas/contracts';
import classes from './video-player.module.css';

export type CaptionTrack = VideoDetail['captions'][number];

/**
 * The caption track shown when a video opens (issue 16 §4): the one in the interface language
 * (`hi-IN` matches `hi`), else none — the student turns another on from the captions menu.
 */
export function defaultCaptionLanguage(tracks: readonly CaptionTrack[], locale: string): string | null {
  const lang = locale.toLowerCase().split(/[-_]/u)[0];
  return tracks.find((t) => t.language.toLowerCase() === lang)?.language ?? null;
}

/** The video's caption tracks for Vidstack (inside `MediaProvider`), which adds them to the video as `<track kind="captions">`. */
export function CaptionTracks({ tracks, initial }: { tracks: readonly CaptionTrack[]; initial: string | null }) {
  return (
    <>
      {tracks.map((c) => (
        <Track
          key={c.language}
          id={`captions-${c.language}`}
          kind="captions"
          src={c.src}
          label={c.label}
          lang={c.language}
          type="vtt"
          default={c.language === initial}
        />
      ))}
    </>
  );
}

/** One entry of the captions menu: Off or a track (Vidstack's caption options have this shape). */
export interface CaptionChoice {
  /** `off` or the track's id. */
  value: string;
  label: string;
  selected: boolean;
  select(): void;
}

/**
 * The captions button and menu (issue 16 §4): Off and one entry per track, each track named in its
 * own language ("English", "हिन्दी"); the current one is checked. Shown only when the video has tracks.
 */
export function CaptionsMenu({ choices, shown }: { choices: readonly CaptionChoice[]; shown: boolean }) {
  const { t } = useTranslation('video');
  if (choices.filter((c) => c.value !== 'off').length === 0) return null;
  const current = choices.find((c) => c.selected && c.value !== 'off');
  return (
    <Menu position="top-end" withinPortal={false} closeOnItemClick>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="white"
          size="lg"
          aria-label={current ? t('player.captionsCurrent', { track: current.label }) : t('player.captions')}
          aria-pressed={current !== undefined}
          tabIndex={shown ? 0 : -1}
          data-testid="captions-button"
        >
          {current ? <IconBadgeCcFilled size={22} aria-hidden="true" /> : <IconBadgeCc size={22} aria-hidden="true" />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown className={classes.menu}>
        <Menu.Label>{t('player.captions')}</Menu.Label>
        {choices.map((c) => {
          const label = c.value === 'off' ? t('player.captionsOff') : c.label;
          return (
            <Menu.Item
              key={c.value}
              onClick={() => c.select()}
              fw={c.selected ? 700 : 400}
              leftSection={c.selected ? <IconCheck size={16} aria-hidden="true" /> : <span style={{ width: 16, display: 'inline-block' }} />}
              aria-label={c.selected ? t('player.currentOption', { option: label }) : label}
            >
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The active caption cue drawn over the video, in the track's language (its script's font follows `lang`). */
export function CaptionsDisplay({ lifted }: { lifted: boolean }) {
  const track = useActiveTextTrack('captions');
  const cues = useActiveTextCues(track);
  if (!track || cues.length === 0) return null;
  return (
    <div className={classes.captions} data-lifted={lifted || undefined} aria-live="off">
      {cues.map((cue, i) => (
        <span key={`${cue.startTime}-${i}`} className={classes.cue} lang={track.language} data-testid="caption-cue">
          {cue.text}
        </span>
      ))}
    </div>
  );
}
