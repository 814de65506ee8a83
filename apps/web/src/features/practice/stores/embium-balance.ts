/**
 * The profile's embium balance (platform.md §7.4: `GET /embiums/balance` → `data[0].current_value`,
 * 204 for zero) as a tiny external store the header reads. Practice calls {@link refreshEmbiumBalance}
 * after every answer, so the header follows the ledger. Failures are ignored (§8: the embium call's
 * failure returns only the status); the last known value stays.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../../lib/api-client.ts';

export interface EmbiumBalance {
  /** Total embiums, or null before the first answer arrives. */
  value: number | null;
  silver: number;
  gold: number;
}

let state: EmbiumBalance = { value: null, silver: 0, gold: 0 };
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: EmbiumBalance) {
  state = next;
  for (const l of listeners) l();
}

/** Reads a balance answer: 204 (no body) is zero; otherwise `data[0].current_value`. */
export function balanceOf(status: number, body: unknown): EmbiumBalance {
  if (status === 204 || body === undefined || body === null) return { value: 0, silver: 0, gold: 0 };
  const first = (body as { data?: { current_value?: unknown; silver?: unknown; gold?: unknown }[] }).data?.[0];
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { value: num(first?.current_value), silver: num(first?.silver), gold: num(first?.gold) };
}

/** Fetches the balance now (calls made while one is running share it). */
export function refreshEmbiumBalance(): Promise<void> {
  inFlight ??= api('/api/embiums/balance', { auth: 'child' })
    .then((res) => set(balanceOf(res.status, res.data)))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Forgets the balance (profile switch, sign-out). */
export function resetEmbiumBalance(): void {
  set({ value: null, silver: 0, gold: 0 });
}

/** The balance, fetched once when the first reader mounts (and again when `key` changes, e.g. the profile id). */
export function useEmbiumBalance(key?: string | null): EmbiumBalance {
  const snapshot = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
  useEffect(() => {
    resetEmbiumBalance();
    void refreshEmbiumBalance();
  }, [key]);
  return snapshot;
}
