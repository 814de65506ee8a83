import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Loader, Menu, Slider, Text, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipForward,
  IconRewindBackward10,
  IconRewindForward10,
  IconSettings,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useCaptionOptions, useMediaRemote, useMediaState, useVideoQualityOptions } from '@vidstack/react';
import { useTranslation } from 'react-i18next';
import {
  CONTROLS_HIDE_MS,
  QUALITY_OPTIONS,
  SEEK_STEP_S,
  seekTimeFromFraction,
  SKIP_INTRO_TARGET_S,
  skipIntroVisible,
  SPEED_OPTIONS,
  stepSeek,
  type QualityOption,
} from '@abhyas/domain';
import { clock } from '../lib/player-rules.ts';
import { CaptionsDisplay, CaptionsMenu } from './captions.tsx';
import classes from './video-player.module.css';

export interface PlayerControlsProps {
  /** The quality chosen for a single-file source (learning.md §3 quality options). */
  quality: QualityOption;
  /** A quality chosen from the list, for sources that do not adapt by themselves (self-hosted MP4). */
  onQualityChange(q: QualityOption): void;
  /** Hide the controls (a prompt or the end screen covers the player). */
  hidden?: boolean;
  /** The settings menu is open (the overlay's header has a settings button too). */
  settingsOpen: boolean;
  onSettingsChange(open: boolean): void;
  /** Prompts drawn over the video (resume, close, error). */
  children?: ReactNode;
}

/**
 * The player's own controls over Vidstack's state (learning.md §2 Video player controls, §4 Video):
 * play/pause, back and forward 10 s (clamped), a seek bar clamped to 0–100 %, time, mute, a
 * settings menu with speeds 0.5–2 and qualities (the stream's levels for HLS, the fixed list for a
 * single file), skip intro until 10 s, a spinner while buffering. Controls appear on pointer
 * movement or focus and hide 1.5 s later while playing; they stay while paused.
 */
export function PlayerControls({
  quality,
  onQualityChange,
  hidden = false,
  settingsOpen: menuOpen,
  onSettingsChange: setMenuOpen,
  children,
}: PlayerControlsProps) {
  const { t } = useTranslation('video');
  const remote = useMediaRemote();
  const paused = useMediaState('paused');
  const waiting = useMediaState('waiting');
  const canPlay = useMediaState('canPlay');
  const currentTime = useMediaState('currentTime');
  const duration = useMediaState('duration');
  const rate = useMediaState('playbackRate');
  const muted = useMediaState('muted');
  const started = useMediaState('started');
  const streamQualities = useVideoQualityOptions({ auto: t('quality.auto'), sort: 'descending' });
  const captionChoices = useCaptionOptions({ off: t('player.captionsOff') });
  const [visible, setVisible] = useState(true);
  const [introSkipped, setIntroSkipped] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const wake = () => {
    setVisible(true);
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
  };
  useEffect(() => () => void (hideTimer.current && clearTimeout(hideTimer.current)), []);
  // Playing starts the hide timer even before the pointer moves.
  useEffect(() => {
    if (paused) return;
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
  }, [paused]);
  const shown = !hidden && (visible || paused || menuOpen);

  const seekTo = (s: number) => remote.seek(s);
  const step = (direction: 1 | -1) => seekTo(stepSeek(currentTime, direction, duration, SEEK_STEP_S));
  const toggle = () => remote.togglePaused();
  const adaptive = streamQualities.length > 1;
  const showSkipIntro = !hidden && started && duration > SKIP_INTRO_TARGET_S && skipIntroVisible(currentTime, introSkipped);

  return (
    <div
      className={classes.chrome}
      data-visible={shown || undefined}
      onPointerMove={wake}
      onPointerDown={wake}
      onFocusCapture={wake}
      data-testid="player-chrome"
    >
      {(waiting || !canPlay) && !hidden && (
        <div className={classes.centre} role="status" aria-label={t('player.buffering')}>
          <Loader color="white" size="lg" />
        </div>
      )}
      {!hidden && canPlay && paused && !waiting && (
        <button type="button" className={classes.bigPlay} onClick={toggle} aria-label={t('player.play')}>
          <IconPlayerPlayFilled size={40} aria-hidden="true" />
        </button>
      )}
      {showSkipIntro && (
        <Button
          className={classes.skipIntro}
          variant="white"
          color="dark"
          size="sm"
          rightSection={<IconPlayerSkipForward size={16} aria-hidden="true" />}
          onClick={() => {
            setIntroSkipped(true);
            seekTo(Math.min(SKIP_INTRO_TARGET_S, duration));
          }}
        >
          {t('player.skipIntro')}
        </Button>
      )}
      <CaptionsDisplay lifted={shown} />
      {children}
      <Box className={classes.bar} data-shown={shown || undefined} aria-hidden={!shown || undefined}>
        <Slider
          aria-label={t('player.seek')}
          className={classes.seek}
          min={0}
          max={Math.max(1, duration)}
          step={0.1}
          value={Math.min(currentTime, Math.max(1, duration))}
          label={(v) => clock(v)}
          onChange={(v) => seekTo(seekTimeFromFraction(v / Math.max(1, duration), duration))}
          color="saffron"
          size="sm"
          thumbSize={14}
          disabled={!canPlay}
          tabIndex={shown ? 0 : -1}
          // The slider's own value text is read as a time, not a number.
          thumbLabel={t('player.position', { time: clock(currentTime), total: clock(duration) })}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
          <Group gap={4} wrap="nowrap">
            <ControlButton label={paused ? t('player.play') : t('player.pause')} onClick={toggle} shown={shown}>
              {paused ? <IconPlayerPlayFilled size={22} /> : <IconPlayerPauseFilled size={22} />}
            </ControlButton>
            <ControlButton label={t('player.back', { seconds: SEEK_STEP_S })} onClick={() => step(-1)} shown={shown}>
              <IconRewindBackward10 size={22} />
            </ControlButton>
            <ControlButton label={t('player.forward', { seconds: SEEK_STEP_S })} onClick={() => step(1)} shown={shown}>
              <IconRewindForward10 size={22} />
            </ControlButton>
            <ControlButton label={muted ? t('player.unmute') : t('player.mute')} onClick={() => remote.toggleMuted()} shown={shown}>
              {muted ? <IconVolumeOff size={22} /> : <IconVolume size={22} />}
            </ControlButton>
            <Text size="sm" c="white" className={classes.time} data-testid="player-time">
              {clock(currentTime)} / {clock(duration)}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <CaptionsMenu choices={captionChoices} shown={shown} />
            <Menu position="top-end" withinPortal={false} opened={menuOpen} onChange={setMenuOpen} closeOnItemClick>
              <Menu.Target>
                <ActionIcon variant="subtle" color="white" size="lg" aria-label={t('player.settings')} tabIndex={shown ? 0 : -1}>
                  <IconSettings size={22} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown className={classes.menu}>
                <Menu.Label>{t('player.speed')}</Menu.Label>
                {SPEED_OPTIONS.map((s) => (
                  <Option key={s} current={rate === s} label={s === 1 ? t('player.normalSpeed') : `${s}×`} onClick={() => remote.changePlaybackRate(s)} />
                ))}
                <Menu.Divider />
                <Menu.Label>{t('player.quality')}</Menu.Label>
                {adaptive
                  ? streamQualities.map((q) => (
                      // While Auto is chosen, only Auto is marked (Vidstack also flags the level it is playing).
                      <Option
                        key={q.value}
                        current={q.value === 'auto' ? q.selected : q.selected && !q.autoSelected}
                        label={q.label}
                        onClick={() => q.select()}
                      />
                    ))
                  : QUALITY_OPTIONS.map((q) => (
                      <Option key={q} current={quality === q} label={q === 'auto' ? t('quality.auto') : q} onClick={() => onQualityChange(q)} />
                    ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </Box>
    </div>
  );
}

/** A speed or quality choice: the current one is bold with a check mark, and says so to screen readers. */
function Option({ label, current, onClick }: { label: string; current: boolean; onClick: () => void }) {
  const { t } = useTranslation('video');
  return (
    <Menu.Item
      onClick={onClick}
      fw={current ? 700 : 400}
      leftSection={current ? <IconCheck size={16} aria-hidden="true" /> : <span style={{ width: 16, display: 'inline-block' }} />}
      aria-label={current ? t('player.currentOption', { option: label }) : label}
    >
      {label}
    </Menu.Item>
  );
}

function ControlButton({ label, onClick, shown, children }: { label: string; onClick: () => void; shown: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label} withinPortal={false} openDelay={400}>
      <ActionIcon variant="subtle" color="white" size="lg" aria-label={label} onClick={onClick} tabIndex={shown ? 0 : -1}>
        <span aria-hidden="true" style={{ display: 'contents' }}>
          {children}
        </span>
      </ActionIcon>
    </Tooltip>
  );
}
