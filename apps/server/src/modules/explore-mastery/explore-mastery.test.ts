import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

/** The sample map and pack with a second concept (topic t01, tagged on test-math-q2) and a chapter never practised. */
function content() {
  const map = sampleMap();
  map.books[0]!.chapters.push({
    code: 'ncert-10-mathematics-ch02',
    number: 2,
    name: 'Polynomials',
    names: { hi: 'बहुपद' },
    topics: [{ code: 'ncert-10-mathematics-ch02-t01', name: 'Zeroes of a Polynomial' }],
  });
  const pack = samplePack();
  pack.concepts.push(
    {
      code: 'ncert-10-mathematics-ch01-t01-fta',
      topic: 'ncert-10-mathematics-ch01-t01',
      name: 'Unique prime factorisation',
      names: { hi: 'अद्वितीय अभाज्य गुणनखंडन' },
    },
    { code: 'ncert-10-mathematics-ch02-t01-zeroes', topic: 'ncert-10-mathematics-ch02-t01', name: 'Zeroes and coefficients', names: { hi: 'शून्यक और गुणांक' } },
  );
  (pack.questions[1] as Record<string, unknown>).primaryConcept = 'ncert-10-mathematics-ch01-t01-fta';
  return { map, pack };
}

interface Rollup {
  p_known: number | null;
  percent: number | null;
  concepts_practised: number;
  concepts_total: number;
  concepts_mastered: number;
  state: string;
}
type Body = {
  profile_id: string;
  overall: Rollup;
  subjects: { code: string; name: string; mastery: Rollup }[];
  subject: { code: string; mastery: Rollup };
  chapters: { code: string; name: string; mastery: Rollup; practice_url: string }[];
  chapter: { code: string; name: string; mastery: Rollup };
  topics: { code: string; name: string; mastery: Rollup; practice_url: string }[];
  error?: { code: string; details?: { path: string }[] };
};

const EXAM = 'exam_code=cbse-class-10&goal_code=k12-cbse';

describe.each(BACKENDS)('explore mastery on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const { map, pack } = content();
    await importLearningMap(t.services.database.db, 'map.json', map);
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack }]);
  });
  afterAll(async () => t?.close());

  const call = async (url: string, token: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.body ? json<Body & Record<string, unknown>>(res) : ({} as Body & Record<string, unknown>) };
  };
  const submit = (selected: string[] | string) => [
    { event_type: 'view', eorder: 1 },
    { event_type: 'submit', eorder: 2, event_info: { selected_answer: selected, time_spent: 20, hint_used: false } },
  ];

  /** Practises Real Numbers through the practice API: q1 (topic t02) right, q2 (topic t01) wrong twice. Returns both masteries after. */
  async function practise(token: string): Promise<{ t02: number; t01: number }> {
    const created = await call('/api/v1/practice/session', token, 'POST', { type: 'Normal', learning_map: { bundle_code: 'ncert-10-mathematics-ch01' } });
    expect(created.status).toBe(200);
    const id = created.body.session_id as string;
    expect((await call(`/api/v1/practice/${id}/question`, token)).status).toBe(200);
    const right = await call(`/api/v1/practice/${id}/question/test-math-q1`, token, 'POST', submit(['B']));
    expect(right.body.status).toBe('correct');
    await call(`/api/v1/practice/${id}/question?questionCode=test-math-q1&nextQuestion=true`, token);
    expect((await call(`/api/v1/practice/${id}/question/test-math-q2`, token, 'POST', submit(['composite']))).body.status).toBe('retry');
    const wrong = await call(`/api/v1/practice/${id}/question/test-math-q2`, token, 'POST', submit(['odd']));
    expect(wrong.body.status).toBe('incorrect');
    return { t02: (right.body.mastery as { after: number }).after, t01: (wrong.body.mastery as { after: number }).after };
  }

  it('rolls the BKT state of practised concepts up to topic, chapter and subject, weakest first, in the locale', async () => {
    const { token } = await verifiedStudent(t.app, 'Anaya Sen');
    const before = await call(`/api/exploreMastery/subjects?${EXAM}`, token);
    expect(before.status).toBe(200);
    expect(before.body.overall).toEqual({ p_known: null, percent: null, concepts_practised: 0, concepts_total: 3, concepts_mastered: 0, state: 'not_started' });

    const m = await practise(token);
    expect(m.t02).toBeGreaterThan(0.4);
    expect(m.t01).toBeLessThan(0.2);

    const subjects = await call(`/api/exploreMastery/subjects?${EXAM}&locale=en`, token);
    expect(subjects.body.subjects).toHaveLength(1);
    const maths = subjects.body.subjects[0]!;
    expect(maths).toMatchObject({ code: 'mathematics', name: 'Mathematics', mastery: { concepts_practised: 2, concepts_total: 3, state: 'weak' } });
    expect(maths.mastery.p_known).toBeCloseTo((m.t01 + m.t02) / 2, 5);
    expect(maths.mastery.percent).toBe(Math.round(((m.t01 + m.t02) / 2) * 100));

    const chapters = await call(`/api/exploreMastery/chapters?${EXAM}&subject_code=mathematics&locale=hi`, token);
    expect(chapters.status).toBe(200);
    expect(chapters.body.chapters.map((c) => [c.code, c.name, c.mastery.concepts_practised, c.mastery.concepts_total, c.mastery.state])).toEqual([
      ['ncert-10-mathematics-ch01', 'वास्तविक संख्याएँ', 2, 2, 'weak'],
      ['ncert-10-mathematics-ch02', 'बहुपद', 0, 1, 'not_started'],
    ]);
    const practiceUrl = new URL(chapters.body.chapters[0]!.practice_url, 'http://x');
    expect(practiceUrl.pathname).toBe('/practice');
    expect(Object.fromEntries(practiceUrl.searchParams)).toMatchObject({
      mode: 'Normal',
      lm_code: 'ncert-10-mathematics-ch01',
      lm_level: 'chapter',
      origin_url: '/achieve/explore-mastery',
    });

    const topics = await call(`/api/exploreMastery/topics?${EXAM}&subject_code=mathematics&chapter_code=ncert-10-mathematics-ch01`, token);
    expect(topics.status).toBe(200);
    expect(topics.body.chapter.mastery.p_known).toBeCloseTo((m.t01 + m.t02) / 2, 5);
    // Weakest first: the concept answered wrong (t01) before the one answered right (t02).
    expect(topics.body.topics.map((x) => [x.code, x.mastery.concepts_practised, x.mastery.concepts_total])).toEqual([
      ['ncert-10-mathematics-ch01-t01', 1, 1],
      ['ncert-10-mathematics-ch01-t02', 1, 1],
    ]);
    expect(topics.body.topics[0]!.mastery.p_known).toBeCloseTo(m.t01, 5);
    expect(topics.body.topics[1]!.mastery.p_known).toBeCloseTo(m.t02, 5);
    expect(topics.body.topics[1]!.practice_url).toContain('practice_id=ncert-10-mathematics-ch01-t02');
    // The topic link starts a real practice of that topic.
    const topicPractice = await call('/api/v1/practice/session', token, 'POST', {
      type: 'CustomPractice',
      practice_id: 'ncert-10-mathematics-ch01-t02',
      learning_map: {},
    });
    expect(topicPractice.status).toBe(200);
  });

  it("shows only the caller's own profile or, to a parent, the account's: another family's is 404", async () => {
    const a = await verifiedStudent(t.app, 'Dev Malhotra');
    const b = await verifiedStudent(t.app, 'Ira Kapoor');
    const aId = (await call(`/api/exploreMastery/subjects?${EXAM}`, a.token)).body.profile_id;
    const bId = (await call(`/api/exploreMastery/subjects?${EXAM}`, b.token)).body.profile_id;
    const chapters = (token: string, userId?: string) =>
      call(`/api/exploreMastery/chapters?${EXAM}&subject_code=mathematics${userId ? `&user_id=${userId}` : ''}`, token);
    expect((await chapters(a.token, aId)).status).toBe(200);
    expect((await chapters(a.parentToken, aId)).body.profile_id).toBe(aId);
    const other = await chapters(a.token, bId);
    expect([other.status, other.body.error?.code]).toEqual([404, 'PROFILE_NOT_FOUND']);
    expect((await chapters(b.parentToken, aId)).status).toBe(404);
    const noUser = await chapters(a.parentToken);
    expect([noUser.status, noUser.body.error?.details?.[0]?.path]).toEqual([400, 'querystring.user_id']);
    // Subjects and topics are the profile's own: a parent token is refused.
    expect((await call(`/api/exploreMastery/subjects?${EXAM}`, a.parentToken)).status).toBe(403);
  });

  it('answers bad input with 400 naming the field', async () => {
    const { token } = await verifiedStudent(t.app, 'Ravi Nair');
    const fieldOf = async (url: string) => {
      const res = await call(url, token);
      return [res.status, res.body.error?.details?.map((d) => d.path).join(',')];
    };
    expect(await fieldOf('/api/exploreMastery/subjects?goal_code=k12-cbse')).toEqual([400, 'querystring.exam_code']);
    expect(await fieldOf('/api/exploreMastery/subjects?exam_code=no-such-exam&goal_code=k12-cbse')).toEqual([400, 'querystring.exam_code']);
    expect(await fieldOf('/api/exploreMastery/subjects?exam_code=cbse-class-10&goal_code=preug')).toEqual([400, 'querystring.goal_code']);
    expect(await fieldOf(`/api/exploreMastery/chapters?${EXAM}`)).toEqual([400, 'querystring.subject_code']);
    expect(await fieldOf(`/api/exploreMastery/chapters?${EXAM}&subject_code=zoology`)).toEqual([400, 'querystring.subject_code']);
    expect(await fieldOf(`/api/exploreMastery/chapters?${EXAM}&subject_code=mathematics&user_id=not-a-uuid`)).toEqual([400, 'querystring.user_id']);
    expect(await fieldOf(`/api/exploreMastery/topics?${EXAM}&subject_code=mathematics&chapter_code=ncert-10-science-ch01`)).toEqual([
      400,
      'querystring.chapter_code',
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/exploreMastery/subjects?${EXAM}` })).statusCode).toBe(401);
  });
});
