import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, GOOD_PASSWORD, bearer, buildTestApp, json, verifiedStudent, type TestApp } from '../../test/harness.ts';

describe.each(BACKENDS)('the parent confirms their password before the account settings on %s (issue 15)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000', RATE_LIMIT_ACCOUNT_FAILURES_PER_15_MIN: '3' });
  });
  afterAll(async () => t?.close());

  const confirm = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/confirm-password', headers: bearer(token), payload: { password } });

  it("accepts the parent's password with the parent token, refuses a wrong one and the child's token", async () => {
    const s = await verifiedStudent(t.app, 'Kavya Rao');
    const ok = await confirm(s.parentToken, GOOD_PASSWORD);
    expect(ok.statusCode).toBe(200);

    const wrong = await confirm(s.parentToken, 'Not#thePassword9');
    expect(wrong.statusCode).toBe(400);
    expect(json<{ error: { code: string } }>(wrong).error.code).toBe('WRONG_PASSWORD');

    const asChild = await confirm(s.token, GOOD_PASSWORD);
    expect(asChild.statusCode).toBe(403);
  });

  it('counts wrong passwords toward the sign-in limit (429), so it is no guessing oracle', async () => {
    const s = await verifiedStudent(t.app, 'Ravi Das');
    for (let i = 0; i < 3; i += 1) expect((await confirm(s.parentToken, `Wrong#pass${i}x`)).statusCode).toBe(400);
    expect((await confirm(s.parentToken, GOOD_PASSWORD)).statusCode).toBe(429);
  });

  it("lets a child token change its own profile's language and video quality", async () => {
    const s = await verifiedStudent(t.app, 'Diya Sharma');
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit_profile',
      headers: bearer(s.token),
      payload: { locale: 'hi', video_quality: 'low' },
    });
    expect(edit.statusCode).toBe(200);
    expect(json<{ data: { profile_details: { locale: string; video_quality: string } } }>(edit).data.profile_details).toMatchObject({
      locale: 'hi',
      video_quality: 'low',
    });
  });
});
