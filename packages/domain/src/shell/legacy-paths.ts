/**
 * The spec's literal paths that carry the original product's brand (platform.md §2.1, §2.2), and
 * where they lead in Abhyas, so old links keep working (issue 24 §5; docs/decisions/040-shell-rules.md).
 * The app's own routes use neutral names (CONVENTIONS).
 */

/** The original brand word, kept here only to recognise old links. */
const OLD = 'embibe';

/** Where an old path leads: the readiness page for the score, the live-class pages for live classes. */
const EXACT: Readonly<Record<string, string>> = {
  [`/outcomes/${OLD}score`]: '/achieve/prediction-readiness',
  [`/user-home/${OLD}-live-classes`]: '/user-home/live-classes',
};

/** `/embibe-live-class/{id}/{type?}` → `/live-class/{id}/{type?}`; without an id, the live-class list. */
const LIVE_CLASS_PREFIX = `/${OLD}-live-class`;

/**
 * Our path for an old one (pathname only; the caller keeps the query), or null when `pathname` is
 * not one of the spec's old paths. A trailing slash is ignored.
 */
export function legacyPathTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT[path];
  if (exact) return exact;
  if (path === LIVE_CLASS_PREFIX) return '/user-home/live-classes';
  if (path.startsWith(`${LIVE_CLASS_PREFIX}/`)) return `/live-class/${path.slice(LIVE_CLASS_PREFIX.length + 1)}`;
  return null;
}
