import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mocktestBundles } from '../../db/schema/index.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { AccommodationsRepository } from './accommodations.repository.ts';
import { setCompensatoryTime } from './admin-command.ts';

const MIN = 60_000;

describe.each(BACKENDS)('accommodations on %s (issue 22 §2)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const db = t.services.database.db;
    await importLearningMap(db, 'map.json', sampleMap());
    await importPacks(db, [{ file: 'pack.json', json: samplePack() }]);
    // A three-hour paper, and one of two locked sections of an hour each.
    const [row] = await db.select().from(mocktestBundles).where(eq(mocktestBundles.code, 'test-mock-1'));
    await db.insert(mocktestBundles).values({ ...row!, code: 'test-mock-180', contentHash: 'three-hours', durationS: 180 * 60 });
    const [a] = row!.sections;
    await db.insert(mocktestBundles).values({
      ...row!,
      code: 'test-mock-two-hours',
      contentHash: 'two-sections',
      durationS: 120 * 60,
      sections: [
        { ...a!, code: 'section-a', questionCodes: ['test-math-q1'], sectionTimeS: 3600 },
        { ...a!, code: 'section-b', name: 'Section B', questionCodes: ['test-math-q3'], sectionTimeS: 3600 },
      ],
    });
  });
  afterAll(async () => t?.close());

  type Data = {
    profile_id: string;
    compensatory_time: { minutes_per_hour: number; benchmark_disability: boolean; basis: string; set_by: string | null; set_at: string | null };
    display: { text_scale: number; high_contrast: boolean; reduced_motion: string; dyslexia_font: boolean };
    can_set_compensatory_time: boolean;
  };
  type Err = { error?: { code: string; message: string; details?: { path: string; message: string }[] } };
  const call = async <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<T & Err>(res) };
  };
  /** A family with one student: parent and child tokens, and the profile id. */
  async function family(name: string) {
    const s = await verifiedStudent(t.app, name);
    const me = await call<{ data: { linked_profiles: { id: string }[] } }>('GET', '/api/auth/connected_profiles', s.token);
    return { parent: s.parentToken, child: s.token, id: me.body.data.linked_profiles[0]!.id };
  }
  const url = (id: string) => `/api/profiles/${id}/accommodations`;
  const ntaRule = { compensatory_time: { benchmark_disability: true, basis: 'UDID certificate, low vision (40 %)' } };

  it('answers the defaults, then stores compensatory time set by the parent (NTA: 20 min per hour) with its basis', async () => {
    const f = await family('Anaya Sen');
    const none = await call<{ data: Data }>('GET', url(f.id), f.child);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({
      profile_id: f.id,
      compensatory_time: { minutes_per_hour: 0, benchmark_disability: false, basis: '', set_by: null, set_at: null },
      display: { text_scale: 100, high_contrast: false, reduced_motion: 'system', dyslexia_font: false },
      can_set_compensatory_time: false,
    });
    const set = await call<{ data: Data }>('PUT', url(f.id), f.parent, ntaRule);
    expect(set.status).toBe(200);
    expect(set.body.data.compensatory_time).toMatchObject({
      minutes_per_hour: 20,
      benchmark_disability: true,
      basis: ntaRule.compensatory_time.basis,
      set_by: 'account_holder',
    });
    expect(set.body.data.can_set_compensatory_time).toBe(true);
    // An explicit figure wins over the default; the student reads it with its own token.
    await call('PUT', url(f.id), f.parent, {
      compensatory_time: { benchmark_disability: true, minutes_per_hour: 30, basis: 'Scribe and 30 min/h by the board' },
    });
    expect((await call<{ data: Data }>('GET', url(f.id), f.child)).body.data.compensatory_time.minutes_per_hour).toBe(30);
  });

  it("refuses compensatory time from the child's own token; the child may set its display settings", async () => {
    const f = await family('Ishan Roy');
    const refused = await call('PUT', url(f.id), f.child, ntaRule);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'COMPENSATORY_TIME_PARENT_ONLY']);
    expect((await call<{ data: Data }>('GET', url(f.id), f.parent)).body.data.compensatory_time.minutes_per_hour).toBe(0);
    const display = await call<{ data: Data }>('PUT', url(f.id), f.child, { display: { text_scale: 200, high_contrast: true } });
    expect(display.status).toBe(200);
    expect(display.body.data.display).toEqual({ text_scale: 200, high_contrast: true, reduced_motion: 'system', dyslexia_font: false });
    // A later partial write keeps the other fields.
    const more = await call<{ data: Data }>('PUT', url(f.id), f.parent, { display: { dyslexia_font: true, reduced_motion: 'reduce' } });
    expect(more.body.data.display).toEqual({ text_scale: 200, high_contrast: true, reduced_motion: 'reduce', dyslexia_font: true });
  });

  it('answers 400 naming the field, and 404 for a profile of another family (or not a profile id)', async () => {
    const f = await family('Rohan Das');
    const other = await family('Tara Menon');
    const bad = async (payload: unknown) => (await call('PUT', url(f.id), f.parent, payload)).body.error;
    expect((await bad({ display: { text_scale: 250 } }))?.details?.[0]?.path).toBe('body.display.text_scale');
    expect((await bad({ display: { reduced_motion: 'sometimes' } }))?.details?.[0]?.path).toBe('body.display.reduced_motion');
    expect((await bad({ compensatory_time: { benchmark_disability: true, minutes_per_hour: 90, basis: 'x' } }))?.details?.[0]?.path).toBe(
      'body.compensatory_time.minutes_per_hour',
    );
    expect((await bad({ compensatory_time: { benchmark_disability: true } }))?.details?.[0]?.path).toBe('body.compensatory_time.basis');
    expect((await bad({}))?.details?.[0]?.path).toBe('body.display');
    for (const [method, token, id] of [
      ['GET', other.parent, f.id],
      ['PUT', other.parent, f.id],
      ['GET', other.child, f.id],
      ['GET', f.parent, 'not-a-profile'],
    ] as const) {
      const res = await call(method, url(id), token, method === 'PUT' ? ntaRule : undefined);
      expect([res.status, res.body.error?.code], `${method} ${id}`).toEqual([404, 'PROFILE_NOT_FOUND']);
    }
    expect((await call<{ data: Data }>('GET', url(f.id), f.parent)).body.data.compensatory_time.minutes_per_hour).toBe(0);
  });

  it("an administrator's command sets it (role administrator), says what is wrong with bad arguments, and 1 for an unknown profile", async () => {
    const f = await family('Meera Iyer');
    const lines: string[] = [];
    const run = (...args: string[]) =>
      setCompensatoryTime(new AccommodationsRepository(t.services.database.db), args, {
        out: (l) => lines.push(`out: ${l}`),
        err: (l) => lines.push(`err: ${l}`),
        now: () => t.clock.now,
      });
    expect(await run('--profile', f.id, '--benchmark-disability', '--minutes-per-hour', '30', '--basis', 'Board order 12/2026')).toBe(0);
    expect(lines.at(-1)).toMatch(/^out: Profile .*: 30 compensatory minutes per hour .*Board order 12\/2026/);
    const view = await call<{ data: Data }>('GET', url(f.id), f.parent);
    expect(view.body.data.compensatory_time).toMatchObject({
      minutes_per_hour: 30,
      benchmark_disability: true,
      basis: 'Board order 12/2026',
      set_by: 'administrator',
    });
    // The NTA default when only the disability is declared.
    expect(await run('--profile', f.id, '--benchmark-disability', '--basis', 'UDID')).toBe(0);
    expect((await call<{ data: Data }>('GET', url(f.id), f.child)).body.data.compensatory_time.minutes_per_hour).toBe(20);

    for (const [args, says] of [
      [['--profile', 'nobody', '--benchmark-disability', '--basis', 'x'], /--profile must be a profile id/],
      [['--profile', f.id, '--basis', 'x'], /give --benchmark-disability or --minutes-per-hour/],
      [['--profile', f.id, '--minutes-per-hour', '90', '--basis', 'x'], /minutes_per_hour is 0–60/],
      [['--profile', f.id, '--minutes-per-hour', '2.5', '--basis', 'x'], /whole number/],
      [['--profile', f.id, '--benchmark-disability'], /basis is required/],
      [['--profile', f.id, '--benchmark-disability', '--basis'], /--basis needs a value/],
      [['--profile', f.id, '--force'], /unknown argument '--force'/],
    ] as const) {
      expect(await run(...args), args.join(' ')).toBe(2);
      expect(lines.at(-1)).toMatch(says);
    }
    expect(await run('--profile', '00000000-0000-4000-8000-000000000000', '--benchmark-disability', '--basis', 'x')).toBe(1);
    expect(lines.at(-1)).toMatch(/no profile 00000000-/);
    // Nothing the refused calls sent was stored.
    expect((await call<{ data: Data }>('GET', url(f.id), f.parent)).body.data.compensatory_time).toMatchObject({ minutes_per_hour: 20, basis: 'UDID' });
  });

  const start = async (child: string, code: string) => (await call<{ id: string }>('POST', `/api/v1/test/${code}/session`, child, {})).body.id;
  const save = (id: string, child: string, eorder: number, code: string, at: number) =>
    call('POST', `/api/v1/test/${id}/events`, child, {
      events: [{ eorder, event_type: 'save_attempt', question_code: code, t: at, event_info: { selected_answer: code === 'test-math-q1' ? ['A'] : '7' } }],
    });

  it('accepts an answer at minute 190 of a 180-minute test with compensatory time, and refuses it without', async () => {
    const withTime = await family('Devika Nair');
    const without = await family('Arjun Pillai');
    await call('PUT', url(withTime.id), withTime.parent, ntaRule);
    const a = await start(withTime.child, 'test-mock-180');
    const b = await start(without.child, 'test-mock-180');
    const resumeA = await call<{ deadline_at: string; started_at: string; remaining_s: number; extra_minutes_per_hour: number }>(
      'POST',
      `/api/v1/test/${a}/resume`,
      withTime.child,
    );
    expect(Date.parse(resumeA.body.deadline_at) - Date.parse(resumeA.body.started_at)).toBe(240 * MIN);
    expect(resumeA.body).toMatchObject({ remaining_s: 240 * 60, extra_minutes_per_hour: 20 });
    expect((await call<{ extra_minutes_per_hour: number }>('POST', `/api/v1/test/${b}/resume`, without.child)).body.extra_minutes_per_hour).toBe(0);

    t.clock.now += 190 * MIN;
    const accepted = await save(a, withTime.child, 1, 'test-math-q1', 190 * 60);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const refused = await save(b, without.child, 1, 'test-math-q1', 190 * 60);
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'DEADLINE_PASSED']);
    // The sweep (the auto-submit job's fallback) finishes the one past its deadline and leaves the other open.
    await t.services.mockTests.finishExpired();
    expect((await call<{ status: string }>('POST', `/api/v1/test/${a}/resume`, withTime.child)).body.status).toBe('STARTED');
    expect((await call<{ status: string }>('POST', `/api/v1/test/${b}/resume`, without.child)).body.status).toBe('FINISHED');
    t.clock.now += 51 * MIN; // minute 241: past the extended deadline and the grace
    await t.services.mockTests.finishExpired();
    expect((await call<{ status: string }>('POST', `/api/v1/test/${a}/resume`, withTime.child)).body.status).toBe('FINISHED');
  });

  it('stretches locked sections too: section B opens at minute 80, not 60, with 20 min per hour', async () => {
    const f = await family('Neel Joshi');
    await call('PUT', url(f.id), f.parent, ntaRule);
    const id = await start(f.child, 'test-mock-two-hours');
    t.clock.now += 70 * MIN;
    // Minute 70: section A (80 min) is still open, B's turn has not come.
    expect((await save(id, f.child, 1, 'test-math-q1', 70 * 60)).status).toBe(200);
    const early = await save(id, f.child, 2, 'test-math-q3', 70 * 60);
    expect([early.status, early.body.error?.code]).toEqual([409, 'SECTION_NOT_OPEN']);
    t.clock.now += 11 * MIN;
    expect((await save(id, f.child, 3, 'test-math-q3', 81 * 60)).status).toBe(200);
  });
});
