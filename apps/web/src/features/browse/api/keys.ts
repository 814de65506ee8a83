/** TanStack Query keys of the browse calls (one place, so invalidation stays consistent). */
export const browseKeys = {
  all: ['content'] as const,
  learningMap: (exam: string, locale: string) => ['content', 'learning-map', exam, locale] as const,
  chapter: (code: string, locale: string) => ['content', 'chapter', code, locale] as const,
  topic: (code: string, locale: string) => ['content', 'topic', code, locale] as const,
  video: (code: string, locale: string) => ['content', 'video', code, locale] as const,
  books: (exam: string | null, kind: string | null, locale: string) => ['content', 'books', exam, kind, locale] as const,
  book: (code: string, locale: string) => ['content', 'book', code, locale] as const,
  cheatSheet: (code: string, locale: string) => ['content', 'cheat-sheet', code, locale] as const,
  note: (code: string, locale: string) => ['content', 'note', code, locale] as const,
  mocktests: (exam: string, locale: string) => ['content', 'mocktests', exam, locale] as const,
};

/** API paths of the browse calls (`code` is URL-encoded here, never by callers). */
export const browsePaths = {
  learningMap: '/api/content/learning-map',
  chapter: (code: string) => `/api/content/chapters/${encodeURIComponent(code)}`,
  topic: (code: string) => `/api/content/topics/${encodeURIComponent(code)}`,
  video: (code: string) => `/api/content/videos/${encodeURIComponent(code)}`,
  books: '/api/content/books',
  book: (code: string) => `/api/content/books/${encodeURIComponent(code)}`,
  cheatSheet: (code: string) => `/api/content/cheat-sheets/${encodeURIComponent(code)}`,
  note: (code: string) => `/api/content/notes/${encodeURIComponent(code)}`,
  mocktests: '/api/content/mocktests',
};
