/**
 * The route guard of every page (platform.md §4.2): awaits the one-time session restore, asks
 * `decideRoute` and redirects, waits (the router shows the full-page loader meanwhile) or lets the
 * page render.
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { decideRoute, WAIT_FOR_OBJECT_POLL_MS, WAIT_FOR_OBJECT_TIMEOUT_MS, type RouteAccess } from '@abhyas/domain';
import { ensureSessionLoaded, getGuardState } from '../features/auth/guard-state.ts';

export interface GuardOptions {
  access: RouteAccess;
  /** Shown to an unverified account (/account-verify). */
  allowsUnverified?: boolean;
  /** Shown without a current profile (/edit-profile/{id}). */
  allowsNoUser?: boolean;
}

function decide(options: GuardOptions, location: ParsedLocation) {
  const redirectUrl = new URLSearchParams(location.searchStr).get('redirect_url');
  return decideRoute({ ...options, ...getGuardState(), path: location.href, redirectUrl });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown when the session is still being established after 15 s; the error page offers a retry. */
export class SessionTimeoutError extends Error {
  constructor() {
    super('The session is still loading after 15 seconds');
    this.name = 'SessionTimeoutError';
  }
}

/**
 * A `beforeLoad` for a route with the given access. A redirect decision throws the router's
 * redirect (a full page load when the decision asks for one); a loader decision polls every
 * 200 ms for up to 15 s (platform.md §9) while the router shows its pending full-page loader.
 */
export function guard(options: GuardOptions) {
  return async ({ location }: { location: ParsedLocation }): Promise<void> => {
    await ensureSessionLoaded();
    let decision = decide(options, location);
    const started = Date.now();
    while (decision.kind === 'loader' && Date.now() - started < WAIT_FOR_OBJECT_TIMEOUT_MS) {
      await sleep(WAIT_FOR_OBJECT_POLL_MS);
      decision = decide(options, location);
    }
    if (decision.kind === 'redirect') {
      throw redirect(decision.reload ? { href: decision.to, reloadDocument: true } : { href: decision.to });
    }
    if (decision.kind === 'loader') throw new SessionTimeoutError();
    // Signed-in pages run timers and tests on the server clock (platform.md §4.6); public pages don't need it.
    if (options.access === 'protected') void import('../lib/time-sync.ts').then((clock) => clock.startTimeSync());
  };
}

export const PUBLIC: GuardOptions = { access: 'public' };
export const PUBLIC_ONLY: GuardOptions = { access: 'public-only' };
export const PROTECTED: GuardOptions = { access: 'protected' };
