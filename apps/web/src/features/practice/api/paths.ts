/** URLs of the practice calls (learning.md §7 Practice, platform.md §7.4), all under `/api`. */
const enc = encodeURIComponent;

export const practicePaths = {
  session: () => '/api/v1/practice/session',
  sessionOf: (sessionId: string) => `/api/v1/practice/${enc(sessionId)}`,
  question: (sessionId: string) => `/api/v1/practice/${enc(sessionId)}/question`,
  answer: (sessionId: string, code: string) => `/api/v1/practice/${enc(sessionId)}/question/${enc(code)}`,
  solveWithUs: (sessionId: string, code: string) => `/api/v1/practice/${enc(sessionId)}/question/${enc(code)}/solve-with-us`,
  solution: (sessionId: string, code: string) => `/api/v1/practice/${enc(sessionId)}/question/${enc(code)}/solution`,
  intervention: (sessionId: string, recommendationId: string) => `/api/v1/practice/${enc(sessionId)}/intervention/${enc(recommendationId)}`,
  accuracy: (code: string) => `/api/v1/practice/${enc(code)}/question_accuracy`,
  summary: (sessionId: string) => `/api/v1/practice/${enc(sessionId)}/summary`,
  gamepad: (sessionId: string) => `/api/v1/practice/${enc(sessionId)}/gamepad`,
  events: (sessionId: string) => `/api/v1/practice/${enc(sessionId)}/events`,
  bookmark: () => '/api/v1/practice/bookmark',
  conceptVideos: () => '/api/content/concept/content',
  concepts: () => '/api/content/concepts',
  topicsContent: () => '/api/content/topics/content',
  errorReport: () => '/api/v1/practice/errors',
  updatePaj: () => '/api/achieve/update_paj',
  embiumBalance: () => '/api/embiums/balance',
};

/** TanStack Query keys of practice. */
export const practiceKeys = {
  all: ['practice'] as const,
  summary: (sessionId: string) => ['practice', 'summary', sessionId] as const,
  gamepad: (sessionId: string) => ['practice', 'gamepad', sessionId] as const,
  bookmark: (code: string) => ['practice', 'bookmark', code] as const,
};
