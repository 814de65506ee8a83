import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, findUnsafeInput } from './unsafe-input.ts';

/** `{ a: { a: … 1 } }` nested `depth` levels deep (the outermost object is level 1). */
const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe('the one rule for unsafe input (issue 14 §1.6)', () => {
  it('accepts ordinary input in every script, with emoji, RTL marks and long text', () => {
    expect(
      findUnsafeInput({ name: 'आरव शर्मा 😀', note: '\u200Fمرحبا', list: [1, 0, -3.5, 1e-9, 2 ** 52, null, true], text: 'x'.repeat(100_000) }, 'body'),
    ).toEqual([]);
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH), 'body')).toEqual([]);
  });

  it('names each NUL, lone surrogate, over-deep value and unusable number by its path', () => {
    expect(
      findUnsafeInput(
        {
          exam: 'a\u0000b',
          events: [{ t: 1e-320 }, { question_code: 'q\uD800' }, { t: 3 }, { event_info: nested(5000) }],
          huge: 1e300,
          neg: -Infinity,
          'odd key\u0000': 1,
          low: '\uDC00x',
        },
        'body',
      ),
    ).toEqual([
      { path: 'body.exam', message: expect.stringMatching(/NUL/u) },
      { path: 'body.events[0].t', message: expect.stringMatching(/too close to zero/u) },
      { path: 'body.events[1].question_code', message: expect.stringMatching(/lone UTF-16 surrogate/u) },
      { path: `body.events[3].event_info${'.a'.repeat(MAX_INPUT_DEPTH - 3)}`, message: `is nested deeper than ${MAX_INPUT_DEPTH} levels` },
      { path: 'body.huge', message: expect.stringMatching(/too large/u) },
      { path: 'body.neg', message: 'is not a finite number' },
      { path: 'body["odd key\\u0000"]', message: expect.stringMatching(/has a key that contains a NUL/u) },
      { path: 'body.low', message: expect.stringMatching(/surrogate/u) },
    ]);
    expect(findUnsafeInput('a\u0000', 'querystring.exam')).toEqual([{ path: 'querystring.exam', message: expect.stringMatching(/NUL/u) }]);
  });

  it('walks a million levels without overflowing the stack, and names at most 20 problems', () => {
    let deep: unknown = [];
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(findUnsafeInput(deep, 'body')).toHaveLength(1);
    expect(
      findUnsafeInput(
        Array.from({ length: 100 }, () => '\u0000'),
        'body',
      ),
    ).toHaveLength(20);
  });

  test.prop([fc.jsonValue({ maxDepth: 6 })])('any JSON without NUL, lone surrogates or unusable numbers is accepted', (value) => {
    const clean = JSON.parse(
      JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && v !== 0 && Math.abs(v) < 1e-37 ? 0 : v)).replace(/\\u0000/gu, ''),
    ) as unknown;
    const issues = findUnsafeInput(clean, 'body');
    for (const issue of issues) expect(issue.message).toMatch(/surrogate|too large/u);
  });
});
