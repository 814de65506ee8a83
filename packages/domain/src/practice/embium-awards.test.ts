import { describe, expect, it } from 'vitest';
import { embiumsFor } from '../content/attempt-quality.ts';
import { answerAwardObject, EMBIUM_RULES, embiumAwardMessage, SESSION_COMPLETE_SILVER } from './embium-awards.ts';

const SESSION = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('embium awards', () => {
  it('gives two silver embiums for a finished session', () => {
    expect(SESSION_COMPLETE_SILVER).toBe(2);
  });

  it('says what was earned, or that it was already awarded', () => {
    expect(embiumAwardMessage(2)).toBe('You earned 2 embiums!');
    expect(embiumAwardMessage(0)).toBe('These embiums were already awarded.');
  });

  it('reads a practice answer as session and question code', () => {
    expect(answerAwardObject(`${SESSION}:q1`)).toEqual({ sessionId: SESSION, questionCode: 'q1' });
    expect(answerAwardObject(`${SESSION}:a:b`)).toEqual({ sessionId: SESSION, questionCode: 'a:b' });
    expect(answerAwardObject(SESSION)).toEqual({ sessionId: SESSION, questionCode: '' });
    expect(answerAwardObject('nope:q1')).toBeNull();
    expect(answerAwardObject('')).toBeNull();
  });
});

describe('EMBIUM_RULES', () => {
  it('say what embiumsFor and the session award give', () => {
    const rule = (e: string) => EMBIUM_RULES.find((r) => r.event === e)!;
    expect(embiumsFor('Correct').silver).toBe(rule('practice_answer_correct').amount);
    expect(embiumsFor('Perfect').gold).toBe(rule('practice_answer_perfect').amount);
    expect(rule('practice_session_complete')).toEqual({ event: 'practice_session_complete', kind: 'silver', amount: SESSION_COMPLETE_SILVER });
  });
});
