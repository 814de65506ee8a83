import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterSummary, MocktestList, SearchResults, SearchSuggestions, TestPaper } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importJeebench } from '../content/importers/jeebench-import.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

/** JEE Advanced 2019 Paper 1 as JEEBench holds it (the questions without figures). */
const PAPER_2019_P1 = (
  JSON.parse(readFileSync(new URL('../../../../../content/jeebench/dataset.json', import.meta.url), 'utf8')) as { description: string }[]
).filter((r) => r.description === 'JEE Adv 2019 Paper 1');
const JEE_MAIN = { goal: 'preug', exam: 'jee-main' };
const CBSE_10 = { goal: 'k12-cbse', exam: 'cbse-class-10' };

/**
 * Issue 15 Major 4: a profile opens the tests of its goal's exams (a JEE Main aspirant the JEE
 * Advanced papers), is refused the others by the server, and is never shown a link to one.
 */
describe.each(BACKENDS)('which tests a profile may open on %s', (backend) => {
  let t: TestApp;
  let jeeMain: string;
  let cbse: string;
  let parent: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
    await importJeebench(t.services.database.db, 'dataset.json', PAPER_2019_P1);
    await t.services.search.rebuild();
    jeeMain = (await verifiedStudent(t.app, 'Aarav Sharma', JEE_MAIN)).token;
    cbse = (await verifiedStudent(t.app, 'Diya Sharma', CBSE_10)).token;
    parent = (await verifiedParent(t.app)).token;
  });
  afterAll(async () => t?.close());

  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: json<T & { error?: { code: string; message: string } }>(res) };
  };

  it('lets a JEE Main profile open and start a JEE Advanced paper', async () => {
    const meta = await call<{ result: { exam_code: string } }>('GET', '/api/content/mocktest-bundles/meta?mocktest_bundle_code=jee-adv-2019-p1', jeeMain);
    expect(meta.status).toBe(200);
    expect(meta.body.result.exam_code).toBe('jee-advanced');
    const list = await call<MocktestList>('GET', '/api/content/mocktests?exam=jee-advanced', jeeMain);
    expect(list.body.tests.map((x) => x.code)).toContain('jee-adv-2019-p1');
    expect((await call<TestPaper>('GET', '/api/v1/test/jee-adv-2019-p1/questions', jeeMain)).status).toBe(200);
    const start = await call<{ status: string }>('POST', '/api/v1/test/jee-adv-2019-p1/session', jeeMain, {});
    expect(start.body.status).toBe('STARTED');
  });

  it("refuses a CBSE profile another goal's test on every call that opens it, saying why", async () => {
    const meta = await call('GET', '/api/content/mocktest-bundles/meta?mocktest_bundle_code=jee-adv-2019-p1', cbse);
    expect([meta.status, meta.body.error?.code]).toEqual([404, 'TEST_NOT_FOR_PROFILE']);
    expect(meta.body.error?.message).toMatch(/jee-advanced test; this profile prepares for cbse-class-10/);
    const paper = await call('GET', '/api/v1/test/jee-adv-2019-p1/questions', cbse);
    expect([paper.status, paper.body.error?.code]).toEqual([404, 'TEST_NOT_FOR_PROFILE']);
    const start = await call('POST', '/api/v1/test/jee-adv-2019-p1/session', cbse, {});
    expect([start.status, start.body.error?.code]).toEqual([404, 'TEST_NOT_FOR_PROFILE']);
    const list = await call('GET', '/api/content/mocktests?exam=jee-advanced', cbse);
    expect([list.status, list.body.error?.code]).toEqual([404, 'EXAM_NOT_FOR_PROFILE']);
    // Its own exam's test still opens.
    expect((await call('POST', '/api/v1/test/test-mock-1/session', cbse, {})).status).toBe(200);
  });

  it('shows in search and suggestions only the tests the profile may open (a parent sees every one)', async () => {
    const tests = async (token: string, q: string) =>
      (await call<SearchResults>('GET', `/api/search?q=${encodeURIComponent(q)}&entity=test`, token)).body.results.map((r) => r.code);
    expect(await tests(jeeMain, 'JEE Advanced 2019')).toContain('jee-adv-2019-p1');
    expect(await tests(cbse, 'JEE Advanced 2019')).toEqual([]);
    expect(await tests(parent, 'JEE Advanced 2019')).toContain('jee-adv-2019-p1');
    expect(await tests(cbse, 'quiz')).toContain('test-mock-1');
    expect(await tests(jeeMain, 'quiz')).toEqual([]);
    // All entities at once: the totals leave the hidden tests out too.
    const all = (await call<SearchResults>('GET', '/api/search?q=JEE%20Advanced%202019', cbse)).body;
    expect(all.results.filter((r) => r.entity === 'test')).toEqual([]);
    expect(all.groups.find((g) => g.entity === 'test')).toBeUndefined();
    const suggested = async (token: string) =>
      (await call<SearchSuggestions>('GET', '/api/search/suggestions?q=JEE%20Advanced', token)).body.suggestions.filter((s) => s.entity === 'test');
    expect((await suggested(jeeMain)).length).toBeGreaterThan(0);
    expect(await suggested(cbse)).toEqual([]);
  });

  it('lists on a chapter page only the tests the profile may open', async () => {
    const testsOn = async (token: string) =>
      (await call<ChapterSummary>('GET', '/api/content/chapters/ncert-10-mathematics-ch01', token)).body.tests.map((x) => x.code);
    expect(await testsOn(cbse)).toEqual(['test-mock-1']);
    expect(await testsOn(jeeMain)).toEqual([]);
    expect(await testsOn(parent)).toEqual(['test-mock-1']);
  });
});
