import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import type { LiveClass, LiveClassJoin } from '@abhyas/contracts';
import { loadEnv } from '../../env.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/harness.ts';
import { samplePack, sampleMap } from '../../test/fixtures/sample-pack.ts';
import { importLearningMap } from '../content/importers/learning-map-import.ts';
import { importPacks } from '../content/importers/pack-import.ts';
import { roomNamespace } from './live-classes.service.ts';
import { schoolsKit } from './schools.fixture.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe.each(BACKENDS)('live classes on %s (issue 23 §3; decision 041)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '100000', CONTENT_NAMESPACE: 'Abhyas Test' });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
  });
  afterAll(async () => t?.close());
  const k = schoolsKit(() => t);
  const { call } = k;
  const schedule = async (token: string, classId: string, body: Record<string, unknown> = {}) => {
    const made = await call<LiveClass>('POST', `/api/classes/${classId}/live-classes`, token, {
      title: 'Real Numbers: doubts',
      starts_at: t.clock.now + 2 * HOUR,
      duration_minutes: 60,
      ...body,
    });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    return made.body.data;
  };

  it('schedules a class’s live class, refusing a past start and a chapter outside the exam, and lists it to its staff, students and family', async () => {
    const w = await k.school();
    const [a] = w.students;
    const url = `/api/classes/${w.cls.id}/live-classes`;
    const past = await call('POST', url, w.teacher.token, { title: 'Late', starts_at: t.clock.now - MIN, duration_minutes: 30 });
    expect([past.status, past.body.error?.code, past.body.error?.details?.[0]?.path]).toEqual([400, 'STARTS_IN_PAST', 'body.starts_at']);
    const chapter = await call('POST', url, w.teacher.token, {
      title: 'X',
      starts_at: t.clock.now + HOUR,
      duration_minutes: 30,
      chapter_code: 'ncert-12-physics-ch01',
    });
    expect([chapter.body.error?.code, chapter.body.error?.details?.[0]?.path]).toEqual(['UNKNOWN_CHAPTER', 'body.chapter_code']);
    expect((await call('POST', url, w.teacher.token, { title: 'X', starts_at: t.clock.now + HOUR, duration_minutes: 5 })).status).toBe(400);

    const live = await schedule(w.teacher.token, w.cls.id, { chapter_code: 'ncert-10-mathematics-ch01' });
    expect(live).toMatchObject({
      class_id: w.cls.id,
      class_name: 'Class 10 · Mathematics',
      title: 'Real Numbers: doubts',
      duration_minutes: 60,
      chapter_code: 'ncert-10-mathematics-ch01',
      chapter_name: 'Real Numbers',
      teacher_first_name: 'Ravi',
      state: 'upcoming',
      opens_at: live.starts_at - 10 * MIN,
      recording_url: null,
    });
    const later = await schedule(w.admin.token, w.cls.id, { title: 'Revision', starts_at: t.clock.now + 26 * HOUR });
    const elsewhere = await schedule(w.otherTeacher.token, w.otherClass.id, { title: 'Science hour' });
    const ids = async (token: string, query = '') => (await call<LiveClass[]>('GET', `/api/live-classes${query}`, token)).body.data.map((l) => l.id);
    expect((await call<LiveClass[]>('GET', url, w.teacher.token)).body.data.map((l) => l.id)).toEqual([live.id, later.id]);
    expect(await ids(a!.token)).toEqual([live.id, later.id]);
    expect(await ids(a!.parentToken, `?child_id=${a!.profileId}`)).toEqual([live.id, later.id]);
    expect(await ids(w.teacher.token)).toEqual([live.id, later.id]);
    expect(await ids(w.admin.token)).toEqual([live.id, elsewhere.id, later.id]);
    expect(await ids(w.otherStudent.token)).toEqual([elsewhere.id]);
    expect((await call('GET', `/api/live-classes?child_id=${a!.profileId}`, w.otherStudent.parentToken)).body.error?.code).toBe('PROFILE_NOT_FOUND');

    expect((await call('DELETE', `/api/live-classes/${later.id}`, w.teacher.token)).status).toBe(204);
    expect(await ids(a!.token)).toEqual([live.id]);
    expect((await call('DELETE', `/api/live-classes/${later.id}`, w.teacher.token)).body.error?.code).toBe('LIVE_CLASS_NOT_FOUND');
  });

  it('lets students in from 10 minutes before the start to 15 after the end, the staff earlier, with moderator rights for the staff only', async () => {
    const w = await k.school();
    const [a] = w.students;
    const now = t.clock.now;
    const live = await schedule(w.teacher.token, w.cls.id, { title: 'Chapter 1: Real Numbers!', starts_at: now + HOUR, duration_minutes: 45 });
    const join = (token: string, query = '') => call<LiveClassJoin>('GET', `/api/live-classes/${live.id}/join${query}`, token);
    try {
      const early = await join(a!.token);
      expect([early.status, early.body.error?.code, early.body.error?.details?.[0]?.reason]).toEqual([423, 'LIVE_CLASS_LOCKED', 'not_open_yet']);
      // The teacher may open the room early to prepare, as moderator.
      const teacher = await join(w.teacher.token);
      expect(teacher.status).toBe(200);
      // Open rooms (no JITSI_APP_ID): no meeting token.
      expect(teacher.body.data).toMatchObject({ provider: 'jitsi', domain: 'meet.jit.si', display_name: 'Ravi Kumar', moderator: true, jwt: null });
      expect(teacher.body.data.room_name).toMatch(/^abhyas-test-chapter-1-real-numbers-[a-z0-9]{20}$/);

      t.clock.now = live.starts_at - 10 * MIN;
      const student = await join(a!.token);
      expect(student.status).toBe(200);
      expect(student.body.data).toMatchObject({ display_name: 'Aarav', moderator: false, room_name: teacher.body.data.room_name });
      expect(student.body.data.live_class.state).toBe('open');
      const family = await join(a!.parentToken, `?child_id=${a!.profileId}`);
      expect(family.body.data).toMatchObject({ display_name: 'Aarav', moderator: false });
      const admin = await join(w.admin.token);
      expect(admin.body.data).toMatchObject({ display_name: 'Anita Desai', moderator: true });

      t.clock.now = live.starts_at + 45 * MIN + 14 * MIN;
      expect((await join(a!.token)).body.data.live_class.state).toBe('ending');
      t.clock.now = live.starts_at + 45 * MIN + 15 * MIN;
      for (const token of [a!.token, w.teacher.token]) {
        const ended = await join(token);
        expect([ended.status, ended.body.error?.details?.[0]?.reason]).toEqual([423, 'ended']);
      }
      expect((await call<LiveClass[]>('GET', '/api/live-classes', a!.token)).body.data[0]!.state).toBe('ended');
    } finally {
      t.clock.now = now;
    }
    // Each class gets its own secret room.
    const another = await schedule(w.teacher.token, w.cls.id, { title: 'Chapter 1: Real Numbers!', starts_at: now + HOUR, duration_minutes: 45 });
    const rooms = [
      (await join(w.teacher.token)).body.data,
      (await call<LiveClassJoin>('GET', `/api/live-classes/${another.id}/join`, w.teacher.token)).body.data,
    ];
    expect(rooms[0]!.room_name).not.toBe(rooms[1]!.room_name);
  });

  it('takes the link to an ended class’s recording from its staff, and shows it to its students', async () => {
    const w = await k.school();
    const [a] = w.students;
    const now = t.clock.now;
    const live = await schedule(w.teacher.token, w.cls.id, { title: 'Recorded', starts_at: now + HOUR, duration_minutes: 30 });
    const put = (token: string, body: unknown) => call<LiveClass>('PUT', `/api/live-classes/${live.id}/recording`, token, body);
    const url = 'https://drive.school.in/recordings/real-numbers.mp4';
    const early = await put(w.teacher.token, { recording_url: url });
    expect([early.status, early.body.error?.code]).toEqual([409, 'LIVE_CLASS_NOT_ENDED']);
    try {
      t.clock.now = live.starts_at + 2 * HOUR;
      for (const [body, path] of [
        [{ recording_url: 'http://drive.school.in/x.mp4' }, 'body.recording_url'],
        [{ recording_url: 'javascript:alert(1)' }, 'body.recording_url'],
        [{}, 'body.recording_url'],
      ] as const) {
        const bad = await put(w.teacher.token, body);
        expect([bad.status, bad.body.error?.details?.[0]?.path]).toEqual([400, path]);
      }
      expect((await put(a!.token, { recording_url: url })).status).toBe(403);
      expect((await put(w.otherTeacher.token, { recording_url: url })).body.error?.code).toBe('LIVE_CLASS_NOT_FOUND');
      const set = await put(w.teacher.token, { recording_url: url });
      expect([set.status, set.body.data.recording_url, set.body.data.state]).toEqual([200, url, 'ended']);
      const listed = await call<LiveClass[]>('GET', '/api/live-classes', a!.token);
      expect(listed.body.data.find((x) => x.id === live.id)?.recording_url).toBe(url);
      expect((await put(w.admin.token, { recording_url: null })).body.data.recording_url).toBeNull();
    } finally {
      t.clock.now = now;
    }
  });

  it('answers 404 to a teacher of another institute, a teacher of another class, a student of another class and a parent of another family', async () => {
    const w = await k.school();
    const far = await k.otherSchool();
    const stranger = await k.student('Esha Paul');
    const [a] = w.students;
    const live = await schedule(w.teacher.token, w.cls.id, { starts_at: t.clock.now + 5 * MIN });
    const staffCalls: [string, string, string, unknown?][] = [
      ['POST', `/api/classes/${w.cls.id}/live-classes`, 'CLASS_NOT_FOUND', { title: 'X', starts_at: t.clock.now + HOUR, duration_minutes: 30 }],
      ['GET', `/api/classes/${w.cls.id}/live-classes`, 'CLASS_NOT_FOUND'],
      ['GET', `/api/live-classes/${live.id}/join`, 'LIVE_CLASS_NOT_FOUND'],
      ['DELETE', `/api/live-classes/${live.id}`, 'LIVE_CLASS_NOT_FOUND'],
    ];
    for (const token of [far.teacher.token, w.otherTeacher.token, w.otherStudent.parentToken, stranger.parentToken]) {
      for (const [method, url, code, body] of staffCalls) {
        const res = await call(method as 'GET', url, token, body);
        expect([res.status, res.body.error?.code], `${method} ${url}`).toEqual([404, code]);
      }
    }
    const asOtherStudent = await call('GET', `/api/live-classes/${live.id}/join`, w.otherStudent.token);
    expect([asOtherStudent.status, asOtherStudent.body.error?.code]).toEqual([404, 'LIVE_CLASS_NOT_FOUND']);
    expect((await call('GET', `/api/live-classes/${live.id}/join?child_id=${a!.profileId}`, stranger.parentToken)).body.error?.code).toBe('PROFILE_NOT_FOUND');
    expect((await call('DELETE', `/api/live-classes/${live.id}`, a!.token)).status).toBe(403);
    expect((await call('GET', `/api/live-classes/${live.id}/join`, a!.token)).status).toBe(200);
  });

  it('frames the configured Jitsi server in the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com https:\/\/meet\.jit\.si(;|$)/,
    );
  });
});

describe('live classes turned off or on another Jitsi server (decision 041)', () => {
  it('answers 503 LIVE_CLASS_UNCONFIGURED with LIVE_CLASS_PROVIDER=none, after the membership check', async () => {
    const t = await buildTestApp('pglite', { LIVE_CLASS_PROVIDER: 'none', RATE_LIMIT_AUTH_PER_15_MIN: '100000' });
    try {
      const k = schoolsKit(() => t);
      const teacher = await k.account('Ravi Kumar');
      const id = await k.institute(teacher.token);
      const cls = await k.klass(teacher.token, id);
      const made = await k.call<LiveClass>('POST', `/api/classes/${cls.id}/live-classes`, teacher.token, {
        title: 'Doubts',
        starts_at: t.clock.now + 5 * 60_000,
        duration_minutes: 30,
      });
      const off = await k.call('GET', `/api/live-classes/${made.body.data.id}/join`, teacher.token);
      expect([off.status, off.body.error?.code]).toEqual([503, 'LIVE_CLASS_UNCONFIGURED']);
      const outsider = await k.account('Om Sen');
      expect((await k.call('GET', `/api/live-classes/${made.body.data.id}/join`, outsider.token)).status).toBe(404);
      expect(String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).not.toContain('jit.si');
    } finally {
      await t.close();
    }
  });

  it('hands out and frames a school’s own Jitsi server', async () => {
    const t = await buildTestApp('pglite', { JITSI_DOMAIN: 'Meet.Example-School.in', RATE_LIMIT_AUTH_PER_15_MIN: '100000' });
    try {
      const k = schoolsKit(() => t);
      const teacher = await k.account('Ravi Kumar');
      const cls = await k.klass(teacher.token, await k.institute(teacher.token));
      const made = await k.call<LiveClass>('POST', `/api/classes/${cls.id}/live-classes`, teacher.token, {
        title: 'Doubts',
        starts_at: t.clock.now + 5 * 60_000,
        duration_minutes: 30,
      });
      const joined = await k.call<LiveClassJoin>('GET', `/api/live-classes/${made.body.data.id}/join`, teacher.token);
      expect(joined.body.data).toMatchObject({ domain: 'meet.example-school.in', room_name: expect.stringMatching(/^abhyas-doubts-[a-z0-9]{20}$/) });
      expect(String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).toMatch(
        /frame-src [^;]* https:\/\/meet\.example-school\.in(;|$)/,
      );
    } finally {
      await t.close();
    }
  });

  it('signs each member a meeting token for their room on a deployment with token authentication, moderator for the staff only', async () => {
    const secret = 'a-jitsi-shared-secret-of-32-characters!';
    const t = await buildTestApp('pglite', {
      JITSI_DOMAIN: 'meet.school.in',
      JITSI_APP_ID: 'abhyas-school',
      JITSI_APP_SECRET: secret,
      RATE_LIMIT_AUTH_PER_15_MIN: '100000',
    });
    try {
      const k = schoolsKit(() => t);
      const w = await k.school();
      const starts = t.clock.now + 5 * MIN;
      const made = await k.call<LiveClass>('POST', `/api/classes/${w.cls.id}/live-classes`, w.teacher.token, {
        title: 'Doubts',
        starts_at: starts,
        duration_minutes: 30,
      });
      const tokenOf = async (token: string) => {
        const joined = await k.call<LiveClassJoin>('GET', `/api/live-classes/${made.body.data.id}/join`, token);
        expect(joined.status).toBe(200);
        const verified = await jwtVerify(joined.body.data.jwt!, new TextEncoder().encode(secret), {
          issuer: 'abhyas-school',
          audience: 'jitsi',
          subject: 'meet.school.in',
        });
        return {
          room: joined.body.data.room_name,
          claims: verified.payload as { room: string; exp: number; context: { user: { id: string; name: string; moderator: boolean } } },
        };
      };
      const teacher = await tokenOf(w.teacher.token);
      expect(teacher.claims.room).toBe(teacher.room);
      expect(teacher.claims.context.user).toEqual({ id: w.teacher.userId, name: 'Ravi Kumar', moderator: true });
      // Valid until an hour after the class's end, not longer.
      expect(teacher.claims.exp).toBe(Math.floor((starts + 30 * MIN + 60 * MIN) / 1000));
      const student = await tokenOf(w.students[0]!.token);
      expect(student.claims.context.user).toEqual({ id: w.students[0]!.profileId, name: 'Aarav', moderator: false });
      expect((await tokenOf(w.admin.token)).claims.context.user.moderator).toBe(true);
      // A token signed with another secret is not this deployment's.
      await expect(
        jwtVerify(
          (await k.call<LiveClassJoin>('GET', `/api/live-classes/${made.body.data.id}/join`, w.teacher.token)).body.data.jwt!,
          new TextEncoder().encode('x'.repeat(32)),
        ),
      ).rejects.toThrow();
    } finally {
      await t.close();
    }
    expect(() => loadEnv({ JITSI_APP_ID: 'only-the-id' })).toThrow(/set both/);
    expect(() => loadEnv({ JITSI_APP_ID: 'id', JITSI_APP_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('makes a room prefix of any configured namespace', () => {
    expect(roomNamespace('abhyas')).toBe('abhyas');
    expect(roomNamespace('Abhyas Test')).toBe('abhyas-test');
    expect(roomNamespace('42!')).toBe('abhyas');
    expect(roomNamespace('')).toBe('abhyas');
  });
});
