import { useEffect, useRef, useState } from 'react';
import { TILE_PREVIEW_DELAY_MS, TILE_PREVIEW_REVERT_MS } from '@abhyas/domain';

/**
 * A tile's preview (learning.md §4 Tiles, §9): shown after 550 ms of hover (or focus), back to the
 * thumbnail after 10 s or when the pointer leaves. Does nothing without a preview.
 */
export function useHoverPreview(enabled: boolean): { showing: boolean; start(): void; stop(): void } {
  const [showing, setShowing] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(() => clear, []);
  return {
    showing,
    start() {
      if (!enabled) return;
      clear();
      timers.current.push(
        setTimeout(() => {
          setShowing(true);
          timers.current.push(setTimeout(() => setShowing(false), TILE_PREVIEW_REVERT_MS));
        }, TILE_PREVIEW_DELAY_MS),
      );
    },
    stop() {
      clear();
      setShowing(false);
    },
  };
}
