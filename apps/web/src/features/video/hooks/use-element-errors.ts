import { useEffect, useRef } from 'react';

/**
 * Media elements that fail to load inside the returned container's element: a `<source>` that
 * fails fires its error on itself, not on the video, and errors do not bubble, so they are caught
 * on the way down. `onError` gets a short message; the latest callback is always used.
 */
export function useElementErrors(onError: (message: string) => void) {
  const latest = useRef(onError);
  useEffect(() => {
    latest.current = onError;
  });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const stage = ref.current;
    if (!stage) return;
    const listener = (e: Event) => {
      const el = e.target as HTMLElement | null;
      if (el?.tagName === 'SOURCE' || el?.tagName === 'VIDEO') latest.current(`${el.tagName.toLowerCase()} failed to load`);
    };
    stage.addEventListener('error', listener, true);
    return () => stage.removeEventListener('error', listener, true);
  }, []);
  return ref;
}
