import { describe, expect, it, vi } from 'vitest';
import { createRefreshCoordinator, type LockLike } from './refresh-coordinator.ts';

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(initial: Record<string, string | null> = { parent: 'old' }) {
  const tokens = { ...initial };
  const gate = deferred();
  const performRefresh = vi.fn(async (scope: string) => {
    await gate.promise;
    tokens[scope] = `${tokens[scope] ?? 'none'}+1`;
  });
  const onFailure = vi.fn();
  const coordinator = createRefreshCoordinator({
    performRefresh,
    currentToken: (scope) => tokens[scope] ?? null,
    onFailure,
  });
  return { tokens, gate, performRefresh, onFailure, coordinator };
}

describe('refresh coordinator (platform.md §4.5)', () => {
  it('makes one refresh for concurrent failures and lets every caller replay', async () => {
    const { gate, performRefresh, coordinator, tokens } = setup();
    const calls = [1, 2, 3].map(() => coordinator.refresh({ scope: 'parent', failedToken: 'old', status: 401 }));
    expect(coordinator.busy()).toBe(true);
    gate.resolve();
    await expect(Promise.all(calls)).resolves.toEqual([true, true, true]);
    expect(performRefresh).toHaveBeenCalledTimes(1);
    expect(tokens.parent).toBe('old+1');
    expect(coordinator.busy()).toBe(false);
  });

  it('does not refresh again for a call that failed with a token already replaced', async () => {
    const { gate, performRefresh, coordinator } = setup();
    gate.resolve();
    await coordinator.refresh({ scope: 'parent', failedToken: 'old', status: 401 });
    // A late failure of a request sent with the old token: just replay.
    await expect(coordinator.refresh({ scope: 'parent', failedToken: 'old', status: 401 })).resolves.toBe(true);
    expect(performRefresh).toHaveBeenCalledTimes(1);
  });

  it('reports a failed refresh once, marking it unauthorized when any waiting call had a 401', async () => {
    const { gate, onFailure, coordinator } = setup();
    const a = coordinator.refresh({ scope: 'parent', failedToken: 'old', status: 403 });
    const b = coordinator.refresh({ scope: 'parent', failedToken: 'old', status: 401 });
    gate.reject(new Error('refresh rejected'));
    await expect(Promise.all([a, b])).resolves.toEqual([false, false]);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith({ scope: 'parent', unauthorized: true });
  });

  it('does not mark a 403-only failure as unauthorized', async () => {
    const { gate, onFailure, coordinator } = setup();
    const a = coordinator.refresh({ scope: 'parent', failedToken: 'old', status: 403 });
    gate.reject(new Error('no'));
    await a;
    expect(onFailure).toHaveBeenCalledWith({ scope: 'parent', unauthorized: false });
  });

  it('never runs two refreshes at once, even for different scopes', async () => {
    let running = 0;
    let maxRunning = 0;
    const coordinator = createRefreshCoordinator({
      performRefresh: async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
      },
      currentToken: () => null,
      onFailure: vi.fn(),
    });
    await Promise.all([
      coordinator.refresh({ scope: 'parent', failedToken: 'p', status: 401 }),
      coordinator.refresh({ scope: 'child:1', failedToken: 'c', status: 401 }),
    ]);
    expect(maxRunning).toBe(1);
  });

  it('holds the cross-tab lock around the attempt and re-reads storage inside it', async () => {
    const order: string[] = [];
    const locks: LockLike = {
      request: async (name, fn) => {
        order.push(`lock:${name}`);
        const result = await fn();
        order.push('unlock');
        return result;
      },
    };
    const coordinator = createRefreshCoordinator({
      locks,
      syncFromStorage: () => {
        order.push('sync');
      },
      currentToken: () => 'old',
      performRefresh: async () => {
        order.push('refresh');
      },
      onFailure: vi.fn(),
    });
    await coordinator.refresh({ scope: 'parent', failedToken: 'old', status: 401 });
    expect(order).toEqual(['lock:abhyas-token-refresh', 'sync', 'refresh', 'unlock']);
  });

  it('whenIdle resolves after the running refresh', async () => {
    const { gate, coordinator } = setup();
    const attempt = coordinator.refresh({ scope: 'parent', failedToken: 'old', status: 401 });
    let idle = false;
    const waiting = coordinator.whenIdle().then(() => {
      idle = true;
    });
    await Promise.resolve();
    expect(idle).toBe(false);
    gate.resolve();
    await Promise.all([attempt, waiting]);
    expect(idle).toBe(true);
  });
});
