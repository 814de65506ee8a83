import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreakView } from '@abhyas/contracts';
import { addDays, indiaDate, indiaMidnight } from '@abhyas/domain';
import { practiceAttempts, practiceSessions, revisionCards, revisionReviews, testSessions } from '../../db/schema/index.ts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';

type Err = { error?: { code: string; details?: { path: string }[] } };
const profileIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { pid: string }).pid;
const HOUR = 3_600_000;

describe.each(BACKENDS)('streak on %s', (backend) => {
  let t: TestApp;
  let today: string;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    // The finished tests read name their test (test-mock-1 of the sample pack).
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
    today = indiaDate(t.clock.now);
  });
  afterAll(async () => t?.close());

  const streak = async (token: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/streak${query}`, headers: bearer(token) });
    return { status: res.statusCode, body: json<{ data: StreakView } & Err>(res) };
  };
  /** Noon (India) `daysAgo` days before today, as a Date (today's noon may be ahead of the clock: the reads run to the end of today). */
  const noon = (daysAgo: number) => new Date(indiaMidnight(addDays(today, -daysAgo)) + 12 * HOUR);

  /** A practice session with `answers` answers on that day (and one revealed solution, which is no answer). */
  async function practised(profileId: string, daysAgo: number, answers: number) {
    const db = t.services.database.db;
    const id = crypto.randomUUID();
    await db.insert(practiceSessions).values({ id, profileId, kind: 'Normal', startedAt: noon(daysAgo) });
    const row = (i: number, revealed: boolean) => ({
      sessionId: id,
      questionCode: `q${i}`,
      correct: true,
      correctness: 1,
      selectedAnswer: { answer: 'a' },
      timeSpentS: 30,
      idealTimeS: 60,
      revealed,
      attemptType: revealed ? 'NonAttempt' : 'Perfect',
      createdAt: new Date(noon(daysAgo).getTime() + i * 60_000),
    });
    await db.insert(practiceAttempts).values([...Array.from({ length: answers }, (_, i) => row(i, false)), row(answers, true)]);
  }
  async function finishedTest(profileId: string, daysAgo: number) {
    const at = noon(daysAgo);
    await t.services.database.db.insert(testSessions).values({
      id: crypto.randomUUID(),
      profileId,
      bundleCode: 'test-mock-1',
      examCode: 'cbse-class-10',
      goalCode: 'k12-cbse',
      status: 'FINISHED',
      startedAt: new Date(at.getTime() - 600_000),
      deadlineAt: at,
      finishedAt: at,
      finishReason: 'freeze',
      score: 1,
      result: { score: 1, maxMarks: 3, sections: [], questions: [] },
    });
  }
  async function reviewed(profileId: string, daysAgo: number, n: number, wasDue = true) {
    await t.services.database.db.insert(revisionReviews).values(
      Array.from({ length: n }, (_, i) => ({
        profileId,
        questionCode: `r${i}`,
        grade: 'Good',
        wasDue,
        source: `practice:${crypto.randomUUID()}`,
        reviewedAt: new Date(noon(daysAgo).getTime() + i * 60_000),
      })),
    );
  }

  it('a new student: no streak, today open, 14 days', async () => {
    const { token } = await verifiedStudent(t.app, 'Asha Menon');
    const s = (await streak(token)).body.data;
    expect(s).toMatchObject({ current: 0, longest: 0, freezes: 0, today_done: false, today, min_answers: 5, min_reviews: 5 });
    expect(s.days).toHaveLength(14);
    expect(s.days.at(-1)).toEqual({ date: today, status: 'open' });
  });

  it('counts practice of 5+ answers, finished tests and done revision; a freeze covers a short day; today counts once the due queue is done', async () => {
    const { token } = await verifiedStudent(t.app, 'Neel Kapoor');
    const pid = profileIdOf(token);
    for (let d = 10; d >= 4; d -= 1) await practised(pid, d, 5); // 7 days: a freeze earned
    await practised(pid, 3, 4); // 4 answers (and a revealed solution): not enough, the freeze covers it
    await finishedTest(pid, 2);
    await reviewed(pid, 1, 5);
    await reviewed(pid, 11, 3); // three due cards on a past day: not enough
    await reviewed(pid, 12, 9, false); // cards not due: not revision of the day

    const before = (await streak(token)).body.data;
    expect(before).toMatchObject({ current: 9, longest: 9, freezes: 0, today_done: false });
    const status = (daysAgo: number) => before.days.find((d) => d.date === addDays(today, -daysAgo))?.status;
    expect([10, 4, 3, 2, 1, 0, 11, 12].map(status)).toEqual(['done', 'done', 'frozen', 'done', 'done', 'open', 'missed', 'missed']);

    // Two cards due today: reviewing one leaves the day open; reviewing the second finishes the day's revision.
    const yesterday = new Date(noon(1).getTime());
    for (const code of ['due-a', 'due-b'])
      await t.services.database.db.insert(revisionCards).values({
        profileId: pid,
        questionCode: code,
        due: yesterday,
        stability: 3,
        difficulty: 5,
        scheduledDays: 3,
        reps: 2,
        lapses: 1,
        state: 'Review',
        lastReview: new Date(yesterday.getTime() - 3 * 86_400_000),
        source: 'practice',
        visibleFrom: new Date(yesterday.getTime() - 3 * 86_400_000),
      });
    const answer = (code: string) =>
      t.services.revision.onPracticeAttempt({
        profileId: pid,
        sessionId: crypto.randomUUID(),
        questionCode: code,
        answered: true,
        correct: true,
        timeSpentS: 30,
        idealTimeS: 60,
      });
    await answer('due-a');
    expect((await streak(token)).body.data).toMatchObject({ current: 9, today_done: false });
    await answer('due-b');
    expect((await streak(token)).body.data).toMatchObject({ current: 10, longest: 10, today_done: true });

    // Two days later without work: the streak is broken (no freeze left); today's revision still counted.
    t.clock.now += 2 * 86_400_000;
    try {
      const later = (await streak(token)).body.data;
      expect(later).toMatchObject({ current: 0, longest: 10 });
      expect(later.days.find((d) => d.date === today)?.status).toBe('done');
    } finally {
      t.clock.now -= 2 * 86_400_000;
    }
  });

  it('another family’s child_id is 404; a parent token 403, none 401', async () => {
    const { token, parentToken } = await verifiedStudent(t.app, 'Ravi Kumar');
    const theirs = profileIdOf((await verifiedStudent(t.app, 'Sita Ram')).token);
    const res = await streak(token, `?child_id=${theirs}`);
    expect([res.status, res.body.error?.code]).toEqual([404, 'PROFILE_NOT_FOUND']);
    expect((await streak(token, `?child_id=${'x'.repeat(65)}`)).body.error?.details?.[0]?.path).toBe('querystring.child_id');
    expect((await streak(parentToken)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/streak' })).statusCode).toBe(401);
  });
});
