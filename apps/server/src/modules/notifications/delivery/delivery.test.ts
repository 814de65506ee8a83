import { createRequire } from 'node:module';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { InAppListPayload } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../../test/harness.ts';
import { mocktestBundles, profiles, revisionCards, users } from '../../../db/schema/index.ts';
import { runDeliverJob } from '../../../jobs/notifications.ts';
import { testScoredNotice } from '../notifications.service.ts';
import { emailThrough } from './channels.ts';
import { DeliveryRepository } from './delivery.repository.ts';
import { DeliveryService } from './delivery.service.ts';

/** An SMTP server in this process (`smtp-server`) keeping every message it receives, parsed. */
async function startSmtp(): Promise<{ port: number; mails: ParsedMail[]; close: () => Promise<void> }> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (m) => {
          mails.push(m);
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A local push service: `web-push-testing`'s push API model (subscriptions, VAPID and payload checks,
 * decryption) behind a small node:http front (its own express front does not load in this workspace:
 * express 4 gets a hoisted content-disposition 2 that it cannot use). Subscribe like a browser, read
 * what arrived, decrypted.
 */
async function startPushService() {
  const require = createRequire(import.meta.url);
  type Model = {
    notifyUrl: string;
    subscribe(o: object): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>;
    handleNotification(hash: string, headers: Record<string, string | undefined>, body: Buffer): Promise<unknown>;
    getNotifications(b: { clientHash: string }): { messages: string[] };
  };
  const { PushApiModel, SubscriptionExpiredError } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => Model;
    SubscriptionExpiredError: new () => Error;
  };
  const model = new PushApiModel();
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hash = /^\/notify\/(\w+)$/u.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !hash) return void res.writeHead(404).end();
      const h = (name: string) => req.headers[name] as string | undefined;
      model
        .handleNotification(
          hash,
          { encoding: h('content-encoding'), encryption: h('encryption'), cryptoKey: h('crypto-key'), authorization: h('authorization'), ttl: h('ttl') },
          Buffer.concat(chunks),
        )
        .then(
          () => res.writeHead(201).end(),
          (err: Error) => res.writeHead(err instanceof SubscriptionExpiredError ? 410 : 400).end(err.message),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.notifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify/`;
  return {
    subscribe: (applicationServerKey: string) => model.subscribe({ userVisibleOnly: 'true', applicationServerKey }),
    messages: async (clientHash: string) => model.getNotifications({ clientHash }).messages.map((m) => JSON.parse(m) as Record<string, string>),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const HOUR = 3600_000;
/** 2026-11-27 00:00 in India (UTC+05:30), epoch ms. */
const IST_MIDNIGHT = Date.parse('2026-11-26T18:30:00Z');

describe.each(BACKENDS)('notification delivery on %s (issue 20 §2)', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let push: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    push = await startPushService();
    t = await buildTestApp(backend, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'Abhyas <no-reply@abhyas.test>',
      APP_ORIGIN: 'https://abhyas.test',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await push?.close();
  });

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: json<T>(res) };
  };

  /** A student whose account has a verified e-mail, the profile in `locale`. */
  async function student(name: string, email: string, locale = 'en') {
    t.clock.now = Date.now(); // sign-up's codes are checked against the real time
    const { token } = await verifiedStudent(t.app, name);
    const db = t.services.database.db;
    const [p] = await db
      .select({ id: profiles.id, userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.firstName, name.split(' ')[0]!));
    await db.update(users).set({ email, emailVerified: true }).where(eq(users.id, p!.userId));
    await db.update(profiles).set({ locale }).where(eq(profiles.id, p!.id));
    return { token, profileId: p!.id };
  }
  const mailsTo = (to: string) => smtp.mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);
  const inApp = async (token: string) => (await call<{ payload: InAppListPayload }>('GET', '/api/notification/in-app', token)).body.payload;
  const notice = (id: string) => testScoredNotice({ id, bundleCode: 'test-mock-1' }, { score: 2, maxMarks: 3 }, false);

  it('e-mails a scored test in the profile’s language (text and HTML) through the job, once however often the job runs', async () => {
    const { token, profileId } = await student('Asha Verma', 'asha@example.in', 'hi');
    t.clock.now = IST_MIDNIGHT + 12 * HOUR;
    await t.services.notificationJobs.enqueue(profileId, notice('s-1'));
    await vi.waitFor(() => expect(mailsTo('asha@example.in')).toHaveLength(1), { timeout: 5000 });
    const [mail] = mailsTo('asha@example.in');
    expect(mail!.subject).toBe('आपका टेस्ट परिणाम तैयार है');
    expect(mail!.text).toContain('आपने 3 में से 2 अंक पाए।');
    expect(mail!.text).toContain('https://abhyas.test/mock-test/test-mock-1/analyze?session=s-1');
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.html).toContain('href="https://abhyas.test/mock-test/test-mock-1/analyze?session=s-1"');
    expect(mail!.html).toContain('अभ्यास खोलें');
    // In-app too, worded in the same language.
    await vi.waitFor(async () => expect((await inApp(token)).totalElements).toBe(1));
    expect((await inApp(token)).content[0]).toMatchObject({ type: 'test_scored', title: 'आपका टेस्ट परिणाम तैयार है' });

    // The job again (a pg-boss retry, a second worker): nothing is sent twice.
    await runDeliverJob(t.services.delivery, { profileId, input: notice('s-1') });
    expect(await t.services.delivery.deliver(profileId, notice('s-1'))).toMatchObject({ EM: 'already', IA: 'sent' });
    expect(mailsTo('asha@example.in')).toHaveLength(1);
    expect((await inApp(token)).totalElements).toBe(1);
    const rows = await new DeliveryRepository(t.services.database.db).ofEvent('test_scored:s-1', profileId);
    expect(rows.find((r) => r.channel === 'EM')).toMatchObject({ status: 'sent', attempts: 1, detail: 'asha@example.in' });
  });

  it('a crash after the send and before its record sends nothing twice; a send that failed is sent by the retry', async () => {
    const { profileId } = await student('Bala Krishnan', 'bala@example.in', 'ta');
    const repo = new DeliveryRepository(t.services.database.db);
    const options = { origin: 'https://abhyas.test', quietHours: { start: 22, end: 7 } };
    const email = emailThrough(t.services.sender);
    const crashing = new DeliveryService(repo, t.services.notifications, { email }, () => t.clock.now, {
      ...options,
      afterSend: () => {
        throw new Error('process killed');
      },
    });
    await expect(crashing.deliver(profileId, notice('s-2'))).rejects.toThrow('process killed');
    await vi.waitFor(() => expect(mailsTo('bala@example.in')).toHaveLength(1));
    expect((await repo.ofEvent('test_scored:s-2', profileId)).find((r) => r.channel === 'EM')?.status).toBe('sending');
    // The job is retried after the crash: the e-mail is not sent again.
    await runDeliverJob(t.services.delivery, { profileId, input: notice('s-2') });
    await runDeliverJob(t.services.delivery, { profileId, input: notice('s-2') });
    expect(mailsTo('bala@example.in')).toHaveLength(1);
    expect(mailsTo('bala@example.in')[0]!.subject).toBe('உங்கள் தேர்வு முடிவு தயார்');

    // A send that threw is released: the job fails (pg-boss retries it) and the retry sends once.
    let calls = 0;
    const flaky = new DeliveryService(
      repo,
      t.services.notifications,
      {
        email: {
          send: async (m) => {
            calls += 1;
            if (calls === 1) throw new Error('SMTP 421 try later');
            await email.send(m);
          },
        },
      },
      () => t.clock.now,
      options,
    );
    await expect(runDeliverJob(flaky, { profileId, input: notice('s-3') })).rejects.toThrow('failed on EM');
    expect((await repo.ofEvent('test_scored:s-3', profileId)).find((r) => r.channel === 'EM')).toMatchObject({ status: 'failed', error: 'SMTP 421 try later' });
    await runDeliverJob(flaky, { profileId, input: notice('s-3') });
    await runDeliverJob(flaky, { profileId, input: notice('s-3') });
    expect(calls).toBe(2);
    await vi.waitFor(() => expect(mailsTo('bala@example.in')).toHaveLength(2));
    expect((await repo.ofEvent('test_scored:s-3', profileId)).find((r) => r.channel === 'EM')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends nothing on a channel the profile turned off', async () => {
    const { token, profileId } = await student('Chitra Nair', 'chitra@example.in');
    expect((await call('POST', '/api/notification/preferences', token, { channel: 'EM', enable: false })).status).toBe(200);
    expect(await t.services.delivery.deliver(profileId, notice('s-4'))).toMatchObject({ EM: 'off', IA: 'sent' });
    expect((await call('POST', '/api/notification/preferences', token, { channel: 'IA', enable: false })).status).toBe(200);
    expect(await t.services.delivery.deliver(profileId, notice('s-5'))).toMatchObject({ EM: 'off', IA: 'off' });
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo('chitra@example.in')).toHaveLength(0);
    expect((await inApp(token)).totalElements).toBe(1);
  });

  it('pushes to the browser subscription registered through push-token, holds pushes in the quiet hours until 07:00, and validates', async () => {
    const { token, profileId } = await student('Dev Malhotra', 'dev@example.in', 'en');
    const key = (await t.app.inject({ method: 'GET', url: '/api/notification/web-push/public-key' })).json<{ payload: { public_key: string } }>().payload
      .public_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const sub = await push.subscribe(key);
    const web_push = { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys };

    // Bad bodies are 400 naming the field; nothing else is stored.
    const bad = async (body: object) =>
      (await call<{ error: { details: { path: string }[] } }>('POST', '/api/auth/push-token', token, body)).body.error.details[0]!.path;
    expect(await bad({ device_id: 'b1', web_push: { ...web_push, endpoint: 'ftp://push.example/x' } })).toBe('body.web_push.endpoint');
    expect(await bad({ device_id: 'b1', web_push: { ...web_push, keys: { ...sub.keys, auth: 'short' } } })).toBe('body.web_push.keys.auth');
    expect(await bad({ device_id: 'b1' })).toBe('body.notification_token');
    expect((await call('POST', '/api/auth/push-token', token, { device_id: 'browser-1', platform: 'WEB', web_push })).status).toBe(200);

    t.clock.now = IST_MIDNIGHT + 12 * HOUR;
    expect(await t.services.delivery.deliver(profileId, notice('s-6'))).toMatchObject({ PN: 'sent', EM: 'sent' });
    const [first] = await push.messages(sub.clientHash);
    expect(first).toEqual({
      title: 'Your test result is ready',
      body: 'You scored 2 of 3. See your analysis.',
      url: '/mock-test/test-mock-1/analyze?session=s-6',
      tag: 'test_scored:s-6',
    });

    // 23:00 in India: the e-mail goes, the push waits for 07:00.
    t.clock.now = IST_MIDNIGHT + 23 * HOUR;
    expect(await t.services.delivery.deliver(profileId, notice('s-7'))).toMatchObject({ PN: 'held', EM: 'sent' });
    expect(await t.services.delivery.deliver(profileId, notice('s-7'))).toMatchObject({ PN: 'already' });
    t.clock.now = IST_MIDNIGHT + 30 * HOUR + 59 * 60_000; // 06:59 next day
    expect(await t.services.delivery.releaseHeld()).toBe(0);
    expect(await push.messages(sub.clientHash)).toHaveLength(1);
    t.clock.now = IST_MIDNIGHT + 31 * HOUR; // 07:00
    expect(await t.services.delivery.releaseHeld()).toBe(1);
    expect(await t.services.delivery.releaseHeld()).toBe(0);
    expect((await push.messages(sub.clientHash)).map((m) => m.tag)).toEqual(['test_scored:s-6', 'test_scored:s-7']);

    // The student allows pushes at night: sent at once at 23:30. A made-up time zone is 400 naming it.
    const settings = await call<{ payload: object }>('PUT', '/api/notification/delivery-settings', token, { push_at_night: true });
    expect(settings.body.payload).toEqual({ time_zone: 'Asia/Kolkata', push_at_night: true, quiet_hours: { start: 22, end: 7 } });
    const tz = await call<{ error: { details: { path: string }[] } }>('PUT', '/api/notification/delivery-settings', token, { time_zone: 'Mars/Olympus' });
    expect([tz.status, tz.body.error.details[0]!.path]).toEqual([400, 'body.time_zone']);
    t.clock.now = IST_MIDNIGHT + 47 * HOUR + 30 * 60_000;
    expect(await t.services.delivery.deliver(profileId, notice('s-8'))).toMatchObject({ PN: 'sent' });
    expect(await push.messages(sub.clientHash)).toHaveLength(3);

    // Push turned off: nothing more arrives, a push held before is dropped at 07:00.
    t.clock.now = IST_MIDNIGHT + 48 * HOUR + 30 * 60_000; // 00:00 + 30 min
    expect(await t.services.delivery.deliver(profileId, notice('s-10'))).toMatchObject({ PN: 'sent' });
    await call('PUT', '/api/notification/delivery-settings', token, { push_at_night: false });
    expect(await t.services.delivery.deliver(profileId, notice('s-11'))).toMatchObject({ PN: 'held' });
    await call('POST', '/api/notification/preferences', token, { channel: 'PN', enable: false });
    t.clock.now = IST_MIDNIGHT + 55 * HOUR;
    expect(await t.services.delivery.releaseHeld()).toBe(0);
    expect((await new DeliveryRepository(t.services.database.db).ofEvent('test_scored:s-11', profileId)).find((r) => r.channel === 'PN')?.status).toBe(
      'dropped',
    );
    expect(await t.services.delivery.deliver(profileId, notice('s-9'))).toMatchObject({ PN: 'off' });
    expect(await push.messages(sub.clientHash)).toHaveLength(4);
  });

  it('tells the students of its exam, once, that a scheduled test has opened, in their language; not before, not after it closes', async () => {
    const { token } = await student('Farah Khan', 'farah@example.in', 'hi');
    const day = IST_MIDNIGHT + 96 * HOUR;
    const iso = (ms: number) => new Date(ms).toISOString();
    const bundle = (code: string, examCode: string, opens: number, closes: number) => ({
      code,
      name: `Weekly test ${code}`,
      names: { hi: `साप्ताहिक टेस्ट ${code}` },
      examCode,
      durationS: 3600,
      sections: [],
      contentHash: code,
      schedule: { visibleToStudentsAt: iso(opens - 24 * HOUR), studentCanStartAt: iso(opens), autoSubmitAt: iso(closes) },
    });
    await t.services.database.db
      .insert(mocktestBundles)
      .values([
        bundle('weekly-1', 'cbse-class-10', day + 10 * HOUR, day + 13 * HOUR),
        bundle('weekly-other-exam', 'jee-main', day + 10 * HOUR, day + 13 * HOUR),
        bundle('weekly-closed', 'cbse-class-10', day + 8 * HOUR, day + 9.5 * HOUR),
      ]);
    const opens = () => mailsTo('farah@example.in').filter((m) => m.subject === 'एक निर्धारित टेस्ट खुल गया है');
    t.clock.now = day + 10 * HOUR - 60_000;
    await t.services.notificationJobs.sweep();
    await new Promise((r) => setTimeout(r, 300));
    expect(opens()).toHaveLength(0);
    t.clock.now = day + 10 * HOUR + 5 * 60_000;
    await t.services.notificationJobs.sweep();
    await vi.waitFor(() => expect(opens()).toHaveLength(1), { timeout: 5000 });
    expect(opens()[0]!.text).toContain('साप्ताहिक टेस्ट weekly-1 अब खुला है।');
    expect(opens()[0]!.text).toContain('https://abhyas.test/mock-test/weekly-1/session');
    t.clock.now = day + 11 * HOUR;
    await t.services.notificationJobs.sweep();
    await new Promise((r) => setTimeout(r, 300));
    expect(opens()).toHaveLength(1);
    const told = (await inApp(token)).content.filter((n) => n.type === 'test_opens');
    expect(told.map((n) => [n.title, n.link])).toEqual([['एक निर्धारित टेस्ट खुल गया है', '/mock-test/weekly-1/session']]);
  });

  it('reminds of due revision once a day from the hour the student chose', async () => {
    const { token, profileId } = await student('Esha Rao', 'esha@example.in', 'en');
    const day = IST_MIDNIGHT + 72 * HOUR;
    await t.services.database.db.insert(revisionCards).values(
      ['q-1', 'q-2'].map((code) => ({
        profileId,
        questionCode: code,
        due: new Date(day - 24 * HOUR),
        stability: 1,
        difficulty: 5,
        scheduledDays: 1,
        reps: 1,
        lapses: 1,
        state: 'Review',
        source: 'practice',
        visibleFrom: new Date(day - 48 * HOUR),
      })),
    );
    expect((await call('PUT', '/api/revision/settings', token, { reminder_hour: 9 })).status).toBe(200);
    const told = () => mailsTo('esha@example.in').filter((m) => m.subject === 'Time to revise');
    t.clock.now = day + 8 * HOUR + 59 * 60_000;
    await t.services.notificationJobs.sweep();
    await new Promise((r) => setTimeout(r, 300));
    expect(told()).toHaveLength(0);
    t.clock.now = day + 9 * HOUR;
    await t.services.notificationJobs.sweep();
    await vi.waitFor(() => expect(told()).toHaveLength(1));
    expect(told()[0]!.text).toContain('2 questions are due for revision today.');
    expect(told()[0]!.text).toContain('https://abhyas.test/user-home/revision-lists');
    t.clock.now = day + 15 * HOUR;
    await t.services.notificationJobs.sweep();
    await new Promise((r) => setTimeout(r, 300));
    expect(told()).toHaveLength(1);
    expect((await inApp(token)).content.filter((n) => n.type === 'revision_due')).toHaveLength(1);
  });
});
