import { lazy, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';

/**
 * A part of a screen whose code is fetched on its first use, not with the screen (issue 25 §3):
 * a window the student may never open. Returns `[Component, request]`: `Component` is null until
 * `request()` is called (on opening), then a lazy component to render inside `<Suspense>`. When
 * the fetch fails (no connection before the service worker has cached the build), it renders
 * `Offline` with the same props instead of breaking the screen, and the next `request()` tries the
 * network again. `load` and `Offline` must be stable (module-level).
 */
export function useOnDemand<P extends object>(load: () => Promise<ComponentType<P>>, Offline: ComponentType<P>): [ComponentType<P> | null, () => void] {
  const [attempt, setAttempt] = useState(0);
  // The attempt whose fetch failed (0: none).
  const [failedAt, setFailedAt] = useState(0);
  const Component = useMemo(
    () =>
      attempt === 0
        ? null
        : lazy(() =>
            load().then(
              (component) => ({ default: component }),
              () => {
                setFailedAt(attempt);
                return { default: Offline };
              },
            ),
          ),
    [attempt, load, Offline],
  );
  const request = useCallback(() => {
    if (attempt > 0 && failedAt !== attempt) return;
    setAttempt((n) => n + 1);
  }, [attempt, failedAt]);
  return [Component, request];
}

/**
 * `opened` for a modal mounted already open (a part fetched on its first opening): false on the
 * first render, then `opened`. Mantine's modal records the element to give the focus back to when
 * `opened` turns true after mounting; mounted open, it would record nothing, and closing it would
 * leave the focus nowhere.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
