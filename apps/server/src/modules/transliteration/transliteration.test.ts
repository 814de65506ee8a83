import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransliterateResponse } from '@abhyas/contracts';
import { BACKENDS, buildTestApp, json, type TestApp } from '../../test/harness.ts';

describe.each(BACKENDS)('GET /api/transliterate on %s (decision 039)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/transliterate?${query}` });
    return { status: res.statusCode, body: json<TransliterateResponse & { error?: { code: string; message: string } }>(res) };
  };

  it('answers up to 5 spellings in the language’s script, likeliest first, without sign-in', async () => {
    const { status, body } = await get('text=prakash&lang=hi');
    expect(status).toBe(200);
    expect(body.text).toBe('prakash');
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    expect(body.suggestions).toContain('प्रकाश');
    expect((await get('text=prakash&lang=ta')).body.suggestions).toContain('ப்ரகாஷ்');
    expect((await get('text=prakash&lang=bn')).body.suggestions).toContain('প্রকাশ');
  });

  it('offers nothing for one Assamese letter or text without Latin letters', async () => {
    expect((await get('text=k&lang=as')).body.suggestions).toEqual([]);
    expect((await get('text=ka&lang=as')).body.suggestions.length).toBeGreaterThan(0);
    expect((await get(`text=${encodeURIComponent('प्रकाश')}&lang=hi`)).body.suggestions).toEqual([]);
  });

  it('answers 400 naming the field for empty or long text and a language without a script to write', async () => {
    for (const [query, field] of [
      ['text=&lang=hi', 'text'],
      [`text=${'a'.repeat(61)}&lang=hi`, 'text'],
      ['text=prakash&lang=en', 'lang'],
      ['text=prakash&lang=xx', 'lang'],
      ['text=prakash', 'lang'],
    ] as const) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body.error), query).toContain(field);
    }
  });
});
