import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults, SearchSuggestions } from '@abhyas/contracts';
import { STORE_BACKENDS, bearer, buildTestApp, json, verifiedParent, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { plainText } from './plain-text.ts';
import { prefixTsQuery } from './search.repository.ts';

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
    expect(plainText('If $\\sin A = \\frac{8}{17}$, then $\\cos A \\times \\pi$ at $30^\\circ$ is')).toBe('If sin A = 8/17, then cos A × π at 30° is');
  });
  it('reads display maths, spacing commands, every Greek letter and scripts as a reader would (issue 15)', () => {
    // JEE Advanced 2020 P1 Q25, 2017 P2 Q1 and the wavelength and unit spellings of the packs.
    expect(plainText('the $P-V$ work done is given by\n\n\\[\nw=-\\int d V P_{\\mathrm{ext}}\n\\]\n\nFor a system')).toBe(
      'the P − V work done is given by w = − ∫dVPₑₓₜ For a system',
    );
    expect(plainText('light of wavelength $400\\ \\mathrm{nm}$ and $1500\\,\\mathrm{kg}$')).toBe('light of wavelength 400 nm and 1500 kg');
    expect(plainText('the density $\\rho$ is uniform; $\\left(\\frac{1}{\\rho} \\frac{d \\rho}{d t}\\right)$ is constant')).toBe(
      'the density ρ is uniform; (1/ρ (dρ)/(dt)) is constant',
    );
    expect(plainText('$8 \\mathrm{~gm} \\mathrm{~cm}^{-3}$, $F=(3x^2-2x)$, $\\phi_0$, $\\sqrt{2}$, $\\vec F$')).toBe('8 gm cm⁻³, F = (3x² − 2x), ϕ₀, √2, F⃗');
    // What KaTeX cannot parse loses its commands, never its words.
    expect(plainText('Bad $\\frac{1}{$ tex')).toBe('Bad 1 tex');
    for (const s of ['\\[', '\\]', '\\ ', '\\,', '$', '{', '}']) expect(plainText('$$\\frac{a}{b}\\,\\text{m}$$ and \\[x\\]')).not.toContain(s);
  });
});

describe.each(STORE_BACKENDS)('search on %s', (backend) => {
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

  it('finds Hindi content typed in Latin letters as "prakash" for a Hindi reader (decision 039)', async () => {
    // प्रकाश – परावर्तन तथा अपवर्तन is the Hindi name of "Light – Reflection and Refraction".
    const hindi = await search('q=prakash&entity=chapter&locale=hi');
    expect(hindi.status).toBe(200);
    expect(hindi.body.results.map((r) => r.code)).toContain('ncert-10-science-ch09');
    const parivartan = await search('q=paravartan&entity=chapter&locale=hi');
    expect(parivartan.body.results.map((r) => r.code)).toContain('ncert-10-science-ch09');
    // An English reader's "prakash" is not read as Hindi.
    const english = await search('q=prakash&entity=chapter&locale=en&exact=true');
    expect(english.body.results.map((r) => r.code)).not.toContain('ncert-10-science-ch09');
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

  it('ranks the profile’s exam first and narrows to it with scope=exam (issue 15)', async () => {
    const jee = (await verifiedStudent(t.app, 'Aarav Sharma', { goal: 'preug', exam: 'jee-main' })).token;
    const cbse = (await verifiedStudent(t.app, 'Diya Sharma')).token;
    const as = async (who: string, query: string) =>
      json<SearchResults>(await t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: bearer(who) }));
    const everyone = await search('q=electricity&entity=chapter');
    expect(everyone.body.results[0]?.subtitle).toBe('Class 10 · Science');
    const forJee = await as(jee, 'q=electricity&entity=chapter');
    expect(forJee.exam).toEqual({ code: 'jee-main', name: 'JEE Main' });
    expect(forJee.results[0]).toMatchObject({ title: 'Current Electricity', subtitle: 'Class 12 · Physics' });
    // The rest is still there, after the exam's chapters.
    expect(forJee.results.map((r) => r.subtitle)).toContain('Class 7 · Science');
    const onlyJee = await as(jee, 'q=electricity&scope=exam');
    expect(onlyJee.scope).toBe('exam');
    expect(onlyJee.total).toBeGreaterThan(0);
    expect(onlyJee.total).toBeLessThan(forJee.total + (await as(jee, 'q=electricity')).total);
    expect(onlyJee.results.some((r) => /Class (7|8|9|10)\b/u.test(r.subtitle))).toBe(false);
    expect((await as(cbse, 'q=electricity&entity=chapter')).results[0]).toMatchObject({ title: 'Electricity', subtitle: 'Class 10 · Science' });
    const suggestions = json<SearchSuggestions>(await t.app.inject({ method: 'GET', url: '/api/search/suggestions?q=electricity', headers: bearer(jee) }));
    expect(suggestions.suggestions[0]?.title).toBe('Current Electricity');
    // A parent account has no exam to narrow to.
    const parent = await search('q=electricity&scope=exam');
    expect({ status: parent.status, code: parent.body.error?.code }).toEqual({ status: 400, code: 'SEARCH_SCOPE_NEEDS_PROFILE' });
  });

  it('says which words a misspelt query was corrected to, and searches the words as typed on request (issue 15)', async () => {
    const typo = await search('q=thermodynamcs');
    expect(typo.body).toMatchObject({ query: 'thermodynamcs', corrected_query: 'thermodynamics' });
    expect(typo.body.results.map((r) => r.title)).toContain('Thermodynamics');
    const asTyped = await search('q=thermodynamcs&exact=true');
    expect(asTyped.body).toMatchObject({ query: 'thermodynamcs', corrected_query: null, total: 0 });
    const right = await search('q=thermodynamics');
    expect(right.body.corrected_query).toBeNull();
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
      ['q=a&scope=class', 'VALIDATION_FAILED'],
      ['q=a&exact=yes', 'VALIDATION_FAILED'],
      [`q=${'a'.repeat(201)}`, 'VALIDATION_FAILED'],
    ] as const) {
      const { status, body } = await search(query);
      expect({ query, status, code: body.error?.code }).toEqual({ query, status: 400, code });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=real' })).statusCode).toBe(401);
  });
});
