import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestResult } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { importJeebench } from '../content/importers/jeebench-import.ts';

const DATASET = JSON.parse(readFileSync(new URL('../../../../../content/jeebench/dataset.json', import.meta.url), 'utf8')) as unknown;

/**
 * Issue #4 §4 (e): JEE Advanced 2016 Paper 1 taken with a fixed answer sheet scores exactly the marks
 * worked out by hand with the official scheme (+3/−1 single; +4/+3/+2/+1/−2 multiple; +3 integer).
 */
describe.each(BACKENDS)('JEE Advanced 2016 Paper 1 with a fixed answer sheet on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importJeebench(t.services.database.db, 'dataset.json', DATASET);
  });
  afterAll(async () => t?.close());

  it('scores exactly the hand-worked marks', async () => {
    const child = (await verifiedStudent(t.app, 'Arjun Nair', { goal: 'preug', exam: 'jee-advanced' })).token;
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/test/jee-adv-2016-p1/session', headers: bearer(child), payload: {} });
    const id = json<{ id: string }>(start).id;
    let eorder = 0;
    let clock = 0;
    const ev = (event_type: string, q: number, selected?: string[] | string) => ({
      eorder: ++eorder,
      event_type,
      question_code: `jeebench-2016-p1-q${q}`,
      t: (clock += 30),
      ...(selected === undefined ? {} : { event_info: { selected_answer: selected } }),
    });
    const sheet = [
      // Physics: +3 −1 +4 +1 −2 0 +2 +3 0 = 10
      ev('save_attempt', 1, ['B']), // single, key B: +3
      ev('save_attempt', 2, ['A']), // single, key D: −1
      ev('save_attempt', 6, ['A', 'B', 'D']), // multiple, key ABD, exact: +4
      ev('save_attempt', 8, ['C']), // multiple, key CD, one of two: +1
      ev('save_attempt', 9, ['A', 'B']), // multiple, key AD, a wrong option: −2
      ev('view_question', 10), // seen, not answered: 0
      ev('save_attempt', 12, ['A', 'B']), // multiple, key ABD, two of three: +2
      ev('save_attempt', 14, '9'), // integer, key 9: +3
      ev('save_attempt', 15, '8'), // integer, key 9: 0 (no negative)
      // Chemistry: +3 +2 +4 +3 +4 0 = 16
      ev('save_attempt', 20, ['C']), // single, key C: +3
      ev('save_attempt', 24, ['B', 'C']), // multiple, key BCD, two of three: +2
      ev('save_attempt', 28, ['A']), // multiple, key A, exact: +4
      ev('save_attempt', 32, '9'), // integer, key 9: +3
      ev('review_attempt', 26, ['A', 'C', 'D']), // answered and marked for review, key ACD: +4
      ev('select_answer', 27, ['B', 'C']), // selected, never saved: 0
      // Mathematics: 0 +3 −1 = 2
      ev('save_attempt', 37, ['C']), // single, key C …
      ev('clear_attempt', 37), // … then cleared: 0
      ev('save_attempt', 50, '2'), // integer, key 2: +3
      ev('save_attempt', 38, ['B']), // single, key A: −1
      { eorder: ++eorder, event_type: 'freeze', question_code: null, t: (clock += 30) },
    ];
    const posted = await t.app.inject({ method: 'POST', url: `/api/v1/test/${id}/events`, headers: bearer(child), payload: { events: sheet } });
    expect(posted.statusCode).toBe(200);
    const result = json<TestResult>(await t.app.inject({ method: 'GET', url: `/api/v1/test/${id}/result`, headers: bearer(child) }));
    expect(result.sections.map((s) => [s.code, s.score, s.max_marks])).toEqual([
      ['physics', 10, 41],
      ['chemistry', 16, 41],
      ['mathematics', 2, 62],
    ]);
    expect(result.score).toBe(28);
    expect(result.max_marks).toBe(144);
    expect(result.sections[0]).toMatchObject({ correct: 3, partial: 2, incorrect: 3, unattempted: 4 });
    // Issue 15 Major 8: the +1 and +2 answers are partly correct, not "Wasted"; the counts of the
    // attempt types match the marks: 3 partial answers, 4 wrong ones (no marks or a penalty).
    const partial = result.questions.filter((q) => q.outcome === 'partial');
    expect(partial.map((q) => [q.code, q.marks, q.attempt_quality])).toEqual([
      ['jeebench-2016-p1-q8', 1, 'PartiallyCorrect'],
      ['jeebench-2016-p1-q12', 2, 'PartiallyCorrect'],
      ['jeebench-2016-p1-q24', 2, 'PartiallyCorrect'],
    ]);
    const q = result.attempt_quality;
    expect(q.PartiallyCorrect).toBe(3);
    expect((q.Wasted ?? 0) + (q.Incorrect ?? 0) + (q.OvertimeIncorrect ?? 0)).toBe(4);
    for (const x of result.questions.filter((x) => ['Wasted', 'Incorrect', 'OvertimeIncorrect'].includes(x.attempt_quality)))
      expect([x.outcome, x.marks <= 0]).toEqual(['incorrect', true]);
  });
});
