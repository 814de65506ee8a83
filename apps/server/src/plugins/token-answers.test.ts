import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, GOOD_PASSWORD, bearer, buildTestApp, json, lastOtp, uniqueMobile, type TestApp } from '../test/harness.ts';

const JWT_SECRET = 'a-test-secret-of-at-least-32-characters-long';

describe.each(BACKENDS)('answers that carry tokens, tokens without expiry, the development outbox on %s (issue 14 §1.8)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { JWT_SECRET });
  });
  afterAll(async () => t?.close());

  it('marks every answer that hands out a token Cache-Control: no-store', async () => {
    const noStore = (res: { headers: Record<string, unknown> }, what: string) => expect(res.headers['cache-control'], what).toBe('no-store');
    const mobile = uniqueMobile();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { first_name: 'Meera', last_name: 'Iyer', mobile, password: GOOD_PASSWORD },
    });
    expect(signUp.statusCode).toBe(201);
    noStore(signUp, 'sign-up');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      headers: { 'x-otp-token': String(signUp.headers['x-otp-token']) },
      payload: { otp: await lastOtp(t.app, mobile) },
    });
    expect(verify.statusCode).toBe(200);
    noStore(verify, 'verifyOtp');
    const token = String(verify.headers['x-auth-token']);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile, password: GOOD_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    noStore(signIn, 'sign-in');
    const refresh = await t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh-token',
      headers: { 'x-refresh-token': String(signIn.headers['x-refresh-token']) },
    });
    expect(refresh.statusCode).toBe(200);
    noStore(refresh, 'refresh-token');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(token),
      payload: { first_name: 'Aarav', goal: 'k12-cbse', exam: 'cbse-class-10' },
    });
    expect(json<{ data: { auth_token: string } }>(add).data.auth_token).toBeTruthy();
    noStore(add, 'add_profile');
    const profiles = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles', headers: bearer(token) });
    expect(profiles.statusCode).toBe(200);
    noStore(profiles, 'connected_profiles');
    const loginOtp = await t.app.inject({ method: 'POST', url: '/api/auth/send-login-otp', payload: { mobile } });
    expect(loginOtp.headers['x-otp-token']).toBeTruthy();
    noStore(loginOtp, 'send-login-otp');
    const loginWithCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-login-otp',
      headers: { 'x-otp-token': String(loginOtp.headers['x-otp-token']) },
      payload: { otp: await lastOtp(t.app, mobile) },
    });
    expect(loginWithCode.statusCode).toBe(200);
    noStore(loginWithCode, 'verify-login-otp');
    const guest = await t.app.inject({ method: 'POST', url: '/api/auth/user/details?is_guest=true', payload: {} });
    expect(json<{ guest_token: string }>(guest).guest_token).toBeTruthy();
    noStore(guest, 'guest token');
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/send_password_reset_otp', payload: { mobile } });
    noStore(reset, 'send_password_reset_otp');
    const resetCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify_password_reset_otp',
      headers: { 'x-otp-token': String(reset.headers['x-otp-token']) },
      payload: { otp: await lastOtp(t.app, mobile) },
    });
    expect(resetCode.headers['x-password-reset-token']).toBeTruthy();
    noStore(resetCode, 'verify_password_reset_otp');
  });

  it('refuses a correctly signed access token that has no expiry', async () => {
    const mobile = uniqueMobile();
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { first_name: 'Ravi', mobile, password: GOOD_PASSWORD } });
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      headers: { 'x-otp-token': String(signUp.headers['x-otp-token']) },
      payload: { otp: await lastOtp(t.app, mobile) },
    });
    const real = String(verify.headers['x-auth-token']);
    const claims = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; typ: string };
    const key = new TextEncoder().encode(JWT_SECRET);
    const forever = await new SignJWT({ typ: claims.typ, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('abhyas')
      .setSubject(claims.sub)
      .setIssuedAt()
      .sign(key);
    const session = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(token) }).then((r) => r.statusCode);
    expect(await session(real)).toBe(200);
    expect(await session(forever)).toBe(401);
    const withExpiry = await new SignJWT({ typ: claims.typ, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('abhyas')
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect(await session(withExpiry)).toBe(200);
  });

  it('answers the development outbox only to a direct loopback caller', async () => {
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app
        .inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers })
        .then((r) => [r.statusCode, r.statusCode === 403 ? json<{ error: { code: string } }>(r).error.code : null]);
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(await outbox(local), local).toEqual([200, null]);
    for (const remote of ['203.0.113.9', '10.0.0.2', '::ffff:192.0.2.1', '2001:db8::1', '0.0.0.0'])
      expect(await outbox(remote), remote).toEqual([403, 'LOOPBACK_ONLY']);
    // Through a proxy on the same machine, the request is not a local developer's.
    expect(await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toEqual([403, 'LOOPBACK_ONLY']);
    expect(await outbox('127.0.0.1', { forwarded: 'for=203.0.113.9' })).toEqual([403, 'LOOPBACK_ONLY']);
  });
});
