import { describe, expect, it } from 'vitest';
import { bestConcept, conceptWords } from './concept-tagging.ts';

const candidates = [
  { code: 'prob-bayes', name: "Conditional probability and Bayes' theorem", topicName: 'Probability' },
  { code: 'prob-binomial', name: 'Binomial distribution', topicName: 'Probability' },
  { code: 'int-area', name: 'Area under a curve by definite integrals', topicName: 'Application of integrals' },
];

describe('rule-based concept tagging', () => {
  it('picks the concept whose name shares the most words with the question', () => {
    expect(bestConcept('A box is chosen at random; given that the ball is red, find the conditional probability that it came from box I.', candidates)).toBe(
      'prob-bayes',
    );
    expect(bestConcept('The area of the region bounded by $y = x^2$ and $y = 2x$ is', candidates)).toBe('int-area');
  });

  it('answers null when no word is shared, and ignores LaTeX commands and stop words', () => {
    expect(bestConcept('Find $\\frac{a}{b}$ of the value', candidates)).toBeNull();
    expect([...conceptWords('The \\frac{Binomial} distributions of it')]).toEqual(['binomi', 'distri']);
  });
});
