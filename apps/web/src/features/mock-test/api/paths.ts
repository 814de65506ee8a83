/** URLs of the test calls (learning.md §7 Tests), under /api. */
const enc = encodeURIComponent;

export const mockTestPaths = {
  session: (testCode: string) => `/api/v1/test/${enc(testCode)}/session`,
  resume: (sessionId: string) => `/api/v1/test/${enc(sessionId)}/resume`,
  questions: (testCode: string) => `/api/v1/test/${enc(testCode)}/questions`,
  events: (sessionId: string) => `/api/v1/test/${enc(sessionId)}/events`,
  result: (sessionId: string) => `/api/v1/test/${enc(sessionId)}/result`,
  shortSummary: '/api/v1/test/shortSummary',
  meta: '/api/content/mocktest-bundles/meta',
};

/** TanStack Query keys of the test calls. */
export const mockTestKeys = {
  all: ['test'] as const,
  session: (testCode: string) => ['test', 'session', testCode] as const,
  paper: (testCode: string, locale: string) => ['test', 'paper', testCode, locale] as const,
  result: (sessionId: string, locale: string) => ['test', 'result', sessionId, locale] as const,
  meta: (testCode: string) => ['test', 'meta', testCode] as const,
};
