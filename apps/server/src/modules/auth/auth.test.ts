import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, GOOD_PASSWORD, bearer, buildTestApp, json, lastOtp, uniqueMobile, verifiedParent, type TestApp } from '../../test/harness.ts';

describe.each(BACKENDS)('accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
  });
  afterAll(async () => t?.close());

  it('signs up (201), sends a code, verifies, adds a JEE Main child and lists it with a child token', async () => {
    const mobile = uniqueMobile();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up?locale=en',
      payload: { first_name: 'Rohan', last_name: 'Verma', mobile, password: GOOD_PASSWORD, meta: { stateName: 'Bihar', districtName: 'Patna' } },
    });
    expect(signUp.statusCode).toBe(201);
    const body = json<{ status: number; data: { user_details: { mobile_verified: boolean; location: unknown } } }>(signUp);
    expect(body.status).toBe(201);
    expect(body.data.user_details.mobile_verified).toBe(false);
    expect(body.data.user_details.location).toEqual({ stateName: 'Bihar', districtName: 'Patna' });
    expect(signUp.headers['x-auth-token']).toBeTruthy();
    expect(String(signUp.headers['set-cookie'])).toMatch(/auth_token=.*HttpOnly/i);

    // Unverified accounts cannot add profiles yet.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(String(signUp.headers['x-auth-token'])),
      payload: { first_name: 'Ishaan', goal: 'preug', exam: 'jee-main' },
    });
    expect(early.statusCode).toBe(403);

    const otp = await lastOtp(t.app, mobile);
    expect(otp).toMatch(/^\d{6}$/);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      headers: { 'x-otp-token': String(signUp.headers['x-otp-token']) },
      payload: { otp },
    });
    expect(verify.statusCode).toBe(200);
    expect(json<{ data: { user_details: { mobile_verified: boolean } } }>(verify).data.user_details.mobile_verified).toBe(true);
    const token = String(verify.headers['x-auth-token']);

    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(token),
      payload: { first_name: 'Ishaan', goal: 'preug', exam: 'jee-main', avatar_color: 'green', locale: 'hi' },
    });
    expect(add.statusCode).toBe(201);
    const profile = json<{ data: { id: string; auth_token: string; profile_details: { exam_name: string; goal_type: string; locale: string } } }>(add).data;
    expect(profile.profile_details).toMatchObject({ exam_name: 'JEE Main', goal_type: 'PreUG', locale: 'hi' });

    const list = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles', headers: bearer(token) });
    const linked = json<{ data: { linked_profiles: { id: string; auth_token: string }[] } }>(list).data.linked_profiles;
    expect(linked.map((p) => p.id)).toEqual([profile.id]);

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(linked[0]!.auth_token) });
    expect(json<{ data: { kind: string; profile_id: string; verified: boolean } }>(session).data).toMatchObject({
      kind: 'child',
      profile_id: profile.id,
      verified: true,
    });
  });

  it('refuses a duplicate mobile with 409', async () => {
    const p = await verifiedParent(t.app);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { first_name: 'X', mobile: p.mobile, password: GOOD_PASSWORD } });
    expect(again.statusCode).toBe(409);
    expect(json<{ error: { code: string } }>(again).error.code).toBe('ACCOUNT_EXISTS');
  });

  it("answers 401 'Incorrect Credentials.' for a wrong password and for an unknown account alike", async () => {
    const p = await verifiedParent(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: 'Wrong#pass1' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'nobody@example.com', password: 'Wrong#pass1' } });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(json<{ error: { message: string } }>(res).error.message).toBe('Incorrect Credentials.');
    }
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: GOOD_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(json<{ status: number; data: { verification_required: boolean } }>(ok)).toMatchObject({ status: 200, data: { verification_required: false } });
    expect(ok.headers['x-auth-token']).toBeTruthy();
  });

  it('limits repeated failed sign-ins for an account with 429 and Retry-After, and lifts it after the window', async () => {
    const p = await verifiedParent(t.app);
    let last = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: 'Wrong#pass1' } });
    for (let i = 0; i < 10; i += 1)
      last = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: 'Wrong#pass1' } });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: nobody can guess on.
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: GOOD_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    t.clock.now += 16 * 60_000;
    const later = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: GOOD_PASSWORD } });
    expect(later.statusCode).toBe(200);
  });

  it('asks an unverified account to verify at sign-in with an x-otp-token', async () => {
    const email = `asha.${Date.now()}@example.com`;
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { first_name: 'Asha', email, password: GOOD_PASSWORD } });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: email.toUpperCase(), password: GOOD_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { verification_required: boolean } }>(res).data.verification_required).toBe(true);
    expect(res.headers['x-otp-token']).toBeTruthy();
    // An address nobody has proved starts no session (issue 14 §1.3): the code does.
    expect(res.headers['x-auth-token']).toBeUndefined();
    const otp = await lastOtp(t.app, email);
    const v = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-login-otp',
      headers: { 'x-otp-token': String(res.headers['x-otp-token']) },
      payload: { otp },
    });
    expect(json<{ data: { user_details: { email_verified: boolean } } }>(v).data.user_details.email_verified).toBe(true);
    expect(v.headers['x-auth-token']).toBeTruthy();
  });

  it('lists every input problem with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { first_name: '', mobile: '12345', password: 'short' } });
    expect(res.statusCode).toBe(400);
    const err = json<{ error: { code: string; details: { path: string; message: string }[] } }>(res).error;
    expect(err.code).toBe('VALIDATION_FAILED');
    const paths = err.details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.first_name', 'body.mobile', 'body.password']));
    const common = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { first_name: 'A', mobile: uniqueMobile(), password: 'password' } });
    expect(JSON.stringify(common.json())).toMatch(/too common/);
  });

  it('answers 413 for bodies over 1 MB and 400 for broken JSON, never 500', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(broken).error.message).toMatch(/JSON/);
  });

  it('rotates refresh tokens and revokes the whole family when a rotated one is replayed', async () => {
    const p = await verifiedParent(t.app);
    const first = await t.app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers: { 'x-refresh-token': p.refresh } });
    expect(first.statusCode).toBe(200);
    const second = String(first.headers['x-refresh-token']);
    expect(second).not.toBe(p.refresh);
    // Past the 10 s grace a second use of a rotated token is a replay (issue 14 §1.4).
    t.clock.now += 11_000;
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers: { 'x-refresh-token': p.refresh } });
    expect(replay.statusCode).toBe(401);
    expect(json<{ error: { code: string } }>(replay).error.code).toBe('REFRESH_TOKEN_REUSED');
    const afterTheft = await t.app.inject({ method: 'GET', url: '/api/auth/refresh-token', headers: { 'x-refresh-token': second } });
    expect(afterTheft.statusCode).toBe(401);
    const access = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles', headers: bearer(String(first.headers['x-auth-token'])) });
    expect(access.statusCode).toBe(401);
  });

  it('resets a password by OTP once, and the old password stops working', async () => {
    const p = await verifiedParent(t.app);
    const send = await t.app.inject({ method: 'POST', url: '/api/auth/send_password_reset_otp', payload: { mobile: p.mobile } });
    expect(send.statusCode).toBe(200);
    const otp = await lastOtp(t.app, p.mobile);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify_password_reset_otp',
      headers: { 'x-otp-token': String(send.headers['x-otp-token']) },
      payload: { otp },
    });
    const resetToken = String(verify.headers['x-password-reset-token']);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      headers: { 'x-password-reset-token': resetToken },
      payload: { new_password: 'Naya#Pass2027' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      headers: { 'x-password-reset-token': resetToken },
      payload: { new_password: 'Teesra#Pass2028' },
    });
    expect(again.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: GOOD_PASSWORD } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: 'Naya#Pass2027' } })).statusCode).toBe(200);
  });

  it('sends no message for an unknown account but answers the same', async () => {
    const mobile = uniqueMobile();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/send-login-otp', payload: { mobile } });
    expect(res.statusCode).toBe(200);
    await expect(lastOtp(t.app, mobile)).rejects.toThrow();
  });

  it('allows 5 tries per code, single use, and expiry after 10 minutes', async () => {
    const p = await verifiedParent(t.app);
    const send = await t.app.inject({ method: 'POST', url: '/api/auth/send-login-otp', payload: { mobile: p.mobile } });
    const step = { 'x-otp-token': String(send.headers['x-otp-token']) };
    const otp = await lastOtp(t.app, p.mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/verify-login-otp', headers: step, payload: { otp: wrong } });
      codes.push(json<{ error: { code: string } }>(r).error.code);
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('OTP_INVALID'));
    const sixth = await t.app.inject({ method: 'POST', url: '/api/auth/verify-login-otp', headers: step, payload: { otp } });
    expect(json<{ error: { code: string } }>(sixth).error.code).toBe('OTP_TOO_MANY_TRIES');

    const send2 = await t.app.inject({ method: 'POST', url: '/api/auth/send-login-otp', payload: { mobile: p.mobile } });
    const step2 = { 'x-otp-token': String(send2.headers['x-otp-token']) };
    const otp2 = await lastOtp(t.app, p.mobile);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-login-otp', headers: step2, payload: { otp: otp2 } })).statusCode).toBe(200);
    const reuse = await t.app.inject({ method: 'POST', url: '/api/auth/verify-login-otp', headers: step2, payload: { otp: otp2 } });
    expect(json<{ error: { code: string } }>(reuse).error.code).toBe('OTP_USED');

    const send3 = await t.app.inject({ method: 'POST', url: '/api/auth/send-login-otp', payload: { email: undefined, mobile: p.mobile } });
    const otp3 = await lastOtp(t.app, p.mobile);
    t.clock.now += 11 * 60_000;
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-login-otp',
      headers: { 'x-otp-token': String(send3.headers['x-otp-token']) },
      payload: { otp: otp3 },
    });
    expect(late.statusCode).toBe(400);
  });

  it('changes password (old one checked) and signs out other sessions', async () => {
    const p = await verifiedParent(t.app);
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: GOOD_PASSWORD } });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update_password',
      headers: bearer(p.token),
      payload: { old_password: 'nope', new_password: 'Naya#Pass2027' },
    });
    expect(json<{ error: { code: string } }>(bad).error.code).toBe('WRONG_PASSWORD');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update_password',
      headers: bearer(p.token),
      payload: { old_password: GOOD_PASSWORD, new_password: 'Naya#Pass2027' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(p.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(String(other.headers['x-auth-token'])) })).statusCode).toBe(401);
  });

  it('changes the login only after the code sent to the new address', async () => {
    const p = await verifiedParent(t.app);
    const email = `new.${Date.now()}@example.com`;
    const start = await t.app.inject({ method: 'PUT', url: '/api/auth/update_login', headers: bearer(p.token), payload: { email } });
    expect(start.statusCode).toBe(200);
    const otp = await lastOtp(t.app, email);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update_login',
      headers: { ...bearer(p.token), 'x-otp-token': String(start.headers['x-otp-token']) },
      payload: { otp },
    });
    expect(json<{ data: { user_details: { email: string; email_verified: boolean } } }>(done).data.user_details).toMatchObject({ email, email_verified: true });
  });

  it('signs out everywhere with clear_all_sessions', async () => {
    const p = await verifiedParent(t.app);
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: GOOD_PASSWORD } });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(p.token), payload: { clear_all_sessions: true } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(String(second.headers['x-auth-token'])) })).statusCode).toBe(401);
  });

  it('hands out guest tokens, and refuses unconfigured social sign-in with 501', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/auth/user/details?is_guest=true', payload: { source: 'web' } });
    expect(Object.keys(json(guest)).sort()).toEqual(['guest_session_id', 'guest_token']);
    const google = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google_sign_in',
      payload: { code: 'abc', redirect_uri: 'http://localhost:3000/api/oauth2_callback' },
    });
    expect(google.statusCode).toBe(501);
    expect(json<{ error: { message: string } }>(google).error.message).toMatch(/GOOGLE_CLIENT_ID/);
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(json<{ google: { enabled: boolean } }>(providers).google.enabled).toBe(false);
  });

  it('registers and removes a push token', async () => {
    const p = await verifiedParent(t.app);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/push-token',
      headers: bearer(p.token),
      payload: { notification_token: 'tok', platform: 'WEB', device_id: 'd1' },
    });
    expect(add.statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/auth/push-token', headers: bearer(p.token), payload: { device_id: 'd1' } });
    expect(del.statusCode).toBe(200);
  });
});
