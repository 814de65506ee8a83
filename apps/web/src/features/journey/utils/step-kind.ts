import type { PajStep } from '@abhyas/contracts';

/**
 * The i18n key of a step's kind (`kind.*` in the journey and questionnaire namespaces): a test step
 * of one chapter is a chapter test (decision 024), any other test a full paper.
 */
export function stepKindKey(step: Pick<PajStep, 'kind' | 'chapter_code'>): string {
  return step.kind === 'test' && step.chapter_code ? 'kind.chapter_test' : `kind.${step.kind}`;
}
