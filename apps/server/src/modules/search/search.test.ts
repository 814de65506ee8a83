import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults, SearchSuggestions } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, type TestApp } from '../../test/harness.ts';
import { samplePack } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { plainText, prefixTsQuery } from './search.repository.ts';

const NCERT = JSON.parse(readFileSync(new URL('../../../../../content/learning-map/ncert.json', import.meta.url), 'utf8')) as unknown;

describe('search query parts', () => {
  it('turns any script into prefix terms and drops tsquery syntax', () => {
    expect(prefixTsQuery('Real  numbers')).toBe('real:* & numbers:*');
    expect(prefixTsQuery("a' | b & !c:*")).toBe('a:* & b:* & c:*');
    expect(prefixTsQuery('वास्तविक संख्याएँ')).toBe('वास्तविक:* & संख्याएँ:*');
    expect(prefixTsQuery('!!! ??')).toBeNull();
  });
  it('reads Markdown with LaTeX as plain words', () => {
    expect(plainText('The HCF of $6$ and $\\text{twenty}$ is **{{1}}**')).toBe('The HCF of 6 and twenty is …');
    expect(plainText('If $\\sin A = \\frac{8}{17}$, then $\\cos A \\times \\pi$ at $30^\\circ$ is')).toBe('If sin A = 8/17 , then cos A × π at 30° is');
  });
});

describe.each(BACKENDS)('search on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'ncert.json', NCERT);
    const pack = samplePack();
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack }]);
    await t.services.search.rebuild();
    token = (await verifiedParent(t.app)).token;
  });
  afterAll(async () => t?.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: bearer(token) });
    return { status: res.statusCode, body: json<SearchResults & { error?: { code: string; message: string } }>(res) };
  };
  const suggest = async (q: string) =>
    json<SearchSuggestions>(await t.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}`, headers: bearer(token) }));

  it('finds chapters first, groups results by entity with totals, and links each to its page', async () => {
    const { status, body } = await search('q=real%20numbers');
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({
      entity: 'chapter',
      code: 'ncert-10-mathematics-ch01',
      title: 'Real Numbers',
      url: '/learn/summary/ncert-10-mathematics-ch01',
    });
    expect(body.groups.map((g) => g.entity)).toContain('chapter');
    expect(body.total).toBe(body.groups.reduce((n, g) => n + g.total, 0));
  });

  it('matches Hindi names, prefixes as typed, and typos by trigrams', async () => {
    const hindi = await search(`q=${encodeURIComponent('वास्तविक')}`);
    expect(hindi.body.results.map((r) => r.code)).toContain('ncert-10-mathematics-ch01');
    const prefix = await search('q=trigono&entity=chapter');
    expect(prefix.body.results.map((r) => r.title)).toContain('Introduction to Trigonometry');
    const typo = await search('q=trignometry&entity=chapter');
    expect(typo.body.results.map((r) => r.title)).toContain('Introduction to Trigonometry');
  });

  it('searches questions, videos and tests, and pages through one entity', async () => {
    const question = await search('q=HCF&entity=question');
    expect(question.body.results[0]).toMatchObject({ entity: 'question', code: 'test-math-q1', url: '/question/test-math-q1' });
    expect(question.body.results[0]!.title).toBe('The HCF of 6 and 20 is');
    expect((await search('q=prime%20factorisation&entity=video')).body.results[0]).toMatchObject({ code: 'test-video-1', url: '/video/summary/test-video-1' });
    expect((await search('q=quiz&entity=test')).body.results[0]).toMatchObject({ code: 'test-mock-1', url: '/test/summary/test-mock-1' });
    expect((await search('q=lowest%20powers&entity=note')).body.results[0]).toMatchObject({
      entity: 'note',
      code: 'notes-ncert-10-mathematics-ch01',
      title: 'Real Numbers: the notes',
      url: '/learn/summary/ncert-10-mathematics-ch01#notes',
    });
    const page0 = await search('q=motion&entity=topic&size=2&page=0');
    const page1 = await search('q=motion&entity=topic&size=2&page=1');
    expect(page0.body.total).toBeGreaterThan(2);
    expect(page0.body.results).toHaveLength(2);
    expect(page1.body.results[0]!.code).not.toBe(page0.body.results[0]!.code);
    expect((await search('q=zzqxv')).body).toMatchObject({ total: 0, groups: [], results: [] });
  });

  it('suggests titles that start with what was typed', async () => {
    const { suggestions } = await suggest('quadr');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]!.title.toLowerCase().startsWith('quadr')).toBe(true);
    expect(suggestions.every((s) => s.entity !== 'question')).toBe(true);
  });

  it('answers bad input with 400 and a reason, and anonymous callers with 401', async () => {
    for (const [query, code] of [
      ['q=', 'VALIDATION_FAILED'],
      ['q=%21%21%21', 'SEARCH_QUERY_EMPTY'],
      ['q=a&size=500', 'VALIDATION_FAILED'],
      ['q=a&entity=planet', 'VALIDATION_FAILED'],
      ['q=a&page=-1', 'VALIDATION_FAILED'],
      [`q=${'a'.repeat(201)}`, 'VALIDATION_FAILED'],
    ] as const) {
      const { status, body } = await search(query);
      expect({ query, status, code: body.error?.code }).toEqual({ query, status: 400, code });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=real' })).statusCode).toBe(401);
  });
});
