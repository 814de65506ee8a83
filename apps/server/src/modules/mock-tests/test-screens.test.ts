import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestPaper, TestResult } from '@abhyas/contracts';
import { mocktestBundles } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { exportPacks } from '../content/importers/pack-files.ts';

/**
 * What the test screens need from the server (issue #4 §2–§3): the password of a test checked
 * before it starts, section-lock and compulsory-count data in the paper, and the publish times of
 * a locked answer key and solutions in the result and the bundle meta.
 */
describe.each(BACKENDS)('test screens data on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    const pack = samplePack();
    const H = 3_600_000;
    const at = (offset: number) => new Date(t.clock.now + offset).toISOString();
    // Its own question: a scheduled test seals its questions everywhere until they are published (decision 017).
    const scheduled = {
      ...pack.mocktests[0]!,
      code: 'test-mock-keyed',
      name: 'Keyed quiz',
      sections: [
        {
          ...pack.mocktests[0]!.sections[0]!,
          questions: ['test-math-q2'],
          marking: { fill_in_the_blank: { kind: 'simple', correct: 1, wrong: 0, unanswered: 0 } },
        },
      ],
      schedule: {
        visibleToStudentsAt: at(-2 * H),
        studentCanStartAt: at(-H),
        autoSubmitAt: at(4 * H),
        answerKeyPublishAt: at(5 * H),
        solutionPublishAt: at(6 * H),
      },
    };
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: { ...pack, mocktests: [...pack.mocktests, scheduled] } }]);
  });
  afterAll(async () => t?.close());

  async function student(name: string) {
    return (await verifiedStudent(t.app, name)).token;
  }
  const call = async <T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<T & { error?: { code: string; message: string } }>(res) };
  };

  it('takes the password, section times and compulsory counts from a content pack, and exports them back', async () => {
    const pack = samplePack();
    const base = pack.mocktests[0]!;
    const packed = {
      ...base,
      code: 'test-mock-packed',
      passwordHash: await hashPassword('Board#2026'),
      sections: base.sections.map((x) => ({ ...x, timeS: 300, compulsoryCount: 1 })),
    };
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: { ...pack, mocktests: [...pack.mocktests, packed] } }]);
    const child = await student('Meher Gill');
    const paper = await call<TestPaper>('GET', '/api/v1/test/test-mock-packed/questions', child);
    expect(paper.body).toMatchObject({ password_required: true, section_locking: true });
    expect(paper.body.sections[0]).toMatchObject({ section_time: 300, compulsory_count: 1 });
    expect((await call('POST', '/api/v1/test/test-mock-packed/session', child, {})).body.error?.code).toBe('TEST_PASSWORD_REQUIRED');
    expect((await call('POST', '/api/v1/test/test-mock-packed/session', child, { password: 'Board#2026' })).status).toBe(200);

    const exported = (await exportPacks(t.services.database.db)).files['mocktests.json']!.mocktests.find((m) => m.code === 'test-mock-packed')!;
    expect(exported.passwordHash).toBe(packed.passwordHash);
    expect(exported.sections[0]).toMatchObject({ timeS: 300, compulsoryCount: 1 });

    // A plain password or an impossible compulsory count is refused, naming the place.
    const bad = { ...packed, code: 'test-mock-bad', passwordHash: 'Board#2026', sections: [{ ...packed.sections[0]!, compulsoryCount: 99 }] };
    const refused = await importPacks(t.services.database.db, [{ file: 'bad.json', json: { ...pack, mocktests: [bad] } }]).catch((e: unknown) => e);
    expect(String((refused as Error).message) + JSON.stringify(refused)).toMatch(/passwordHash/);
    expect(JSON.stringify(refused)).toMatch(/compulsoryCount/);
  });

  it('asks for the password of a test that has one and starts only with the right one', async () => {
    const db = t.services.database.db;
    const [row] = await db.select().from(mocktestBundles).where(eq(mocktestBundles.code, 'test-mock-1'));
    await db.insert(mocktestBundles).values({ ...row!, code: 'test-mock-locked', contentHash: 'locked', passwordHash: await hashPassword('NTA-2026') });
    const child = await student('Ishaan Verma');
    const paper = await call<TestPaper>('GET', '/api/v1/test/test-mock-locked/questions', child);
    expect(paper.body.password_required).toBe(true);
    expect((await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions', child)).body.password_required).toBe(false);

    const none = await call('POST', '/api/v1/test/test-mock-locked/session', child, {});
    expect([none.status, none.body.error?.code]).toEqual([400, 'TEST_PASSWORD_REQUIRED']);
    const wrong = await call('POST', '/api/v1/test/test-mock-locked/session', child, { password: 'nta-2026' });
    expect([wrong.status, wrong.body.error?.code]).toEqual([400, 'TEST_PASSWORD_WRONG']);
    expect((await call('GET', '/api/v1/test/test-mock-locked/session', child)).body).toEqual({});
    const right = await call<{ id: string; status: string }>('POST', '/api/v1/test/test-mock-locked/session', child, { password: 'NTA-2026' });
    expect(right.status).toBe(200);
    expect(right.body.status).toBe('STARTED');
    // The open session is returned again without the password (a reload or a second tab).
    expect((await call<{ id: string }>('POST', '/api/v1/test/test-mock-locked/session', child, {})).body.id).toBe(right.body.id);
  });

  it('puts section times and compulsory counts in the paper; locking only when every section has a time', async () => {
    const db = t.services.database.db;
    const [row] = await db.select().from(mocktestBundles).where(eq(mocktestBundles.code, 'test-mock-1'));
    const timed = row!.sections.map((s) => ({ ...s, sectionTimeS: 300, compulsoryCount: 1 }));
    await db.insert(mocktestBundles).values({ ...row!, code: 'test-mock-timed', contentHash: 'timed', sections: timed });
    const child = await student('Meera Pillai');
    const paper = await call<TestPaper>('GET', '/api/v1/test/test-mock-timed/questions', child);
    expect(paper.body.section_locking).toBe(true);
    expect(paper.body.sections[0]).toMatchObject({ section_time: 300, compulsory_count: 1 });
    const plain = await call<TestPaper>('GET', '/api/v1/test/test-mock-1/questions', child);
    expect(plain.body.section_locking).toBe(false);
    expect(plain.body.sections[0]).not.toHaveProperty('section_time');
  });

  it('refuses answers to a locked section outside its time and stores the rest of the batch', async () => {
    const db = t.services.database.db;
    const [row] = await db.select().from(mocktestBundles).where(eq(mocktestBundles.code, 'test-mock-1'));
    const [a] = row!.sections;
    const sections = [
      { ...a!, code: 'section-a', questionCodes: ['test-math-q1'], sectionTimeS: 300 },
      { ...a!, code: 'section-b', name: 'Section B', questionCodes: ['test-math-q3'], sectionTimeS: 300 },
    ];
    await db.insert(mocktestBundles).values({ ...row!, code: 'test-mock-sections', contentHash: 'sections', sections });
    const child = await student('Kabir Das');
    const id = (await call<{ id: string }>('POST', '/api/v1/test/test-mock-sections/session', child, {})).body.id;
    const save = (eorder: number, code: string, answer: unknown) => ({
      eorder,
      event_type: 'save_attempt',
      question_code: code,
      t: eorder,
      event_info: { selected_answer: answer },
    });
    const post = (events: unknown[]) => call<{ accepted: number }>('POST', `/api/v1/test/${id}/events`, child, { events });

    // Section A is open: its answer is stored; section B's turn has not come.
    expect((await post([save(1, 'test-math-q1', ['A'])])).status).toBe(200);
    const early = await post([save(2, 'test-math-q3', '7')]);
    expect([early.status, early.body.error?.code]).toEqual([409, 'SECTION_NOT_OPEN']);

    // Past section A's time (and the grace): A is closed, B is open. In one batch the answer to A is
    // refused by its index, the answer to B and the visit are stored.
    const before = t.clock.now;
    t.clock.now += 331_000;
    onTestFinished(() => {
      t.clock.now = before;
    });
    const mixed = await post([
      save(3, 'test-math-q1', ['B']),
      { eorder: 4, event_type: 'view_question', question_code: 'test-math-q3', t: 331 },
      save(5, 'test-math-q3', '7'),
    ]);
    expect([mixed.status, mixed.body.error?.code], JSON.stringify(mixed.body)).toEqual([409, 'SECTION_CLOSED']);
    expect((mixed.body.error as unknown as { details: { path: string; message: string }[] }).details).toEqual([
      { path: 'events[0]', message: "Section 'section-a' is closed: its time is over." },
    ]);
    const stored = await call<{ content: { eorder: number }[] }>('GET', `/api/v1/test/${id}/events?pageNumber=0`, child);
    expect(stored.body.content.map((e) => e.eorder)).toEqual([1, 4, 5]);

    // The result keeps section A's answer from its own time, not the late change.
    await post([{ eorder: 6, event_type: 'freeze', question_code: null, t: 340 }]);
    await t.services.mockTests.scoringSettled();
    const result = await call<TestResult>('GET', `/api/v1/test/${id}/result`, child);
    const q1 = result.body.questions.find((q) => q.code === 'test-math-q1')!;
    expect(q1.selected_answer).toEqual(['A']);
    expect(result.body.questions.find((q) => q.code === 'test-math-q3')!.selected_answer).toBe('7');
  });

  it('does not lock answers by section in a test without section times', async () => {
    const child = await student('Tara Sen');
    const id = (await call<{ id: string }>('POST', '/api/v1/test/test-mock-1/session', child, {})).body.id;
    const before = t.clock.now;
    t.clock.now += 400_000;
    onTestFinished(() => {
      t.clock.now = before;
    });
    const late = await call('POST', `/api/v1/test/${id}/events`, child, {
      events: [{ eorder: 1, event_type: 'save_attempt', question_code: 'test-math-q1', t: 400, event_info: { selected_answer: ['A'] } }],
    });
    expect(late.status).toBe(200);
  });

  it('tells when a locked answer key and the solutions are published', async () => {
    const child = await student('Zoya Ali');
    const meta = await call<{ result: { is_result_available: boolean } }>(
      'GET',
      '/api/content/mocktest-bundles/meta?mocktest_bundle_code=test-mock-keyed',
      child,
    );
    expect(meta.body.result.is_result_available).toBe(false);
    const open = await call<{ result: { is_result_available: boolean } }>('GET', '/api/content/mocktest-bundles/meta?mocktest_bundle_code=test-mock-1', child);
    expect(open.body.result.is_result_available).toBe(true);

    const id = (await call<{ id: string }>('POST', '/api/v1/test/test-mock-keyed/session', child, {})).body.id;
    await call('POST', `/api/v1/test/${id}/events`, child, { events: [{ eorder: 1, event_type: 'freeze', question_code: null, t: 5 }] });
    // Before the key is out the result is sealed, saying until when (decision 017).
    const sealed = await call<TestResult>('GET', `/api/v1/test/${id}/result`, child);
    const H = 3_600_000;
    expect([sealed.status, sealed.body.error?.code]).toEqual([409, 'ANSWER_KEY_SEALED']);
    const until = (sealed.body.error as unknown as { details: { path: string; message: string }[] }).details.find((d) => d.path === 'sealed_until')!;
    expect(Date.parse(until.message)).toBeGreaterThan(t.clock.now + 4.9 * H);
    // Then the key shows and the solutions' time is given.
    const before = t.clock.now;
    t.clock.now += 5 * H + 1000;
    onTestFinished(() => {
      t.clock.now = before;
    });
    const result = await call<TestResult>('GET', `/api/v1/test/${id}/result`, child);
    expect(result.body.answer_key_publish_at).toBeNull();
    expect(Date.parse(result.body.solution_publish_at!)).toBeGreaterThan(t.clock.now + 0.9 * H);

    const first = await call<{ id: string }>('POST', '/api/v1/test/test-mock-1/session', child, {});
    await call('POST', `/api/v1/test/${first.body.id}/events`, child, { events: [{ eorder: 1, event_type: 'freeze', question_code: null, t: 5 }] });
    const unscheduled = await call<TestResult>('GET', `/api/v1/test/${first.body.id}/result`, child);
    expect(unscheduled.body).toMatchObject({ answer_key_publish_at: null, solution_publish_at: null });
  });
});
