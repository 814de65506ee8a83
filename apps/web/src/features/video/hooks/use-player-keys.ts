import { useEffect, useRef, type RefObject } from 'react';
import type { MediaPlayerInstance } from '@vidstack/react';
import { SEEK_STEP_S, stepSeek } from '@abhyas/domain';

/** Arrow-key seeks made within this many ms are applied as one seek (ms). */
export const KEY_SEEK_SETTLE_MS = 150;

/**
 * The overlay's keyboard shortcuts (learning.md §2 Video player controls): Escape runs the close
 * flow; Space or k plays and pauses (Space not on a button), ←/j and →/l step 10 s, m mutes. Keys
 * are ignored while `blocked` (a prompt, the end screen, the practice frame) and inside inputs,
 * sliders and menus. `onSeeked` tells the hook where the player landed (a burst of arrow presses
 * is one seek, applied when the keys pause).
 */
export function usePlayerKeys(player: RefObject<MediaPlayerInstance | null>, opts: { blocked: boolean; onEscape(): void; onToggleMute(): void }) {
  const seekTarget = useRef<number | null>(null);
  const seekTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (seekTimer.current) clearTimeout(seekTimer.current);
    },
    [],
  );

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      opts.onEscape();
      return;
    }
    const target = e.target as HTMLElement;
    if (opts.blocked || target.closest('input, textarea, [role="slider"], [role="menu"], [role="menuitem"], [role="menuitemradio"]')) return;
    const pl = player.current;
    if (!pl) return;
    const onButton = target.closest('button, a') !== null;
    if ((e.key === ' ' && !onButton) || e.key === 'k') {
      e.preventDefault();
      if (pl.paused) pl.play().catch(() => undefined);
      else pl.pause().catch(() => undefined);
    } else if (e.key === 'ArrowLeft' || e.key === 'j' || e.key === 'ArrowRight' || e.key === 'l') {
      e.preventDefault();
      // Quick presses add up (each step starts from the previous target) and the player seeks once,
      // when the keys pause: one seek for a burst, whatever the player does with queued requests.
      const from = seekTarget.current ?? pl.currentTime;
      seekTarget.current = stepSeek(from, e.key === 'ArrowLeft' || e.key === 'j' ? -1 : 1, pl.state.duration, SEEK_STEP_S);
      if (seekTimer.current) clearTimeout(seekTimer.current);
      seekTimer.current = setTimeout(() => {
        seekTimer.current = null;
        if (seekTarget.current !== null && player.current) player.current.currentTime = seekTarget.current;
      }, KEY_SEEK_SETTLE_MS);
    } else if (e.key === 'm') {
      opts.onToggleMute();
    }
  };

  /** The player finished a seek at `timeS`: a key burst that landed there is done. */
  const onSeeked = (timeS: number) => {
    if (seekTimer.current === null && seekTarget.current !== null && Math.abs(seekTarget.current - timeS) < 0.5) seekTarget.current = null;
  };

  return { onKeyDown, onSeeked };
}
