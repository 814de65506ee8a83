import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_UNDO_MS } from '@abhyas/contracts/constants';

/**
 * Optimistic delete with undo (platform.md §4.4, §9): `remove(id)` marks the record deleted at once;
 * `send(ids)` (the real DELETE) runs 6000 ms later unless `undo(id)` came first. Pending deletes are
 * sent at once when the component unmounts, so leaving the page does not bring them back.
 */
export function useUndoableDelete(send: (ids: string[]) => void, delayMs: number = NOTIFICATION_UNDO_MS) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const drop = (id: string) =>
    setPending((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });

  const remove = useCallback(
    (id: string) => {
      if (timers.current.has(id)) return;
      setPending((s) => new Set(s).add(id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          sendRef.current([id]);
        }, delayMs),
      );
    },
    [delayMs],
  );

  const undo = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.current.delete(id);
    drop(id);
  }, []);

  useEffect(() => {
    const map = timers.current;
    return () => {
      const ids = [...map.keys()];
      map.forEach((timer) => clearTimeout(timer));
      map.clear();
      if (ids.length > 0) sendRef.current(ids);
    };
  }, []);

  return { pending, remove, undo };
}
