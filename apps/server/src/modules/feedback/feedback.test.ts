import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_RATE_MAX } from '@abhyas/contracts';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';

type Err = { error: { code: string; details?: { path: string }[] } };
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; pid?: string };

describe.each(BACKENDS)('POST /api/feedback on %s (issue 24 §5)', (backend) => {
  let t: TestApp;
  let student: { token: string };
  beforeAll(async () => {
    t = await buildTestApp(backend);
    student = await verifiedStudent(t.app, 'Meera Nair');
  });
  afterAll(async () => t?.close());

  let ip = 0;
  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `198.51.100.${String((ip += 1))}`) =>
    t.app.inject({ method: 'POST', url: '/api/feedback', headers, payload: payload as object, remoteAddress });

  it('stores a signed-in learner’s feedback with their profile, and a guest’s without one', async () => {
    const mine = await send(
      { category: 'problem', message: '  The chemistry video stops at 3:10.  ', page: '/learn/home', locale: 'hi', user_id: crypto.randomUUID() },
      { ...bearer(student.token), 'x-browser-id': 'browser-9' },
    );
    expect(mine.statusCode).toBe(201);
    const guest = await send({ category: 'idea', message: 'Please add Sanskrit lessons for class 8.', contact: 'guest@example.in' });
    expect(guest.statusCode).toBe(201);
    const [g, m] = await t.services.feedback.latest(2);
    const { sub, pid } = claimsOf(student.token);
    expect(m).toMatchObject({
      id: json<{ data: { id: string } }>(mine).data.id,
      category: 'problem',
      message: 'The chemistry video stops at 3:10.',
      page: '/learn/home',
      locale: 'hi',
      userId: sub,
      profileId: pid,
      browserId: 'browser-9',
    });
    expect(g).toMatchObject({ category: 'idea', contact: 'guest@example.in', userId: null, profileId: null });
  });

  it('answers 400 naming the bad field', async () => {
    const cases: [unknown, string][] = [
      [{ category: 'idea', message: 'short' }, 'body.message'],
      [{ category: 'rant', message: 'A long enough message here.' }, 'body.category'],
      [{ category: 'idea', message: 'x'.repeat(2001) }, 'body.message'],
      [{ category: 'idea', message: 'A long enough message here.', page: 'https://evil.example' }, 'body.page'],
    ];
    for (const [body, path] of cases) {
      const res = await send(body);
      expect(res.statusCode, path).toBe(400);
      expect(json<Err>(res).error.details?.[0]?.path).toBe(path);
    }
  });

  it(`refuses more than ${String(FEEDBACK_RATE_MAX)} messages from one address in the window (429)`, async () => {
    const codes: number[] = [];
    for (let i = 0; i <= FEEDBACK_RATE_MAX; i += 1)
      codes.push((await send({ category: 'other', message: `Message number ${String(i)} here.` }, {}, '192.0.2.44')).statusCode);
    expect(codes.slice(0, FEEDBACK_RATE_MAX)).toEqual(Array<number>(FEEDBACK_RATE_MAX).fill(201));
    expect(codes.at(-1)).toBe(429);
  });
});
