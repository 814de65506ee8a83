import { afterEach, describe, expect, it } from 'vitest';
import type { Response } from '@abhyas/domain';
import { repeatsFirstTry } from './answers.ts';
import { forgetPractice, recallPractice, rememberPractice, RESUME_WINDOW_MS } from './session-store.ts';

afterEach(() => localStorage.clear());

describe('the remembered practice session (issue 15: practice resumes)', () => {
  it('keeps the session, its eorder and the question on screen per practice, until forgotten or stale', () => {
    const now = 1_800_000_000_000;
    rememberPractice('lm_code=ch1', { sessionId: 's1', eorder: 4 }, now);
    rememberPractice('lm_code=ch1', { sessionId: 's1', current: 'q7' }, now + 1000);
    expect(recallPractice('lm_code=ch1', now + 2000)).toEqual({ sessionId: 's1', eorder: 4, current: 'q7', at: now + 1000 });
    expect(recallPractice('lm_code=ch2', now)).toBeNull();
    // Another session for the same practice starts its record afresh.
    rememberPractice('lm_code=ch1', { sessionId: 's2' }, now + 3000);
    expect(recallPractice('lm_code=ch1', now + 3000)).toMatchObject({ sessionId: 's2', eorder: 0, current: null });
    expect(recallPractice('lm_code=ch1', now + 3000 + RESUME_WINDOW_MS + 1)).toBeNull();
    forgetPractice('lm_code=ch1');
    expect(recallPractice('lm_code=ch1', now + 3000)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('abhyas.practice.session:k', '{"sessionId":3}');
    expect(recallPractice('k')).toBeNull();
  });
});

describe('repeatsFirstTry (decision 008 "Second tries")', () => {
  const choice = (...options: string[]): Response => ({ kind: 'choice', options });
  it('knows the first answer again, whatever the order of chosen options', () => {
    expect(repeatsFirstTry(choice('A'), 'A')).toBe(true);
    expect(repeatsFirstTry(choice('C', 'A'), 'A,C')).toBe(true);
    expect(repeatsFirstTry(choice('B'), 'A')).toBe(false);
    expect(repeatsFirstTry({ kind: 'text', value: ' 61 ' }, '61')).toBe(true);
    expect(repeatsFirstTry({ kind: 'sequence', order: ['B', 'A'] }, 'A,B')).toBe(false);
    expect(repeatsFirstTry(null, 'A')).toBe(false);
  });
});
