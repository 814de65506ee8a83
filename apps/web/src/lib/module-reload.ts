/**
 * Missing dynamic resources after a deploy (platform.md §8: "A module-not-found code is thrown for
 * missing dynamic resources"; the error fallback reloads). A page open across a deploy asks for
 * route chunks the new build no longer has: the browser fails the dynamic import. The page then
 * reloads once, to get the new build; a guard in sessionStorage makes sure it is only once per
 * RELOAD_GUARD_MS, so a chunk that is really gone shows the error fallback instead of reloading
 * forever. TanStack Router's lazyRouteComponent keeps its own once-per-message guard
 * (`tanstack_router_reload:<message>`): a reload it already made counts here too.
 */

/** The §8 code of a missing dynamic resource. */
export const MODULE_NOT_FOUND = 'MODULE_NOT_FOUND';
export const MODULE_RELOAD_KEY = 'abhyas.module-reload-at';
/** Another reload for a missing module is allowed this long (ms) after the last one. */
export const RELOAD_GUARD_MS = 5 * 60 * 1000;

// Chrome, Firefox, Safari, and Vite's CSS preload failure.
const MISSING_MODULE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

/** Whether an error is a missing dynamic resource (the browser's message, or code MODULE_NOT_FOUND). */
export function isModuleNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === MODULE_NOT_FOUND || (typeof message === 'string' && MISSING_MODULE.test(message));
}

/**
 * For a missing module: reloads the page (`reload`) unless one was made for it recently, and says
 * whether it did. Other errors: false, nothing done.
 */
export function reloadOnceForMissingModule(
  error: unknown,
  reload: () => void,
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
): boolean {
  if (!isModuleNotFound(error)) return false;
  if (!storage) return false;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && storage.getItem(`tanstack_router_reload:${message}`)) return false;
  const last = Number(storage.getItem(MODULE_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(MODULE_RELOAD_KEY, String(now));
  reload();
  return true;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
