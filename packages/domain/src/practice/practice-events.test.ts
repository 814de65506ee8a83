import { describe, expect, it } from 'vitest';
import { looksLikeUuid, practiceEventEffects, practiceEventFollowUps } from './practice-events.ts';

const REC = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const inScope = (code: string) => code !== 'elsewhere';

describe('effects of stored events', () => {
  const events = [
    { eorder: 3, type: 'start_session' },
    { eorder: 9, type: 'skip_question', question_code: 'q1' },
    { eorder: 5, type: 'skip_question', question_code: 'elsewhere' },
    { eorder: 7, type: 'finish_session' },
  ];

  it('starts, skips in-scope questions and ends, for fresh events only', () => {
    expect(practiceEventEffects(events, new Set([3, 9, 5, 7]), { started: false, ended: false }, inScope)).toEqual({
      lastEorder: 9,
      start: true,
      end: true,
      skip: ['q1'],
    });
    expect(practiceEventEffects(events, new Set([5]), { started: false, ended: false }, inScope)).toEqual({
      lastEorder: 9,
      start: false,
      end: false,
      skip: [],
    });
  });

  it('never restarts or re-ends a session', () => {
    expect(practiceEventEffects(events, new Set([3, 7]), { started: true, ended: true }, inScope)).toMatchObject({ start: false, end: false });
  });
});

describe('what follows stored events', () => {
  it('finishes first tries of skipped questions and of a finished session, and settles interventions', () => {
    const events = [
      { eorder: 1, type: 'skip_question', question_code: 'q1' },
      { eorder: 2, type: 'intervention_skipped', event_info: { recommendation_id: REC } },
      { eorder: 3, type: 'intervention_recommended', event_info: { recommendation_id: 'not-an-id' } },
      { eorder: 4, type: 'finish_session' },
      { eorder: 5, type: 'skip_question', question_code: 'elsewhere' },
      { eorder: 6, type: 'intervention_recommended', event_info: { recommendation_id: REC } },
    ];
    expect(practiceEventFollowUps(events, new Set([1, 2, 3, 4, 5]), inScope)).toEqual([
      { kind: 'finish-first-try', questionCode: 'q1' },
      { kind: 'settle-intervention', recommendationId: REC, action: 'skipped' },
      { kind: 'finish-open-first-tries' },
    ]);
  });

  it('recognises UUID-shaped ids', () => {
    expect(looksLikeUuid(REC)).toBe(true);
    expect(looksLikeUuid(REC.toUpperCase())).toBe(true);
    expect(looksLikeUuid('x')).toBe(false);
    expect(looksLikeUuid(`${REC}0`)).toBe(false);
  });
});
