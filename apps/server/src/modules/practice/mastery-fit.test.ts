/**
 * The mastery-fit job (issue 27; decision 007 "Fitted parameters"): fits a concept's BKT parameters
 * from the stored practice attempts, and practice then updates mastery with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BKT, updateMastery } from '@abhyas/domain';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { MasteryFitService } from './mastery-fit.service.ts';

const CONCEPT = 'ncert-10-mathematics-ch01-t02-hcf-lcm'; // test-math-q1's (key B, difficulty 2)

describe.each(BACKENDS)('fitting mastery parameters on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  /** A new student answers test-math-q1: right at once, or wrong twice (a second try). Returns the mastery change. */
  async function answer(name: string, right: boolean) {
    const token = (await verifiedStudent(t.app, name)).token;
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
      return json<Record<string, unknown>>(res);
    };
    const { session_id: id } = (await call('POST', '/api/v1/practice/session', {
      type: 'Normal',
      learning_map: { bundle_code: 'ncert-10-mathematics-ch01' },
    })) as {
      session_id: string;
    };
    expect(((await call('GET', `/api/v1/practice/${id}/question`)).question as { code: string }).code).toBe('test-math-q1');
    const submit = (selected: string, eorder: number) => [
      { event_type: 'view', eorder },
      { event_type: 'submit', eorder: eorder + 1, event_info: { selected_answer: [selected], time_spent: 20, hint_used: false } },
    ];
    let result = await call('POST', `/api/v1/practice/${id}/question/test-math-q1`, submit(right ? 'B' : 'A', 1));
    if (result.status === 'retry') result = await call('POST', `/api/v1/practice/${id}/question/test-math-q1`, submit('C', 3));
    return result.mastery as { before: number; after: number };
  }

  it('fits a concept once it has enough answers, and practice then uses its parameters', async () => {
    const fitter = new MasteryFitService(t.services.database.db);
    for (const [i, right] of [true, false, true, true, false, true].entries()) await answer(`Student ${i}`, right);
    // Too few answers: nothing is fitted, and practice keeps the defaults.
    expect((await fitter.fitAll(7)).fitted).toEqual([]);
    expect(await fitter.repo.all()).toEqual([]);

    const run = await fitter.fitAll(6);
    expect(run.fitted.map((f) => [f.conceptCode, f.answers, f.students])).toEqual([[CONCEPT, 6, 6]]);
    const [stored] = await fitter.repo.all();
    expect(stored).toMatchObject({ conceptCode: CONCEPT, observations: 6, students: 6 });
    for (const v of Object.values(stored!.params)) expect(v).toBeGreaterThanOrEqual(0);
    expect(stored!.params).not.toEqual(DEFAULT_BKT);

    // A new student starts at the fitted prior and moves by the fitted parameters.
    const m = await answer('Student 7', true);
    expect(m.before).toBeCloseTo(stored!.params.init, 6);
    expect(m.after).toBeCloseTo(updateMastery(stored!.params.init, true, stored!.params, false, 2), 6);

    // A second run refits from every answer (now 7) and replaces the row.
    await fitter.fitAll(6);
    expect((await fitter.repo.all()).map((f) => [f.observations, f.students])).toEqual([[7, 7]]);
  });
});
