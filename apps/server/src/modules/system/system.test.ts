import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_BACKENDS, buildTestApp, json, type TestApp } from '../../test/harness.ts';

describe.each(STORE_BACKENDS)('system calls on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'ok', database: backend });
  });

  it('tells the server time in epoch ms', async () => {
    t.clock.now = 1_790_000_000_000;
    const res = await t.app.inject({ method: 'GET', url: '/api/now' });
    expect(json(res)).toEqual({ now: 1_790_000_000_000 });
    t.clock.now = Date.now();
  });

  it('lists the goals and exams taxonomy with supported languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/goals-exams?locale=hi' });
    const goals = json<{ goals: { code: string; type: string; exams: { code: string; grade: number | null; supported_languages: string[] }[] }[] }>(res).goals;
    const k12 = goals.filter((g) => g.type === 'K12');
    expect(k12.length).toBe(19);
    expect(k12.every((g) => g.exams.map((e) => e.grade).join() === '6,7,8,9,10,11,12')).toBe(true);
    const preug = goals.find((g) => g.type === 'PreUG')!;
    expect(preug.exams.map((e) => e.code)).toEqual(['jee-main', 'jee-advanced', 'neet-ug', 'bitsat', 'cuet-ug']);
    expect(preug.exams[0]!.supported_languages).toHaveLength(12);
    expect(goals.find((g) => g.type === 'PrePG')!.exams.map((e) => e.code)).toEqual(['gate', 'neet-pg', 'cat']);
  });

  it('names goals and classes in the language asked for, keeping exam acronyms', async () => {
    type Goals = { goals: { code: string; name: string; exams: { code: string; name: string }[] }[] };
    const hi = json<Goals>(await t.app.inject({ method: 'GET', url: '/api/content/goals-exams?locale=hi' })).goals;
    const rajasthan = hi.find((g) => g.code === 'k12-rajasthan')!;
    expect(rajasthan.name).toBe('राजस्थान बोर्ड');
    expect(rajasthan.exams.find((e) => e.code === 'rajasthan-class-10')!.name).toBe('राजस्थान बोर्ड कक्षा 10');
    expect(hi.find((g) => g.code === 'preug')!.exams[0]!.name).toBe('JEE Main');
    expect(hi.find((g) => g.code === 'preug')!.name).toMatch(/[\u0900-\u097F]/);
    const ta = json<Goals>(await t.app.inject({ method: 'GET', url: '/api/content/goals-exams?locale=ta' })).goals;
    expect(ta.find((g) => g.code === 'k12-tamil-nadu')!.name).toMatch(/[\u0B80-\u0BFF]/);
    const en = json<Goals>(await t.app.inject({ method: 'GET', url: '/api/content/goals-exams?locale=xx' })).goals;
    expect(en.find((g) => g.code === 'k12-rajasthan')!.name).toBe('Rajasthan Board');
  });

  it('publishes an OpenAPI document and a docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(doc).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/auth/connected_profiles', '/api/now', '/api/content/goals-exams']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown endpoints with a JSON 404 and carries a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('NOT_FOUND');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
