// Matching app paths against simple route patterns. platform.md §2

/**
 * The pathname of an app path: without `?search` or `#hash`, and without a trailing slash
 * (except for `/` itself). `/practice/?a=1` → `/practice`.
 */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const compiled = new Map<string, RegExp>();

function compile(pattern: string): RegExp {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  const segments = pattern.split('/').slice(1);
  let source = '';
  segments.forEach((segment, i) => {
    if (segment === '*' && i === segments.length - 1) source += '(?:/.*)?';
    else if (segment === '**') source += '(?:/[^/]+)+';
    else if (segment === '*') source += '/[^/]+';
    else source += `/${escapeRegex(segment)}`;
  });
  const re = new RegExp(`^${source}$`);
  compiled.set(pattern, re);
  return re;
}

/**
 * Whether `path` (query and hash ignored) matches `pattern`. Patterns are absolute paths
 * whose segments are literal, `*` (one segment; as the last segment: the path itself and
 * anything below it) or `**` (one or more segments). Case-sensitive; not URI-decoded.
 * `/edit-profile/*` matches `/edit-profile` and `/edit-profile/42`;
 * `/mock-test/**\/session` matches `/mock-test/jee%2Fmain/paper-1/session`.
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  return compile(pattern).test(pathnameOf(path));
}

/** True when `path` matches any of `patterns` (see `matchesPathPattern`). */
export function matchesAnyPathPattern(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchesPathPattern(pattern, path));
}
