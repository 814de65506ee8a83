/** URLs and TanStack Query keys of the Achieve plan-your-target calls (learning.md §7 Achieve; docs/api.md "Achieve"). */
export const achievePaths = {
  form: '/api/achieve/form/diagnostic',
  target: '/api/achieve/target',
  examUserMetadata: '/api/achieve/exam-user-metadata',
};

/** Query keys, all under `['achieve']` so that saving a target refetches every view of it. */
export const achieveKeys = {
  all: ['achieve'] as const,
  form: (goal: string, exam: string, locale: string) => ['achieve', 'form', goal, exam, locale] as const,
  metadata: (goal: string, exam: string, locale: string) => ['achieve', 'exam-user-metadata', goal, exam, locale] as const,
};
