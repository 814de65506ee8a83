// The shared error page: which text and picture each error type shows. platform.md §8

/** Every error type the error page accepts. platform.md §8 */
export const ERROR_PAGE_TYPES = [
  'contentNotFound',
  'pageNotFound',
  'methodNotAllowed',
  'search',
  'network',
  'server',
  '500',
  'badGateway',
  '502',
  '503',
  '504',
  '507',
  '204',
  'bookmarkNotFound',
  'sessionExpired',
  'authTokenExpired',
  'noExam',
  'badRequest',
  'authorisationError',
  'contentExhausted',
  'forbidden',
  'rateLimiting',
  'pageNotPresent',
  'schoolNotFound',
  'custom',
  'unknown',
] as const;
export type ErrorPageType = (typeof ERROR_PAGE_TYPES)[number];

/** Older names accepted for a type (the spec's brand-named token type). */
export const ERROR_PAGE_TYPE_ALIASES: Readonly<Record<string, ErrorPageType>> = {
  embibeTokenExpired: 'authTokenExpired',
};

export type ErrorIllustration = 'not-found' | 'no-results' | 'offline' | 'server' | 'exhausted' | 'bookmark' | 'session' | 'lock' | 'school' | 'generic';

/** The text group of an error page; types that share a text share a kind. */
export type ErrorPageKind =
  | 'pageNotFound'
  | 'search'
  | 'network'
  | 'server'
  | 'serviceUnavailable'
  | 'gatewayTimeout'
  | 'insufficientStorage'
  | 'noContent'
  | 'bookmarkNotFound'
  | 'sessionExpired'
  | 'authTokenExpired'
  | 'noExam'
  | 'badRequest'
  | 'authorisationError'
  | 'contentExhausted'
  | 'forbidden'
  | 'rateLimiting'
  | 'pageNotPresent'
  | 'schoolNotFound'
  | 'custom'
  | 'generic';

export interface ErrorPageContent {
  kind: ErrorPageKind;
  /** `errors.<kind>.title` */
  titleKey: string;
  /** `errors.<kind>.message` */
  messageKey: string;
  illustration: ErrorIllustration;
}

const PAGES: Readonly<Record<ErrorPageType, readonly [ErrorPageKind, ErrorIllustration]>> = {
  contentNotFound: ['pageNotFound', 'not-found'],
  pageNotFound: ['pageNotFound', 'not-found'],
  methodNotAllowed: ['pageNotFound', 'not-found'],
  search: ['search', 'no-results'],
  network: ['network', 'offline'],
  server: ['server', 'server'],
  '500': ['server', 'server'],
  badGateway: ['server', 'server'],
  '502': ['server', 'server'],
  '503': ['serviceUnavailable', 'server'],
  '504': ['gatewayTimeout', 'server'],
  '507': ['insufficientStorage', 'server'],
  '204': ['noContent', 'exhausted'],
  bookmarkNotFound: ['bookmarkNotFound', 'bookmark'],
  sessionExpired: ['sessionExpired', 'session'],
  authTokenExpired: ['authTokenExpired', 'session'],
  noExam: ['noExam', 'generic'],
  badRequest: ['badRequest', 'generic'],
  authorisationError: ['authorisationError', 'lock'],
  contentExhausted: ['contentExhausted', 'exhausted'],
  forbidden: ['forbidden', 'lock'],
  rateLimiting: ['rateLimiting', 'generic'],
  pageNotPresent: ['pageNotPresent', 'not-found'],
  schoolNotFound: ['schoolNotFound', 'school'],
  custom: ['custom', 'generic'],
  unknown: ['generic', 'generic'],
};

/** True when `value` is one of ERROR_PAGE_TYPES (aliases excluded). */
export function isErrorPageType(value: unknown): value is ErrorPageType {
  return typeof value === 'string' && (ERROR_PAGE_TYPES as readonly string[]).includes(value);
}

/**
 * The content of the error page for a type. Aliases (`embibeTokenExpired`) are accepted;
 * undefined or an unrecognised string gives the generic page. `custom` pages take their
 * text and picture from the caller; the keys here are the fallback. platform.md §8
 */
export function errorPageFor(type: ErrorPageType | string | null | undefined): ErrorPageContent {
  const resolved: ErrorPageType =
    type == null
      ? 'unknown'
      : isErrorPageType(type)
        ? type
        : Object.hasOwn(ERROR_PAGE_TYPE_ALIASES, type)
          ? (ERROR_PAGE_TYPE_ALIASES[type] ?? 'unknown')
          : 'unknown';
  const [kind, illustration] = PAGES[resolved];
  return { kind, titleKey: `errors.${kind}.title`, messageKey: `errors.${kind}.message`, illustration };
}

/** The English texts the spec quotes, by kind, for the en locale file. platform.md §8 */
export const ERROR_PAGE_MESSAGES_EN: Readonly<Partial<Record<ErrorPageKind, string>>> = {
  bookmarkNotFound: 'Sorry, we do not have any bookmarked questions available',
  sessionExpired: 'Sorry, your session is expired. Please login again',
  authorisationError: 'Incorrect Credentials.',
  schoolNotFound: 'Looks like your school is not on the product',
};

/**
 * The error page type for an HTTP status of a failed content call; status 0 (no
 * response) is `network`. 401 → sessionExpired, 404 → contentNotFound, other 5xx →
 * server, anything unmapped → unknown. platform.md §8
 */
export function errorTypeForStatus(httpStatus: number): ErrorPageType {
  switch (httpStatus) {
    case 0:
      return 'network';
    case 204:
      return '204';
    case 400:
      return 'badRequest';
    case 401:
      return 'sessionExpired';
    case 403:
      return 'forbidden';
    case 404:
      return 'contentNotFound';
    case 405:
      return 'methodNotAllowed';
    case 429:
      return 'rateLimiting';
    case 500:
      return '500';
    case 502:
      return '502';
    case 503:
      return '503';
    case 504:
      return '504';
    case 507:
      return '507';
    default:
      return httpStatus >= 500 && httpStatus <= 599 ? 'server' : 'unknown';
  }
}
