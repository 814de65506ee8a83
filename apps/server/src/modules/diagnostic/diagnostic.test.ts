import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiagnosticList, DiagnosticSummary, TestPaper } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

type ErrorBody = { error: { code: string; details?: { path: string }[] } };

/** A JEE Main syllabus of two subjects, a chapter each (two topics in physics), a concept per topic. */
function map() {
  const book = (subject: string, name: string, chapters: { code: string; name: string; topics: string[] }[]) => ({
    code: `dg-${subject}`,
    grade: 11,
    subject,
    name,
    chapters: chapters.map((c, i) => ({ code: c.code, number: i + 1, name: c.name, topics: c.topics.map((t) => ({ code: t, name: `Topic ${t}` })) })),
  });
  return {
    source: 'test',
    books: [
      book('physics', 'Physics', [
        { code: 'dg-phy-ch1', name: 'Kinematics', topics: ['dg-phy-ch1-t1'] },
        { code: 'dg-phy-ch2', name: 'Laws of Motion', topics: ['dg-phy-ch2-t1'] },
      ]),
      book('chemistry', 'Chemistry', [{ code: 'dg-chem-ch1', name: 'Mole Concept', topics: ['dg-chem-ch1-t1'] }]),
    ],
    syllabi: {
      'jee-main': [
        { subject: 'physics', name: 'Physics', chapters: ['dg-phy-ch1', 'dg-phy-ch2'] },
        { subject: 'chemistry', name: 'Chemistry', chapters: ['dg-chem-ch1'] },
      ],
    },
  };
}

/** 30 single-choice questions a chapter (key A), difficulties 1–10, each on its topic's concept; and one JEE Main paper weighting Kinematics 2:1. */
function pack() {
  const chapters = [
    { code: 'dg-phy-ch1', subject: 'physics', topic: 'dg-phy-ch1-t1' },
    { code: 'dg-phy-ch2', subject: 'physics', topic: 'dg-phy-ch2-t1' },
    { code: 'dg-chem-ch1', subject: 'chemistry', topic: 'dg-chem-ch1-t1' },
  ];
  const questions = chapters.flatMap((c) =>
    Array.from({ length: 30 }, (_, i) => ({
      code: `${c.code}-q${String(i + 1).padStart(2, '0')}`,
      type: 'single_choice',
      subject: c.subject,
      chapter: c.code,
      topic: c.topic,
      body: `Question ${i + 1} of ${c.code}`,
      options: ['A', 'B', 'C', 'D'].map((code) => ({ code, body: `Option ${code}` })),
      answer: { kind: 'choice', options: ['A'] },
      solution: 'Because A.',
      idealTimeS: 60,
      difficulty: 1 + (i % 10),
      primaryConcept: `${c.topic}-concept`,
    })),
  );
  const jee = { kind: 'simple', correct: 4, wrong: -1, unanswered: 0 };
  return {
    format: 'abhyas-pack',
    version: 1,
    source: 'Abhyas test content',
    concepts: chapters.map((c) => ({ code: `${c.topic}-concept`, topic: c.topic, name: `Concept of ${c.code}` })),
    questions,
    mocktests: [
      {
        code: 'dg-jee-paper',
        name: 'JEE Main paper',
        exam: 'jee-main',
        durationS: 600,
        sections: [
          { code: 'phy', name: 'Physics', questions: ['dg-phy-ch1-q01', 'dg-phy-ch1-q02', 'dg-phy-ch2-q01'], marking: { single_choice: jee } },
          { code: 'chem', name: 'Chemistry', questions: ['dg-chem-ch1-q01', 'dg-chem-ch1-q02', 'dg-chem-ch1-q03'], marking: { single_choice: jee } },
        ],
      },
    ],
  };
}

describe.each(BACKENDS)('Achieve: the diagnostic test on %s (learning.md §7 Achieve, issue 18 §2)', (backend) => {
  let t: TestApp;
  let child: string;

  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<T & ErrorBody>(res) };
  };
  /** The profile id a child token carries (its `pid` claim). */
  const profileIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { pid: string }).pid;
  const jeeStudent = async (name: string) => (await verifiedStudent(t.app, name, { goal: 'preug', exam: 'jee-main' })).token;

  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
    await importLearningMap(t.services.database.db, 'map.json', map());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack() }]);
    child = await jeeStudent('Dia Student');
  });
  afterAll(async () => t?.close());

  it('lists the subjects, the rules and where the chapter weights come from; refuses bad input naming the field', async () => {
    const list = await call<{ data: DiagnosticList }>('GET', '/api/diagnostic-tests?exam=jee-main&goal=preug&locale=en', child);
    expect(list.status).toBe(200);
    expect(list.body.data.subjects.map((s) => [s.code, s.chapters, s.questions])).toEqual([
      ['physics', 2, 60],
      ['chemistry', 1, 30],
    ]);
    expect(list.body.data.rules).toMatchObject({ min_per_skill: 3, max_per_subject: 25 });
    expect(list.body.data.weights_source).toContain('JEE Main paper');
    expect(list.body.data.weight_papers).toEqual(['JEE Main paper']);
    expect(list.body.data.diagnostics).toEqual([]);

    const unknown = await call('GET', '/api/diagnostic-tests?exam=nope', child);
    expect([unknown.status, unknown.body.error.code, unknown.body.error.details?.[0]?.path]).toEqual([400, 'UNKNOWN_EXAM', 'exam']);
    const missing = await call('GET', '/api/diagnostic-tests', child);
    expect(missing.status).toBe(400);
    const badSubject = await call('POST', '/api/diagnostic-tests', child, { exam_code: 'jee-main', subjects: ['physics', 'history'] });
    expect([badSubject.status, badSubject.body.error.code, badSubject.body.error.details?.[0]?.path]).toEqual([400, 'UNKNOWN_SUBJECT', 'subjects[1]']);
    const notMine = await call('GET', '/api/diagnostic-tests?exam=cbse-class-10', child);
    expect([notMine.status, notMine.body.error.code]).toEqual([404, 'EXAM_NOT_FOR_PROFILE']);
  });

  it('adapts question by question in the test engine, stops by the rules, and seeds mastery: physics right, chemistry wrong', async () => {
    const created = await call<{ data: DiagnosticSummary }>('POST', '/api/diagnostic-tests', child, { exam_code: 'jee-main', goal_code: 'preug' });
    expect(created.status).toBe(200);
    const diag = created.body.data;
    expect(diag).toMatchObject({ status: 'NOT_STARTED', session_id: null });
    // Asking again while it is open answers the same diagnostic.
    expect((await call<{ data: DiagnosticSummary }>('POST', '/api/diagnostic-tests', child, { exam_code: 'jee-main' })).body.data.id).toBe(diag.id);

    const start = await call<{ id: string }>('POST', `/api/v1/test/${diag.bundle_code}/session`, child, {});
    expect(start.status).toBe(200);
    const sessionId = start.body.id;
    const paper = async () => (await call<TestPaper>('GET', `/api/v1/test/${diag.bundle_code}/questions?locale=en`, child)).body;
    let p = await paper();
    expect(p.adaptive).toEqual({ done_sections: [], complete: false, max_per_section: 25 });
    expect(p.sections.map((s) => [s.code, s.questions.length])).toEqual([
      ['physics', 1],
      ['chemistry', 1],
    ]);
    // The first physics question comes from the heavier chapter (Kinematics: 2 of the paper's 3 physics questions).
    expect(p.sections[0]!.questions[0]!.code).toMatch(/^dg-phy-ch1-/);

    let eorder = 0;
    const answered = new Set<string>();
    for (let round = 0; round < 60 && !p.adaptive!.complete; round++) {
      const events = p.sections.flatMap((s) =>
        s.questions
          .filter((q) => !answered.has(q.code))
          .flatMap((q) => {
            answered.add(q.code);
            const selected = s.code === 'physics' ? ['A'] : ['B'];
            return [
              { eorder: ++eorder, event_type: 'view_question', question_code: q.code, section: s.code, t: eorder },
              { eorder: ++eorder, event_type: 'save_attempt', question_code: q.code, section: s.code, t: eorder, event_info: { selected_answer: selected } },
            ];
          }),
      );
      if (events.length > 0) expect((await call('POST', `/api/v1/test/${sessionId}/events`, child, { events })).status).toBe(200);
      p = await paper();
    }
    expect(p.adaptive).toMatchObject({ complete: true, done_sections: expect.arrayContaining(['physics', 'chemistry']) });
    const counts = Object.fromEntries(p.sections.map((s) => [s.code, s.questions.length]));
    expect(counts.physics).toBeGreaterThanOrEqual(3);
    expect(counts.physics).toBeLessThanOrEqual(25);
    expect(counts.chemistry).toBeGreaterThanOrEqual(3);
    const codes = p.sections.map((s) => s.questions.map((q) => q.code));
    expect(new Set(codes.flat()).size).toBe(codes.flat().length);
    // Both physics chapters were covered, the heavier one at least as often.
    const ch1 = codes[0]!.filter((c) => c.startsWith('dg-phy-ch1')).length;
    const ch2 = codes[0]!.filter((c) => c.startsWith('dg-phy-ch2')).length;
    expect(ch1).toBeGreaterThanOrEqual(ch2);
    expect(ch2).toBeGreaterThan(0);

    // While in progress the diagnostic shows the estimate so far.
    const during = await call<{ data: DiagnosticSummary }>('GET', `/api/diagnostic-tests/${diag.id}`, child);
    expect(during.body.data.status).toBe('STARTED');
    expect(during.body.data.subjects.find((s) => s.code === 'physics')!.questions).toBe(counts.physics);

    await call('POST', `/api/v1/test/${sessionId}/events`, child, { events: [{ eorder: ++eorder, event_type: 'freeze', question_code: null, t: eorder }] });
    await t.services.mockTests.scoringSettled();
    const done = await call<{ data: DiagnosticSummary }>('GET', `/api/diagnostic-tests/${sessionId}?locale=en`, child);
    expect(done.status).toBe(200);
    const result = done.body.data;
    expect(result).toMatchObject({ id: diag.id, status: 'FINISHED', session_id: sessionId });
    const physics = result.subjects.find((s) => s.code === 'physics')!;
    const chemistry = result.subjects.find((s) => s.code === 'chemistry')!;
    expect(physics).toMatchObject({ band: 'strong', correct: counts.physics });
    expect(chemistry).toMatchObject({ band: 'needs_work', correct: 0 });
    expect(physics.chapters.map((c) => c.name).sort()).toEqual(['Kinematics', 'Laws of Motion']);
    const phyMastery = physics.chapters[0]!.mastery!;
    const chemMastery = chemistry.chapters[0]!.mastery!;
    expect(phyMastery).toBeGreaterThan(0.8);
    // BKT's learning transition keeps a mastery just after an answer near P(T) = 0.15 at the least.
    expect(chemMastery).toBeLessThan(0.2);

    // The seeding is the practice engine's mastery: Explore mastery shows physics above chemistry.
    const subjects = await call<{ subjects: { code: string; mastery: { p_known: number | null } }[] }>(
      'GET',
      '/api/exploreMastery/subjects?exam_code=jee-main&goal_code=preug',
      child,
    );
    expect(subjects.status).toBe(200);
    const m = Object.fromEntries(subjects.body.subjects.map((s) => [s.code, s.mastery.p_known]));
    expect(m.physics!).toBeGreaterThan(0.8);
    expect(m.chemistry!).toBeLessThan(0.2);

    // The journey's prior for chapters the diagnostic did not ask follows each subject's level.
    const priors = await t.services.diagnostic.abilityPriors(profileIdOf(child), 'jee-main');
    expect(priors.get('physics')!).toBeGreaterThan(0.8);
    expect(priors.get('chemistry')!).toBeLessThan(0.2);

    // Seeded once: reading again changes nothing.
    const again = await call<{ data: DiagnosticSummary }>('GET', `/api/diagnostic-tests/${diag.id}`, child);
    expect(again.body.data.subjects).toEqual(result.subjects);

    // Retakable, the previous result kept.
    const retake = await call<{ data: DiagnosticSummary }>('POST', '/api/diagnostic-tests', child, { exam_code: 'jee-main', subjects: ['chemistry'] });
    expect(retake.body.data.id).not.toBe(diag.id);
    const list = await call<{ data: DiagnosticList }>('GET', '/api/diagnostic-tests?exam=jee-main', child);
    expect(list.body.data.diagnostics.map((d) => [d.id, d.status])).toEqual([
      [retake.body.data.id, 'NOT_STARTED'],
      [diag.id, 'FINISHED'],
    ]);
  });

  it("keeps diagnostics to their profile: another family's child_id, diagnostic and test are 404", async () => {
    const other = await jeeStudent('Other Family');
    const mine = await call<{ data: DiagnosticSummary }>('POST', '/api/diagnostic-tests', child, { exam_code: 'jee-main' });
    const theirs = await call<{ data: DiagnosticSummary }>('POST', '/api/diagnostic-tests', other, { exam_code: 'jee-main' });
    expect((await call('GET', `/api/diagnostic-tests/${mine.body.data.id}`, other)).status).toBe(404);
    expect((await call('GET', `/api/diagnostic-tests/not-an-id`, other)).body.error.code).toBe('DIAGNOSTIC_NOT_FOUND');
    const otherId = json<{ data: { id: string } }>(await t.app.inject({ method: 'GET', url: '/api/auth/current-profile', headers: bearer(other) }));
    expect((await call('GET', `/api/diagnostic-tests?exam=jee-main&child_id=${otherId.data?.id ?? 'x'}`, child)).status).toBe(404);
    expect((await call('GET', `/api/v1/test/${theirs.body.data.bundle_code}/questions`, child)).body.error.code).toBe('UNKNOWN_TEST');
  });
});
