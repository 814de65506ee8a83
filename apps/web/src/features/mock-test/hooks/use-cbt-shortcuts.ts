import { useEffect, useRef } from 'react';

/** The CBT keyboard shortcuts (documented on the instruction screen): Alt + the key. */
export const CBT_SHORTCUTS = {
  KeyS: 'saveNext',
  KeyM: 'markReview',
  KeyC: 'clear',
  KeyB: 'back',
  KeyN: 'next',
  KeyP: 'palette',
  KeyQ: 'paper',
  KeyU: 'submit',
  KeyT: 'time',
} as const;
export type CbtShortcut = (typeof CBT_SHORTCUTS)[keyof typeof CBT_SHORTCUTS];

/** Calls `onShortcut` for Alt+S/M/C/B/N/P/Q/U/T (by physical key, so layouts and macOS Option work). */
export function useCbtShortcuts(onShortcut: (action: CbtShortcut) => void, enabled = true): void {
  const callback = useRef(onShortcut);
  useEffect(() => {
    callback.current = onShortcut;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return;
      const action = CBT_SHORTCUTS[e.code as keyof typeof CBT_SHORTCUTS];
      if (!action) return;
      e.preventDefault();
      callback.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
