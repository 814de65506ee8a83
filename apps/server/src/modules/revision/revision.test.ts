import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { RevisionListItems, RevisionLists, RevisionQueue, RevisionSettings } from '@abhyas/contracts';
import { mocktestBundles, revisionReviews } from '../../db/schema/index.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

// Issue 19 §2–§3: mistakes in practice and tests enter an FSRS revision queue; a daily review within
// a cap; lists by chapter and named lists; every list call paged and the profile's own.

const CH01 = 'ncert-10-mathematics-ch01';
const CONCEPT = 'ncert-10-mathematics-ch01-t02-hcf-lcm';
const DAY = 86_400_000;
const CODES = Array.from({ length: 12 }, (_, i) => `rev-tf-${String(i + 1).padStart(2, '0')}`);

function pack() {
  const p = samplePack();
  for (const code of CODES)
    (p.questions as unknown[]).push({
      code,
      type: 'true_false',
      subject: 'mathematics',
      chapter: CH01,
      topic: 'ncert-10-mathematics-ch01-t02',
      primaryConcept: CONCEPT,
      idealTimeS: 60,
      difficulty: 3,
      body: `Statement ${code}: every natural number has a prime factorisation.`,
      options: [
        { code: 'A', body: 'True' },
        { code: 'B', body: 'False' },
      ],
      answer: { kind: 'choice', options: ['A'] },
      hints: [{ body: 'Think of the fundamental theorem.' }],
      solution: 'True.',
    });
  return p;
}

type Err = { error?: { code: string; details?: { path: string }[] } };

describe.each(BACKENDS)('the revision queue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    const report = await importPacks(t.services.database.db, [{ file: 'pack.json', json: pack() }]);
    expect(JSON.stringify(report)).not.toContain('"error"');
  });
  afterAll(async () => t?.close());

  const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: (res.body ? json(res) : null) as { data: T } & Err & Record<string, unknown> };
  };
  let order = 0;
  const submit = (selected: string, time: number, hint = false) => [
    { event_type: 'view', eorder: (order += 1) },
    { event_type: 'submit', eorder: (order += 1), event_info: { selected_answer: [selected], time_spent: time, hint_used: hint } },
  ];
  const session = async (token: string, body: Record<string, unknown>) => call<never>('POST', '/api/v1/practice/session', token, body);
  const normal = async (token: string) =>
    ((await session(token, { type: 'Normal', learning_map: { bundle_code: CH01 } })).body as unknown as { session_id: string }).session_id;
  /** Answers `code` in session `id`: A is right. */
  const answer = async (token: string, id: string, code: string, selected: string, time: number, hint = false) => {
    await call('GET', `/api/v1/practice/${id}/question?questionCode=${code}`, token);
    const res = await call<never>('POST', `/api/v1/practice/${id}/question/${code}`, token, submit(selected, time, hint));
    expect(res.status).toBe(200);
    return res.body as unknown as { attemptTypeBadge: string; mastery: { before: number; after: number } | null };
  };
  const queue = async (token: string, q = '') => (await call<RevisionQueue>('GET', `/api/revision/queue${q}`, token)).body.data;
  const profileIdOf = async (token: string) =>
    (await call<{ profile_id: string }>('GET', '/api/achieve/achievements?exam_code=cbse-class-10&goal_code=k12-cbse', token)).body.data.profile_id;
  /** The grades logged for the profile's card of `code`, oldest first. */
  const grades = async (token: string, code: string) => {
    const profileId = await profileIdOf(token);
    const rows = await t.services.database.db
      .select({ grade: revisionReviews.grade })
      .from(revisionReviews)
      .where(and(eq(revisionReviews.questionCode, code), eq(revisionReviews.profileId, profileId)))
      .orderBy(revisionReviews.id);
    return rows.map((r) => r.grade);
  };

  it('grades each attempt as decision 027 says: only Again and Hard enrol; a card is regraded by every later answer', async () => {
    const kid = (await verifiedStudent(t.app, 'Ira Rao')).token;
    const id = await normal(kid);
    expect((await answer(kid, id, 'rev-tf-01', 'B', 30)).attemptTypeBadge).toBe('Incorrect'); // wrong → Again
    expect((await answer(kid, id, 'rev-tf-02', 'A', 30, true)).attemptTypeBadge).toBe('Correct'); // hint → Hard
    expect((await answer(kid, id, 'rev-tf-03', 'A', 100)).attemptTypeBadge).toBe('OvertimeCorrect'); // far overtime → Hard
    expect((await answer(kid, id, 'rev-tf-04', 'A', 5)).attemptTypeBadge).toBe('TooFastCorrect'); // a guess → Hard
    expect((await answer(kid, id, 'rev-tf-05', 'A', 80)).attemptTypeBadge).toBe('OvertimeCorrect'); // a little over → Good: stays out
    expect((await answer(kid, id, 'rev-tf-06', 'A', 40)).attemptTypeBadge).toBe('Perfect'); // Perfect → Easy: stays out
    // The solution revealed without answering → Again.
    await call('GET', `/api/v1/practice/${id}/question?questionCode=rev-tf-07`, kid);
    expect((await call('POST', `/api/v1/practice/${id}/question/rev-tf-07/solution`, kid)).status).toBe(200);

    const q = await queue(kid, '?part=today');
    expect(q.total_cards).toBe(5);
    // Every first grading schedules at least a day ahead: nothing is due yet today.
    expect(q.due_today).toBe(0);
    expect(q.next_due_at).toBeGreaterThanOrEqual(t.clock.now + DAY);
    const items = (await call<RevisionListItems>('GET', `/api/revision/lists/chapter:${CH01}/items`, kid)).body.data.items;
    expect(items.items.map((i) => i.question_code).sort()).toEqual(['rev-tf-01', 'rev-tf-02', 'rev-tf-03', 'rev-tf-04', 'rev-tf-07']);
    expect(items.items.every((i) => i.card?.source === 'practice' && i.card.reps === 1 && i.chapter_code === CH01)).toBe(true);
    expect(items.items.find((i) => i.question_code === 'rev-tf-01')?.text).toContain('Statement rev-tf-01');
    expect(await grades(kid, 'rev-tf-01')).toEqual(['Again']);
    expect([...(await grades(kid, 'rev-tf-02')), ...(await grades(kid, 'rev-tf-03')), ...(await grades(kid, 'rev-tf-04'))]).toEqual(['Hard', 'Hard', 'Hard']);
    expect([...(await grades(kid, 'rev-tf-05')), ...(await grades(kid, 'rev-tf-06'))]).toEqual([]);

    // A later answer of an enrolled question regrades it (Perfect → Easy), in any session.
    const again = await normal(kid);
    await answer(kid, again, 'rev-tf-01', 'A', 40);
    expect(await grades(kid, 'rev-tf-01')).toEqual(['Again', 'Easy']);
    const card = (await call<RevisionListItems>('GET', `/api/revision/lists/chapter:${CH01}/items`, kid)).body.data.items.items.find(
      (i) => i.question_code === 'rev-tf-01',
    );
    expect(card?.card?.reps).toBe(2);
  });

  it('caps the day after the clock moves 10 days forward, and loses nothing', async () => {
    const kid = (await verifiedStudent(t.app, 'Kabir Das')).token;
    const id = await normal(kid);
    for (const code of CODES) await answer(kid, id, code, 'B', 30);
    const put = await call<RevisionSettings>('PUT', '/api/revision/settings', kid, { daily_cap: 5 });
    expect(put.body.data).toEqual({ daily_cap: 5, default_daily_cap: 20, min: 5, max: 200, reminder_hour: 18, default_reminder_hour: 18 });
    // The reminder's hour (issue 20 §2) is set on its own and keeps the cap; 24 is 400 naming it.
    const hour = await call<RevisionSettings>('PUT', '/api/revision/settings', kid, { reminder_hour: 7 });
    expect(hour.body.data).toMatchObject({ daily_cap: 5, reminder_hour: 7 });
    const bad = await call<{ error: { message: string } }>('PUT', '/api/revision/settings', kid, { reminder_hour: 24 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('reminder_hour');
    const start = t.clock.now;
    try {
      t.clock.now = start + 10 * DAY;
      const day = await queue(kid, '?page_size=50');
      expect(day).toMatchObject({ daily_cap: 5, reviewed_today: 0, due_today: 5, waiting: 7, total_cards: 12, part: 'today' });
      expect(day.list.items).toHaveLength(5);
      const waiting = await queue(kid, '?part=waiting&page_size=50');
      expect(waiting.list.total).toBe(7);
      const r = waiting.list.items.map((i) => i.card!.retrievability);
      expect(r).toEqual([...r].sort((a, b) => a - b));
      const all = new Set([...day.list.items, ...waiting.list.items].map((i) => i.question_code));
      expect(all.size).toBe(12);

      // The review session serves today's five, most overdue first; each answer regrades its card.
      const created = await session(kid, { type: 'RevisionPractice', revision_list: 'due', title: 'Revision' });
      expect(created.status).toBe(200);
      const rid = (created.body as unknown as { session_id: string; total_question_count: number; type: string }).session_id;
      expect(created.body).toMatchObject({ type: 'RevisionPractice', total_question_count: 5 });
      const served: string[] = [];
      for (let i = 0; i < 5; i++) {
        const next = await call<never>('GET', `/api/v1/practice/${rid}/question`, kid);
        const code = (next.body as unknown as { question: { code: string } }).question.code;
        served.push(code);
        await call('POST', `/api/v1/practice/${rid}/question/${code}`, kid, submit('A', 40));
      }
      expect(served).toEqual(day.list.items.map((i) => i.question_code));
      expect((await call('GET', `/api/v1/practice/${rid}/question`, kid)).status).toBe(204);

      const after = await queue(kid);
      expect(after).toMatchObject({ reviewed_today: 5, due_today: 0, waiting: 7, total_cards: 12 });
      // A review session with nothing left for today says so.
      expect((await session(kid, { type: 'RevisionPractice' })).body.error?.code).toBe('NOTHING_TO_REVISE');

      // The next day the waiting cards come up, five at a time; none was dropped.
      t.clock.now = start + 11 * DAY;
      const next = await queue(kid);
      expect(next).toMatchObject({ reviewed_today: 0, due_today: 5, waiting: 2, total_cards: 12 });
      expect(next.list.items.every((i) => !served.includes(i.question_code))).toBe(true);
    } finally {
      t.clock.now = start;
    }
  });

  it('a concept whose cards keep failing loses mastery (BKT and the queue agree)', async () => {
    const kid = (await verifiedStudent(t.app, 'Zoya Khan')).token;
    const id = await normal(kid);
    await answer(kid, id, 'rev-tf-08', 'B', 30);
    const start = t.clock.now;
    try {
      t.clock.now = start + 2 * DAY;
      const rid = ((await session(kid, { type: 'RevisionPractice' })).body as unknown as { session_id: string }).session_id;
      const res = await answer(kid, rid, 'rev-tf-08', 'B', 30);
      expect(res.mastery!.after).toBeLessThan(res.mastery!.before);
      expect(await grades(kid, 'rev-tf-08')).toEqual(['Again', 'Again']);
      const item = (await call<RevisionListItems>('GET', '/api/revision/lists/due/items', kid)).body.data;
      expect(item.list).toMatchObject({ id: 'due', kind: 'due' });
      expect(item.items.total).toBe(0);
    } finally {
      t.clock.now = start;
    }
  });

  it('enrols a test’s wrong and seen-but-skipped questions; a scheduled test’s only once its key is published', async () => {
    const kid = (await verifiedStudent(t.app, 'Tara Sen')).token;
    const id = await normal(kid);
    await answer(kid, id, 'rev-tf-09', 'A', 40); // Perfect: not enrolled by practice
    const profileId = await profileIdOf(kid);
    const q = (code: string, status: string, outcome: 'correct' | 'incorrect' | 'unattempted', timeSpentS = 30) => ({ code, status, outcome, timeSpentS });
    await t.services.revision.onTestScored({
      id: crypto.randomUUID(),
      profileId,
      bundleCode: 'test-mock-1',
      questions: [
        q('test-math-q1', 'ANSWERED', 'incorrect'),
        q('test-math-q3', 'NOT_VISITED', 'unattempted', 0),
        q('rev-tf-09', 'NOT_ANSWERED', 'unattempted'),
      ],
    });
    const items = async () =>
      (await call<RevisionListItems>('GET', `/api/revision/lists/chapter:${CH01}/items`, kid)).body.data.items.items
        .map((i) => `${i.question_code}:${i.card?.source}`)
        .sort();
    // q1 wrong, rev-tf-09 seen and skipped (its practice card did not exist: enrolled from the test); q3 never seen.
    expect(await items()).toEqual(['rev-tf-09:test', 'test-math-q1:test']);

    await t.services.database.db
      .update(mocktestBundles)
      .set({
        schedule: {
          visibleToStudentsAt: new Date(t.clock.now - DAY).toISOString(),
          studentCanStartAt: new Date(t.clock.now - DAY).toISOString(),
          autoSubmitAt: new Date(t.clock.now - 1000).toISOString(),
          answerKeyPublishAt: new Date(t.clock.now + 3 * DAY).toISOString(),
        },
      })
      .where(eq(mocktestBundles.code, 'test-mock-1'));
    try {
      await t.services.revision.onTestScored({
        id: crypto.randomUUID(),
        profileId,
        bundleCode: 'test-mock-1',
        questions: [q('test-math-q3', 'ANSWERED', 'incorrect')],
      });
      expect(await items()).toEqual(['rev-tf-09:test', 'test-math-q1:test']);
      const start = t.clock.now;
      t.clock.now = start + 3 * DAY + 1000;
      expect(await items()).toEqual(['rev-tf-09:test', 'test-math-q1:test', 'test-math-q3:test']);
      t.clock.now = start;
    } finally {
      await t.services.database.db.update(mocktestBundles).set({ schedule: null }).where(eq(mocktestBundles.code, 'test-mock-1'));
    }
  });

  it('grades a test’s mistakes as of the moment it was submitted, not of when its scoring ran', async () => {
    const kid = (await verifiedStudent(t.app, 'Ira Das')).token;
    const profileId = await profileIdOf(kid);
    const start = t.clock.now;
    try {
      // Submitted now, scored (the background job, a sweep after a restart) three days later.
      t.clock.now = start + 3 * DAY;
      await t.services.revision.onTestScored({
        id: crypto.randomUUID(),
        profileId,
        bundleCode: 'test-mock-1',
        finishedAtMs: start,
        questions: [{ code: 'test-math-q1', status: 'ANSWERED', outcome: 'incorrect', timeSpentS: 30 }],
      });
      // A first mistake comes back the day after the test: by the third day it is due, not tomorrow.
      const q = await queue(kid);
      expect(q).toMatchObject({ due_today: 1, reviewed_today: 0 });
      expect(q.list.items.map((i) => i.question_code)).toEqual(['test-math-q1']);
    } finally {
      t.clock.now = start;
    }
  });

  it('lists: due, by chapter, named; named lists take questions and are practised as a session', async () => {
    const kid = (await verifiedStudent(t.app, 'Neel Bose')).token;
    const empty = (await call<RevisionLists>('GET', '/api/revision/lists', kid)).body.data;
    expect(empty.queue).toMatchObject({ due_today: 0, waiting: 0, total_cards: 0, daily_cap: 20 });
    expect(empty.lists.items).toEqual([{ id: 'due', kind: 'due', name: '', subject: null, questions: 0, due: 0, created_at: null }]);
    expect((await session(kid, { type: 'RevisionPractice' })).body.error?.code).toBe('NOTHING_TO_REVISE');

    const id = await normal(kid);
    await answer(kid, id, 'rev-tf-10', 'B', 30);
    const made = await call<{ id: string; name: string; kind: string }>('POST', '/api/revision/lists', kid, { name: '  Tricky ones ' });
    expect(made.body.data).toMatchObject({ name: 'Tricky ones', kind: 'named', questions: 0 });
    const listId = made.body.data.id;
    for (const code of ['rev-tf-11', 'rev-tf-10', 'rev-tf-11'])
      expect((await call('POST', `/api/revision/lists/${listId}/items`, kid, { question_code: code })).status).toBe(200);
    const bad = await call('POST', `/api/revision/lists/${listId}/items`, kid, { question_code: 'no-such-q' });
    expect([bad.status, bad.body.error?.code, bad.body.error?.details?.[0]?.path]).toEqual([400, 'UNKNOWN_QUESTION', 'question_code']);

    const lists = (await call<RevisionLists>('GET', '/api/revision/lists', kid)).body.data.lists;
    expect(lists.items.map((l) => [l.id, l.kind, l.questions])).toEqual([
      ['due', 'due', 0],
      [`chapter:${CH01}`, 'chapter', 1],
      [listId, 'named', 2],
    ]);
    expect(lists.items[1]!.name).toBe('Real Numbers');
    const paged = (await call<RevisionLists>('GET', '/api/revision/lists?page=2&page_size=2', kid)).body.data.lists;
    expect([paged.total, paged.page, paged.items.map((l) => l.id)]).toEqual([3, 2, [listId]]);

    const named = (await call<RevisionListItems>('GET', `/api/revision/lists/${listId}/items?page_size=1`, kid)).body.data;
    expect([named.items.total, named.items.items.map((i) => [i.question_code, i.card === null])]).toEqual([2, [['rev-tf-11', true]]]);
    const page2 = (await call<RevisionListItems>('GET', `/api/revision/lists/${listId}/items?page=2&page_size=1`, kid)).body.data.items.items;
    expect(page2.map((i) => [i.question_code, i.card?.reps])).toEqual([['rev-tf-10', 1]]);

    const s = await session(kid, { type: 'RevisionPractice', revision_list: listId });
    const sid = (s.body as unknown as { session_id: string }).session_id;
    expect(s.body).toMatchObject({ type: 'RevisionPractice', total_question_count: 2, learning_map: { level: 'revision', bundle_code: listId } });
    const first = (await call<never>('GET', `/api/v1/practice/${sid}/question`, kid)).body as unknown as { question: { code: string } };
    expect(first.question.code).toBe('rev-tf-11');

    expect((await call('DELETE', `/api/revision/lists/${listId}/items/rev-tf-11`, kid)).status).toBe(200);
    expect((await call<RevisionListItems>('GET', `/api/revision/lists/${listId}/items`, kid)).body.data.items.total).toBe(1);
    expect((await call('DELETE', `/api/revision/lists/${listId}`, kid)).status).toBe(200);
    expect((await call('GET', `/api/revision/lists/${listId}/items`, kid)).body.error?.code).toBe('REVISION_LIST_NOT_FOUND');
  });

  it('every call is the profile’s own: another family’s profile or list is 404; bad paging and settings are 400 naming the field', async () => {
    const mine = (await verifiedStudent(t.app, 'Riya Shah')).token;
    const theirs = (await verifiedStudent(t.app, 'Om Pal')).token;
    const theirId = await profileIdOf(theirs);
    const theirList = (await call<{ id: string }>('POST', '/api/revision/lists', theirs, { name: 'Mine' })).body.data.id;

    const other = `child_id=${theirId}`;
    for (const [method, url, payload] of [
      ['GET', `/api/revision/queue?${other}`],
      ['GET', `/api/revision/lists?${other}`],
      ['GET', `/api/revision/lists/due/items?${other}`],
      ['GET', `/api/revision/settings?${other}`],
      ['PUT', '/api/revision/settings', { daily_cap: 10, child_id: theirId }],
      ['POST', '/api/revision/lists', { name: 'x', child_id: theirId }],
    ] as const) {
      const res = await call(method, url, mine, payload);
      expect([url, res.status, res.body.error?.code]).toEqual([url, 404, 'PROFILE_NOT_FOUND']);
    }
    for (const [method, url, payload] of [
      ['GET', `/api/revision/lists/${theirList}/items`],
      ['POST', `/api/revision/lists/${theirList}/items`, { question_code: 'rev-tf-01' }],
      ['DELETE', `/api/revision/lists/${theirList}/items/rev-tf-01`],
      ['DELETE', `/api/revision/lists/${theirList}`],
    ] as const) {
      const res = await call(method, url, mine, payload);
      expect([url, res.status, res.body.error?.code]).toEqual([url, 404, 'REVISION_LIST_NOT_FOUND']);
    }
    expect((await session(mine, { type: 'RevisionPractice', revision_list: theirList })).body.error?.code).toBe('REVISION_LIST_NOT_FOUND');
    expect((await call('GET', '/api/revision/lists/chapter:no-such-chapter/items', mine)).status).toBe(404);
    // Their list is untouched.
    expect((await call<RevisionListItems>('GET', `/api/revision/lists/${theirList}/items`, theirs)).status).toBe(200);

    for (const [url, field] of [
      ['/api/revision/queue?page=0', 'querystring.page'],
      ['/api/revision/queue?page_size=51', 'querystring.page_size'],
      ['/api/revision/queue?part=soon', 'querystring.part'],
      ['/api/revision/lists?page=x', 'querystring.page'],
      ['/api/revision/lists?page_size=0', 'querystring.page_size'],
      ['/api/revision/lists/due/items?page=-1', 'querystring.page'],
      ['/api/revision/lists/due/items?page_size=1.5', 'querystring.page_size'],
    ] as const) {
      const res = await call('GET', url, mine);
      expect([url, res.status, res.body.error?.details?.[0]?.path]).toEqual([url, 400, field]);
    }
    expect((await call('GET', '/api/revision/lists/bogus!/items', mine)).status).toBe(400);
    for (const cap of [4, 201, 7.5]) {
      const res = await call('PUT', '/api/revision/settings', mine, { daily_cap: cap });
      expect([res.status, res.body.error?.details?.[0]?.path]).toEqual([400, 'body.daily_cap']);
    }
    const noName = await call('POST', '/api/revision/lists', mine, { name: '   ' });
    expect([noName.status, noName.body.error?.details?.[0]?.path]).toEqual([400, 'body.name']);
    expect((await call('GET', '/api/revision/queue', '')).status).toBe(401);
  });
});
