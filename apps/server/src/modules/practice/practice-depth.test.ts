/**
 * Adaptive practice with a chapter of real depth (issue #16 Proof): in a chapter of 25 questions
 * over three concepts, a student answering right and wrong is served 20 questions without a repeat,
 * interventions settled as they come, and the session knows all 25.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

const CH01 = 'ncert-10-mathematics-ch01';
const TOPICS = ['ncert-10-mathematics-ch01-t01', 'ncert-10-mathematics-ch01-t02'];

/** A pack with 25 integer questions in chapter 1: three concepts, difficulties 1–10, key = its number. */
function deepPack() {
  const p = samplePack();
  const concepts = [
    { code: `${TOPICS[0]}-depth-a`, topic: TOPICS[0]!, name: 'Depth concept A' },
    { code: `${TOPICS[1]}-depth-b`, topic: TOPICS[1]!, name: 'Depth concept B' },
    { code: `${TOPICS[1]}-depth-c`, topic: TOPICS[1]!, name: 'Depth concept C' },
  ];
  p.concepts = [...(p.concepts as unknown[]), ...concepts] as typeof p.concepts;
  // Only the new chapter questions: the sample's own three stay out, so the chapter holds exactly 25.
  p.questions = Array.from({ length: 25 }, (_, i) => ({
    code: `depth-q${String(i + 1).padStart(2, '0')}`,
    type: 'integer',
    subject: 'mathematics',
    chapter: CH01,
    topic: concepts[i % 3]!.topic,
    body: `Depth question ${i + 1}: type ${i + 1}.`,
    answer: { kind: 'integer', value: i + 1 },
    hints: [{ body: 'Read it again.' }, { body: 'Type the number.' }],
    solution: `It is ${i + 1}.\n\n**Answer:** ${i + 1}`,
    idealTimeS: 30,
    difficulty: (i % 10) + 1,
    primaryConcept: concepts[i % 3]!.code,
  })) as unknown as typeof p.questions;
  p.mocktests = [];
  p.videos = p.videos.map((v) => ({ ...v, annotations: [] })) as unknown as typeof p.videos;
  return p;
}

describe.each(BACKENDS)('adaptive practice in a 25-question chapter on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: deepPack() }]);
  });
  afterAll(async () => t?.close());

  it('serves 20 questions without repeating one, settling interventions as they come', async () => {
    const token = (await verifiedStudent(t.app, 'Kavya Rao')).token;
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
      return { status: res.statusCode, body: (res.body ? json(res) : null) as Record<string, unknown> };
    };
    const start = await call('POST', '/api/v1/practice/session', { type: 'Normal', learning_map: { bundle_code: CH01, level: 'chapter' } });
    expect(start.status).toBe(200);
    expect(start.body.total_question_count).toBe(25);
    const id = start.body.session_id as string;

    const served: string[] = [];
    let interventions = 0;
    let retries = 0;
    for (let step = 0; served.length < 20 && step < 60; step += 1) {
      const next = await call('GET', `/api/v1/practice/${id}/question`);
      expect(next.status).toBe(200);
      if (next.body.do_intervene) {
        interventions += 1;
        for (const c of next.body.concepts as { recommendation_id: string }[])
          expect((await call('POST', `/api/v1/practice/${id}/intervention/${c.recommendation_id}`, { action: 'skipped' })).status).toBe(200);
        continue;
      }
      const code = (next.body.question as { code: string }).code;
      served.push(code);
      const right = Number(code.slice(-2));
      // Every third answer wrong, so mastery moves both ways and the rule picks across concepts.
      const answer = served.length % 3 === 0 ? right + 100 : right;
      const submitted = await call('POST', `/api/v1/practice/${id}/question/${code}`, [
        { event_type: 'view', eorder: 1 },
        { event_type: 'submit', eorder: 2, event_info: { selected_answer: String(answer), time_spent: 20, hint_used: false } },
      ]);
      expect(submitted.status).toBe(200);
      if (submitted.body.status === 'retry') {
        // A wrong first answer earns a second try at the same question (decision 008): answer it.
        const second = await call('POST', `/api/v1/practice/${id}/question/${code}`, [
          { event_type: 'view', eorder: 3 },
          { event_type: 'submit', eorder: 4, event_info: { selected_answer: String(right), time_spent: 15, hint_used: false } },
        ]);
        expect(second.status).toBe(200);
        expect(second.body.status).not.toBe('retry');
        retries += 1;
      }
    }
    expect(served).toHaveLength(20);
    expect(new Set(served).size).toBe(20);
    expect(served.every((c) => /^depth-q\d\d$/u.test(c))).toBe(true);
    // Interventions may or may not fire on this pattern; whichever, none stalled the session.
    expect(interventions).toBeLessThan(20);
    // Every third answer was wrong: each earned its second try.
    expect(retries).toBe(6);
  });
});
