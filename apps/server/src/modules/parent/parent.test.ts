import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FamilyLink, ParentChild, ParentWeek } from '@abhyas/contracts';
import { addDays, indiaDate, indiaWeek, indiaWeekStart } from '@abhyas/domain';
import { practiceAttempts, practiceSessions, testSessions, userActivities, users } from '../../db/schema/index.ts';
import { BACKENDS, GOOD_PASSWORD, bearer, buildTestApp, json, uniqueMobile, verifiedParent, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

type Err = { error?: { code: string; details?: { path: string }[] } };
type Account = { user_details: { id: string }; linked_profiles: { id: string; auth_token: string }[] };

describe.each(BACKENDS)('the parent’s view on %s (issue 21 §2)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { APP_ORIGIN: 'https://abhyas.test' });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());

  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<{ data: T } & Err>(res) };
  };
  const connected = async (token: string) => (await call<Account>('GET', '/api/auth/connected_profiles', token)).body.data;

  /** Links a new adult to the family of `holderToken` through an invite (decision 033); returns the adult's tokens. */
  async function linkAdult(holderToken: string, name: string, relationship = 3) {
    const mobile = uniqueMobile();
    expect((await call('POST', '/api/auth/send-invite', holderToken, { mobile, relationship_type: relationship })).status).toBe(200);
    const outbox = json<{ messages: { to: string; text: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/dev/outbox' }));
    const token = outbox.messages.find((m) => m.to === mobile)!.text.match(/\/invite\/([A-Za-z0-9_-]{43})/)![1]!;
    const adult = await verifiedParent(t.app, name);
    expect((await call('POST', `/api/invites/${token}/accept`, adult.token)).status).toBe(200);
    return adult;
  }

  /** Answers test-math-q1 in a new practice session through the practice API (a wrong first try gets a second). */
  async function practise(token: string, answers: string[]): Promise<string> {
    const created = await call<never>('POST', '/api/v1/practice/session', token, {
      type: 'Normal',
      learning_map: { bundle_code: 'ncert-10-mathematics-ch01' },
    });
    const id = (created.body as unknown as { session_id: string }).session_id;
    await call('GET', `/api/v1/practice/${id}/question`, token);
    let eorder = 0;
    for (const answer of answers) {
      const submit = [
        { event_type: 'view', eorder: (eorder += 1) },
        { event_type: 'submit', eorder: (eorder += 1), event_info: { selected_answer: [answer], time_spent: 90, hint_used: false } },
      ];
      expect((await call('POST', `/api/v1/practice/${id}/question/test-math-q1`, token, submit)).status).toBe(200);
    }
    return id;
  }

  it('shows a linked child’s week with every figure equal to the records, to the holder and a linked father only', async () => {
    const family = await verifiedStudent(t.app, 'Meera Iyer');
    const childId = (await connected(family.parentToken)).linked_profiles[0]!.id;
    const father = await linkAdult(family.parentToken, 'Arjun Iyer');
    const stranger = await verifiedParent(t.app, 'Om Sen');

    // The child's week: two practice sessions (one right answer, one wrong after a second try), a video, a test.
    await practise(family.token, ['B']);
    await practise(family.token, ['A', 'C']);
    expect((await call('POST', '/api/content/content-status', family.token, { content_id: 'test-video-yt', length: 420, watched_duration: 300 })).status).toBe(
      200,
    );
    expect(
      (await call('POST', '/api/content/useractivity', family.token, { content_id: 'test-video-yt', length: 420, watched_duration: 300, time_spent: 330 }))
        .status,
    ).toBe(200);
    const finishedAt = t.clock.now - 60_000;
    const testId = crypto.randomUUID();
    await t.services.database.db.insert(testSessions).values({
      id: testId,
      profileId: childId,
      bundleCode: 'test-mock-1',
      examCode: 'cbse-class-10',
      goalCode: 'k12-cbse',
      status: 'FINISHED',
      startedAt: new Date(finishedAt - 12 * 60_000),
      deadlineAt: new Date(finishedAt + 60 * 60_000),
      finishedAt: new Date(finishedAt),
      finishReason: 'freeze',
      score: 2,
      result: { score: 2, maxMarks: 3, sections: [], questions: [] },
    });

    // Children: the holder holds the profile, the father reaches it through the link, a stranger sees none.
    const own = await call<ParentChild[]>('GET', '/api/parent/children', family.parentToken);
    expect(own.body.data).toEqual([expect.objectContaining({ profile_id: childId, first_name: 'Meera', exam_code: 'cbse-class-10', access: 'own' })]);
    expect((await call<ParentChild[]>('GET', '/api/parent/children', father.token)).body.data).toEqual([
      expect.objectContaining({ profile_id: childId, access: 'linked' }),
    ]);
    expect((await call<ParentChild[]>('GET', '/api/parent/children', stranger.token)).body.data).toEqual([]);

    const url = `/api/parent/children/${childId}/week`;
    const res = await call<ParentWeek>('GET', url, father.token);
    expect(res.status).toBe(200);
    const w = res.body.data;
    const week = indiaWeek(indiaWeekStart(t.clock.now));
    expect(w).toMatchObject({ profile_id: childId, first_name: 'Meera', week_start: week.start, week_end: week.end, this_week_start: week.start });
    expect(w.days.map((d) => d.date)).toEqual(week.days);

    // The records, read straight from the tables.
    const db = t.services.database.db;
    const from = new Date(week.fromMs);
    const to = new Date(week.toMs);
    const attempts = await db
      .select({ day: sql<string>`to_char(${practiceAttempts.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`, a: practiceAttempts })
      .from(practiceAttempts)
      .innerJoin(practiceSessions, eq(practiceSessions.id, practiceAttempts.sessionId))
      .where(and(eq(practiceSessions.profileId, childId), gte(practiceAttempts.createdAt, from), lt(practiceAttempts.createdAt, to)));
    expect(attempts).toHaveLength(2);
    const acts = await db.select().from(userActivities).where(eq(userActivities.profileId, childId));
    expect(acts).toHaveLength(1);
    const practiceS = attempts.reduce((s, r) => s + r.a.timeSpentS, 0);
    const practiceDay = attempts[0]!.day;
    const activityDay = indiaDate(acts[0]!.createdAt.getTime());
    const testDay = indiaDate(finishedAt);

    const dayOf = (d: string) => w.days.find((x) => x.date === d)!;
    expect(dayOf(practiceDay).practice_min).toBe(Math.round(practiceS / 60));
    expect(dayOf(activityDay).video_min).toBe(Math.round(330 / 60));
    expect(dayOf(testDay).test_min).toBe(12);
    expect(w.totals).toEqual({
      practice_min: Math.round(practiceS / 60),
      video_min: 6,
      test_min: 12,
      total_min: Math.round((practiceS + 330 + 720) / 60),
      days_studied: new Set([practiceDay, activityDay, testDay]).size,
      questions_answered: 2,
      questions_correct: 1,
      accuracy_pct: 50,
    });
    expect(w.days.reduce((s, d) => s + d.practice_min + d.video_min + d.test_min, 0)).toBe(w.totals.practice_min + w.totals.video_min + w.totals.test_min);
    expect(w.practice.map((p) => [p.answered, p.correct, p.accuracy_pct]).sort()).toEqual([
      [1, 0, 0],
      [1, 1, 100],
    ]);
    expect(w.videos).toEqual([{ content_id: 'test-video-yt', title: 'Prime factorisation explained', watched_min: 6, percent_watched: 71, completed: false }]);
    expect(w.chapters).toEqual([{ code: 'ncert-10-mathematics-ch01', name: expect.any(String), subject_name: expect.any(String) }]);
    expect(w.tests).toEqual([
      { session_id: testId, test_name: expect.any(String), finished_at: finishedAt, score: 2, max_marks: 3, percentile: null, minutes: 12 },
    ]);

    // Mastery: the concept's estimate before the first answer and after the last, as stored with the answers.
    const byTime = [...attempts].sort((a, b) => a.a.createdAt.getTime() - b.a.createdAt.getTime()).map((r) => r.a);
    expect(w.mastery).toHaveLength(1);
    expect(w.mastery[0]).toMatchObject({
      concepts_practised: 1,
      before_pct: Math.round(100 * byTime[0]!.masteryBefore!),
      after_pct: Math.round(100 * byTime[1]!.masteryAfter!),
      gained_pct: Math.round(100 * byTime[1]!.masteryAfter!) - Math.round(100 * byTime[0]!.masteryBefore!),
    });

    // Revision: the queue the child sees; the wrong answer made a card.
    const queue = await call<{ due_today: number; waiting: number; total_cards: number }>('GET', '/api/revision/queue', family.token);
    expect(w.revision).toMatchObject({ due_today: queue.body.data.due_today, waiting: queue.body.data.waiting, total_cards: queue.body.data.total_cards });
    expect(w.readiness).toBeNull();
    expect(w.advice.kind).toBe(w.totals.days_studied < 3 ? 'more_days' : expect.any(String));

    // The holder sees the same week; a stranger and another family's ids get 404; a child token 403.
    expect((await call<ParentWeek>('GET', url, family.parentToken)).body.data.totals).toEqual(w.totals);
    expect((await call('GET', url, stranger.token)).body.error?.code).toBe('PROFILE_NOT_FOUND');
    expect((await call('GET', url, stranger.token)).status).toBe(404);
    expect((await call('GET', url, family.token)).status).toBe(403);
    expect((await call('GET', `/api/parent/children/${crypto.randomUUID()}/week`, family.parentToken)).status).toBe(404);
    expect((await call('GET', '/api/parent/children/not-a-uuid/week', family.parentToken)).status).toBe(400);

    // Another week: a Tuesday is 400 naming week_start; next week is 400; last week is empty.
    const tuesday = await call('GET', `${url}?week_start=${addDays(week.start, 1)}`, father.token);
    expect(tuesday.status).toBe(400);
    expect(tuesday.body.error?.details?.[0]?.path).toBe('querystring.week_start');
    expect((await call('GET', `${url}?week_start=${addDays(week.start, 7)}`, father.token)).body.error?.code).toBe('WEEK_IN_FUTURE');
    const last = await call<ParentWeek>('GET', `${url}?week_start=${addDays(week.start, -7)}`, father.token);
    expect(last.status).toBe(200);
    expect(last.body.data.totals).toMatchObject({ total_min: 0, days_studied: 0, questions_answered: 0 });
    expect(last.body.data.tests).toEqual([]);
    expect(last.body.data.advice).toEqual({ kind: 'more_days', days_studied: 0, target_days: 3 });
  });

  it('lets the holder unlink a linked parent, who loses access at once; the child sees who can see their progress', async () => {
    const family = await verifiedStudent(t.app, 'Lata Menon');
    const childId = (await connected(family.parentToken)).linked_profiles[0]!.id;
    const father = await linkAdult(family.parentToken, 'Ravi Menon', 3);
    const mother = await linkAdult(family.parentToken, 'Suma Menon', 2);
    const fatherChildToken = (await connected(father.token)).linked_profiles[0]!.auth_token;

    // The child's own view: the adults linked, first names and relationship only.
    const seen = await call<FamilyLink[]>('GET', '/api/family/links', family.token);
    expect(seen.body.data.map((l) => [l.member_first_name, l.relationship_type, l.role])).toEqual([
      ['Ravi', 3, 'child'],
      ['Suma', 2, 'child'],
    ]);
    const links = (await call<FamilyLink[]>('GET', '/api/family/links', family.parentToken)).body.data;
    expect(links.map((l) => l.role)).toEqual(['holder', 'holder']);
    const fatherLink = links.find((l) => l.member_first_name === 'Ravi')!;
    expect((await call<FamilyLink[]>('GET', '/api/family/links', father.token)).body.data).toEqual([
      expect.objectContaining({ id: fatherLink.id, role: 'member' }),
    ]);

    // Neither a stranger nor the other linked parent can remove the father's link.
    const stranger = await verifiedParent(t.app, 'Om Sen');
    expect((await call('DELETE', `/api/family/links/${fatherLink.id}`, stranger.token)).status).toBe(404);
    expect((await call('DELETE', `/api/family/links/${fatherLink.id}`, mother.token)).status).toBe(404);
    expect((await call('DELETE', `/api/family/links/${fatherLink.id}`, family.token)).status).toBe(403);
    expect((await call('GET', `/api/parent/children/${childId}/week`, father.token)).status).toBe(200);

    const removed = await call('DELETE', `/api/family/links/${fatherLink.id}`, family.parentToken);
    expect(removed.status).toBe(200);
    // At once: his tokens (the child token too) end; signed in again, he no longer sees the child.
    expect((await call('GET', `/api/parent/children/${childId}/week`, father.token)).status).toBe(401);
    expect((await call('GET', '/api/revision/queue', fatherChildToken)).status).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: father.mobile, password: GOOD_PASSWORD } });
    expect(again.statusCode).toBe(200);
    const fresh = String(again.headers['x-auth-token']);
    expect((await call('GET', `/api/parent/children/${childId}/week`, fresh)).status).toBe(404);
    expect((await call<ParentChild[]>('GET', '/api/parent/children', fresh)).body.data).toEqual([]);
    expect((await call('DELETE', `/api/family/links/${fatherLink.id}`, family.parentToken)).status).toBe(404);
    // The mother unlinks herself; the child now sees nobody.
    const motherLink = (await call<FamilyLink[]>('GET', '/api/family/links', mother.token)).body.data[0]!;
    expect((await call('DELETE', `/api/family/links/${motherLink.id}`, mother.token)).status).toBe(200);
    expect((await call<FamilyLink[]>('GET', '/api/family/links', family.token)).body.data).toEqual([]);
  });

  it('sends the weekly digest once per parent and week, in the parent’s language, with the week’s figures; opt-out respected', async () => {
    const family = await verifiedStudent(t.app, 'Anu Das');
    const father = await linkAdult(family.parentToken, 'Bina Das', 3);
    const db = t.services.database.db;
    const holderId = (await connected(family.parentToken)).user_details.id;
    const fatherId = (await connected(father.token)).user_details.id;
    const tag = crypto.randomUUID().slice(0, 8);
    await db
      .update(users)
      .set({ email: `anu-${tag}@example.in`, locale: 'en' })
      .where(eq(users.id, holderId));
    await db
      .update(users)
      .set({ email: `bina-${tag}@example.in`, locale: 'hi' })
      .where(eq(users.id, fatherId));
    await practise(family.token, ['B']);

    const week = indiaWeekStart(t.clock.now);
    const first = await t.services.parentDigest.sendWeek(week);
    const outbox = async () =>
      json<{ messages: { to: string; channel: string; text: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).messages.filter(
        (m) => m.channel === 'email' && m.to.endsWith(`-${tag}@example.in`),
      );
    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual([`anu-${tag}@example.in`, `bina-${tag}@example.in`]);
    expect(first.sent).toBeGreaterThanOrEqual(2);
    const english = mails.find((m) => m.to.startsWith('anu'))!.text;
    const hindi = mails.find((m) => m.to.startsWith('bina'))!.text;
    const w = (
      await call<ParentWeek>(
        'GET',
        `/api/parent/children/${(await connected(family.parentToken)).linked_profiles[0]!.id}/week?week_start=${week}`,
        father.token,
      )
    ).body.data;
    expect(english).toContain('Anu');
    expect(english).toContain(`${w.totals.total_min} min`);
    expect(english).toContain(`${w.totals.questions_answered} questions`);
    expect(english).toContain('1 day');
    expect(hindi).toContain('Anu');
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).toContain(`${w.totals.total_min}`);
    expect(english).toContain('https://abhyas.test/parent-view');
    expect(english).not.toMatch(/upgrade|premium|buy|subscribe/i);

    // Idempotent per (parent, week): a second run sends nothing to them.
    await t.services.parentDigest.sendWeek(week);
    expect(await outbox()).toHaveLength(2);

    // Opt-out: the father turns it off; the next week's run skips him.
    const off = await call<{ weekly_digest: boolean }>('PUT', '/api/parent/digest-settings', father.token, { weekly_digest: false });
    expect(off.body.data.weekly_digest).toBe(false);
    expect((await call('PUT', '/api/parent/digest-settings', father.token, { weekly_digest: 'no' })).body.error?.details?.[0]?.path).toBe('body.weekly_digest');
    await t.services.parentDigest.sendWeek(addDays(week, -7));
    const after = await outbox();
    expect(after.filter((m) => m.to.startsWith('bina'))).toHaveLength(1);
    expect(after.filter((m) => m.to.startsWith('anu'))).toHaveLength(2);
  });
});
