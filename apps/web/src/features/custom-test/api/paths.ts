/** URLs and TanStack Query keys of the create-your-own-test and test-summary calls (learning.md §2 Tests). */
export const customTestPaths = {
  custom: '/api/v1/test/custom',
  learningMap: '/api/content/learning-map',
  mocktests: '/api/content/mocktests',
  meta: '/api/content/mocktest-bundles/meta',
};

/**
 * Query keys. They sit under the content keys (`['content', …]`) so that creating a test, which
 * adds one to the exam's list, can invalidate every list of mock tests at once.
 */
export const customTestKeys = {
  mocktests: ['content', 'mocktests'] as const,
  learningMap: (exam: string, locale: string) => ['content', 'learning-map', exam, locale] as const,
  profileMocktests: (exam: string, locale: string) => ['content', 'mocktests', exam, locale, 'profile'] as const,
};
