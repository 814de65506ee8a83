import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { PRACTICE_GUIDE_MESSAGES, pickGuideMessage } from './guide.ts';

describe('the practice guide message', () => {
  it('picks either of the two messages, by the random draw', () => {
    expect(pickGuideMessage(PRACTICE_GUIDE_MESSAGES, () => 0)).toBe('readCarefully');
    expect(pickGuideMessage(PRACTICE_GUIDE_MESSAGES, () => 0.99)).toBe('useHints');
    expect(pickGuideMessage([], () => 0.5)).toBeNull();
  });

  test.prop([fc.array(fc.string(), { minLength: 1, maxLength: 6 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])(
    'always one of the first two',
    (messages, r) => {
      expect(messages.slice(0, 2)).toContain(pickGuideMessage(messages, () => r));
    },
  );
});
