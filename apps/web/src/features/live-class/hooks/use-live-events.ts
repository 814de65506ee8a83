import { createParser } from 'eventsource-parser';
import { useEffect, useRef, useState } from 'react';
import { refreshToken } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { useAuthStore } from '../../auth/index.ts';

/** First wait (ms) before connecting again after the stream dropped; doubled per failure up to MAX. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnect attempt `n` (0-based): 1 s, 2 s, 4 s … at most 30 s, less up to a fifth at random (clients spread out). */
export function reconnectDelay(n: number, random: () => number = Math.random): number {
  const full = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(n, 10));
  return Math.round(full * (1 - 0.2 * random()));
}

/** Refusals that another connection will not change: the live class is gone or not the caller's (404), the call is wrong (400). */
const FINAL = new Set([400, 404]);

export interface LiveEventsOptions {
  /** GET …/events: the stream's URL; null keeps it closed. */
  url: string | null;
  /** The class's staff use the account token; a student, the profile's. */
  asTeacher: boolean;
  /** Called with the version of each `event: questions` (on connecting too, so nothing is missed). */
  onQuestions: (version: string) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Follows a live class's Server-Sent Events (issue 23 §3: GET /api/live-classes/{id}/events) with
 * fetch and a stream reader, since EventSource cannot send the Authorization header. Each
 * `event: questions` calls `onQuestions`; `: ping` comments only keep the line open. When the stream
 * ends or fails it connects again after 1 s, 2 s, 4 s … (at most 30 s; back to 1 s once a stream
 * delivered); a 401 refreshes the token once first. Closed on unmount or when `url` changes.
 * Returns whether a stream is open now.
 */
export function useLiveEvents({ url, asTeacher, onQuestions }: LiveEventsOptions): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const callback = useRef(onQuestions);
  useEffect(() => {
    callback.current = onQuestions;
  });

  useEffect(() => {
    if (url === null) return;
    const abort = new AbortController();
    const { signal } = abort;
    const token = () => {
      const s = useAuthStore.getState();
      return asTeacher ? s.parentToken : s.childToken;
    };

    /** One connection: resolves when the stream ends; 'final' when connecting again cannot help. */
    async function connect(): Promise<'ended' | 'delivered' | 'final' | 'unauthorised'> {
      const bearer = token();
      const res = await fetch(url as string, {
        headers: {
          accept: 'text/event-stream',
          'x-browser-id': getBrowserId(),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
      if (res.status === 401 || res.status === 403) return 'unauthorised';
      if (FINAL.has(res.status)) return 'final';
      if (!res.ok || !res.body) return 'ended';
      setConnected(true);
      let delivered = false;
      const parser = createParser({
        onEvent: (event) => {
          if (event.event !== 'questions') return;
          delivered = true;
          let version = event.data;
          try {
            const parsed = JSON.parse(event.data) as { version?: unknown };
            if (typeof parsed.version === 'string' || typeof parsed.version === 'number') version = String(parsed.version);
          } catch {
            /* not JSON: the data itself tells the change */
          }
          callback.current(version);
        },
      });
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } finally {
        reader.releaseLock();
      }
      return delivered ? 'delivered' : 'ended';
    }

    void (async () => {
      let failures = 0;
      let refreshed = false;
      while (!signal.aborted) {
        let outcome: Awaited<ReturnType<typeof connect>>;
        try {
          outcome = await connect();
        } catch {
          outcome = 'ended';
        }
        if (signal.aborted) return;
        setConnected(false);
        if (outcome === 'final') return;
        if (outcome === 'unauthorised' && !refreshed) {
          refreshed = true;
          const s = useAuthStore.getState();
          if (await refreshToken(asTeacher ? 'parent' : 'child', s.currentProfileId ?? undefined)) continue;
        }
        if (outcome === 'delivered') {
          failures = 0;
          refreshed = false;
        }
        await sleep(reconnectDelay(failures++), signal);
      }
    })();

    return () => {
      abort.abort();
      setConnected(false);
    };
  }, [url, asTeacher]);

  return { connected };
}
