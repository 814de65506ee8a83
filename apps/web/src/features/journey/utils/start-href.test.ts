import { describe, expect, it } from 'vitest';
import { stepStartHref } from './start-href.ts';

describe('stepStartHref', () => {
  it('a watch step opens the video, a test step the test', () => {
    expect(stepStartHref({ kind: 'watch', video_id: 'v 1' })).toBe('/video/summary/v%201');
    expect(stepStartHref({ kind: 'test', test_code: 'jee-mock-1' })).toBe('/test/summary/jee-mock-1');
  });

  it("a journey's test step opens a fresh attempt of the test in the achieve-test flow, carrying the journey and the step", () => {
    const href = stepStartHref({ kind: 'test', test_code: 'jee main/1', paj_id: 'paj-1', paj_step_id: 'test:jee main/1' });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/mock-test/jee%20main%2F1/session');
    expect(Object.fromEntries(url.searchParams)).toEqual({ flow: 'achieve', paj_id: 'paj-1', paj_step_id: 'test:jee main/1', attempt: 'new' });
  });

  it('a practice step passes its session body as the practice query (mode from type, no language, back to the journey)', () => {
    const href = stepStartHref({
      kind: 'practice',
      practice_session: {
        type: 'PAJNQEPractice',
        learning_map: { bundle_code: 'kinematics', level: 'chapter' },
        paj_id: 'paj-1',
        paj_step_index: 3,
        duration_in_minutes: 20,
        language: 'hi',
        extra: { nested: true },
      },
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/practice');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'PAJNQEPractice',
      bundle_code: 'kinematics',
      level: 'chapter',
      paj_id: 'paj-1',
      paj_step_index: '3',
      duration_in_minutes: '20',
      origin_url: '/achieve/home',
    });
  });
});
