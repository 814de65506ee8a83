import { describe, expect, it } from 'vitest';
import { formatClock, subjectFallback } from './format.ts';

describe('list formatting', () => {
  it('shows video lengths as m:ss and h:mm:ss', () => {
    expect(formatClock(30)).toBe('0:30');
    expect(formatClock(420)).toBe('7:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });
  it('names an untranslated subject from its code', () => {
    expect(subjectFallback('social-science')).toBe('Social Science');
  });
});
