/**
 * Token refresh coordination (platform.md §4.5, §8). On a 401/403 the API client asks the
 * coordinator for a refresh; concurrent failures for the same scope share ONE refresh, and
 * their calls are replayed once it completes. Attempts never overlap (refresh tokens rotate,
 * and replaying a rotated one revokes the family), neither within a tab (a promise chain)
 * nor across tabs (`navigator.locks` when available). Before refreshing, the coordinator
 * checks whether another caller or tab already replaced the failed token; then it only
 * reports success so the call is replayed with the new token.
 */

/** The part of `LockManager` used here (absent in older browsers and jsdom). */
export interface LockLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefreshCoordinatorDeps {
  /** Performs the refresh for `scope` and stores the new token; rejects on failure. */
  performRefresh(scope: string): Promise<void>;
  /** The token currently held for `scope` (after any other tab's update). */
  currentToken(scope: string): string | null;
  /** Re-reads tokens persisted by other tabs; called inside the lock before deciding. */
  syncFromStorage?: () => void | Promise<void>;
  /** Called once per failed attempt; `unauthorized` when any waiting call had a 401. */
  onFailure(info: { scope: string; unauthorized: boolean }): void;
  locks?: LockLike | null;
  lockName?: string;
}

export interface RefreshRequest {
  /** `parent`, or `child:<profileId>`. */
  scope: string;
  /** The token the failing call was sent with (null when none). */
  failedToken: string | null;
  /** HTTP status of the failing call (401 or 403); 0 for a refresh ahead of expiry. */
  status: number;
  /**
   * A refresh ahead of the token's expiry (issue 15): if it fails, the call simply goes out with
   * the old token, so the failure is not reported (tokens are not cleared) unless a failing call
   * joined the same attempt.
   */
  proactive?: boolean;
}

export interface RefreshCoordinator {
  /** Resolves true when the call should be replayed with the current token. Never rejects. */
  refresh(request: RefreshRequest): Promise<boolean>;
  /** Resolves when no refresh is queued or running (immediately when idle). */
  whenIdle(): Promise<void>;
  /** True while an attempt is queued or running. */
  busy(): boolean;
}

interface Attempt {
  unauthorized: boolean;
  /** A call that failed (not only a refresh ahead of expiry) waits on this attempt. */
  report: boolean;
  promise: Promise<boolean>;
}

/** Creates a coordinator; one per API client. */
export function createRefreshCoordinator(deps: RefreshCoordinatorDeps): RefreshCoordinator {
  const inflight = new Map<string, Attempt>();
  let chain: Promise<unknown> = Promise.resolve();
  const lockName = deps.lockName ?? 'abhyas-token-refresh';

  const withLock = <T>(fn: () => Promise<T>): Promise<T> => (deps.locks ? deps.locks.request(lockName, fn) : fn());

  async function attemptOnce(scope: string, failedToken: string | null): Promise<boolean> {
    try {
      await deps.syncFromStorage?.();
      const current = deps.currentToken(scope);
      if (current !== null && current !== failedToken) return true; // someone refreshed already
      await deps.performRefresh(scope);
      return true;
    } catch {
      return false;
    }
  }

  return {
    refresh({ scope, failedToken, status, proactive = false }) {
      const existing = inflight.get(scope);
      if (existing) {
        if (status === 401) existing.unauthorized = true;
        if (!proactive) existing.report = true;
        return existing.promise;
      }
      const attempt: Attempt = { unauthorized: status === 401, report: !proactive, promise: Promise.resolve(false) };
      attempt.promise = chain
        .then(() => withLock(() => attemptOnce(scope, failedToken)))
        .catch(() => false)
        .then((ok) => {
          inflight.delete(scope);
          if (!ok && attempt.report) {
            try {
              deps.onFailure({ scope, unauthorized: attempt.unauthorized });
            } catch {
              // A failing failure handler must not break the waiting calls.
            }
          }
          return ok;
        });
      chain = attempt.promise;
      inflight.set(scope, attempt);
      return attempt.promise;
    },
    whenIdle() {
      return inflight.size === 0 ? Promise.resolve() : chain.then(() => undefined);
    },
    busy() {
      return inflight.size > 0;
    },
  };
}
