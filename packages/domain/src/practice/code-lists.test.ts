import { describe, expect, it } from 'vitest';
import { MAX_LOOKUP_CODES, parseCodeList, whereFilterList } from './code-lists.ts';

describe('code lists', () => {
  it('trims, drops empties and repeats, keeps the order', () => {
    expect(parseCodeList(' b, a,,b ,c')).toEqual({ codes: ['b', 'a', 'c'], problem: null });
  });

  it('names what is wrong', () => {
    expect(parseCodeList(' , ').problem).toBe('NO_CODES');
    expect(parseCodeList(Array.from({ length: MAX_LOOKUP_CODES + 1 }, (_, i) => `c${i}`).join(',')).problem).toBe('TOO_MANY_CODES');
    expect(parseCodeList(Array.from({ length: MAX_LOOKUP_CODES }, (_, i) => `c${i}`).join(',')).problem).toBeNull();
    expect(parseCodeList(`a,${'x'.repeat(121)}`).problem).toBe('BAD_CODE');
    expect(parseCodeList('x'.repeat(120)).problem).toBeNull();
  });
});

describe('the where filter', () => {
  it('reads {"code":{"$in":[…]}}, {"code":"x"} or a plain list', () => {
    expect(whereFilterList('{"code":{"$in":["a","b"]}}')).toEqual({ list: 'a,b' });
    expect(whereFilterList(' {"code":"a"} ')).toEqual({ list: 'a' });
    expect(whereFilterList(' a,b ')).toEqual({ list: 'a,b' });
  });

  it('refuses JSON that does not parse or has another shape', () => {
    expect(whereFilterList('{code')).toEqual({ problem: 'BAD_JSON' });
    expect(whereFilterList('{"code":{"$in":[1]}}')).toEqual({ problem: 'BAD_SHAPE' });
    expect(whereFilterList('{"name":"a"}')).toEqual({ problem: 'BAD_SHAPE' });
  });
});
