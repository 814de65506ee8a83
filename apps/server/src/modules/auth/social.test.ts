import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, buildTestApp, json, lastOtp, uniqueMobile, type TestApp } from '../../test/harness.ts';

/** A stand-in for Google's token and userinfo endpoints: the exchange code is real OAuth on our side. */
function fakeGoogle(calls: string[], email = 'Priya.Nair@Example.com'): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (url === 'https://oauth2.googleapis.com/token') {
      const body = new URLSearchParams(String(init?.body));
      if (body.get('code') !== 'good-code' || body.get('client_secret') !== 'google-secret' || body.get('grant_type') !== 'authorization_code') {
        return new Response('{"error":"invalid_grant"}', { status: 400 });
      }
      return Response.json({ access_token: 'ya29.token', id_token: 'x' });
    }
    if (url === 'https://openidconnect.googleapis.com/v1/userinfo') {
      const auth = new Headers(init?.headers).get('authorization');
      if (auth !== 'Bearer ya29.token') return new Response('', { status: 401 });
      return Response.json({ sub: 'g-123', email, email_verified: true, given_name: 'Priya', family_name: 'Nair' });
    }
    return new Response('', { status: 404 });
  }) as typeof fetch;
}

describe('Google sign-in (OAuth authorization code)', () => {
  let t: TestApp;
  const calls: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp('pglite', { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' }, { fetchImpl: fakeGoogle(calls) });
  });
  afterAll(async () => t?.close());

  it('exchanges the code, creates a verified account once, and signs the same person in again', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(json<{ google: { enabled: boolean; client_id: string } }>(providers).google).toMatchObject({ enabled: true, client_id: 'google-id' });
    const payload = { code: 'good-code', redirect_uri: 'http://localhost:3000/api/oauth2_callback' };
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/google_sign_in', payload });
    expect(first.statusCode).toBe(200);
    const user = json<{ data: { user_details: { id: string; email: string; email_verified: boolean; first_name: string } } }>(first).data.user_details;
    expect(user).toMatchObject({ email: 'priya.nair@example.com', email_verified: true, first_name: 'Priya' });
    expect(first.headers['x-auth-token']).toBeTruthy();
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/google_sign_in', payload });
    expect(json<{ data: { user_details: { id: string } } }>(again).data.user_details.id).toBe(user.id);
    expect(calls).toContain('https://oauth2.googleapis.com/token');
  });

  it('answers 401 when the provider refuses the code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google_sign_in',
      payload: { code: 'bad', redirect_uri: 'http://localhost:3000/api/oauth2_callback' },
    });
    expect(res.statusCode).toBe(401);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('SOCIAL_SIGN_IN_FAILED');
  });
});

describe('Google sign-in and an e-mail nobody has proved (issue 14 §1.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      'pglite',
      { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' },
      { fetchImpl: fakeGoogle([], 'ravi.k@example.com') },
    );
  });
  afterAll(async () => t?.close());

  it('does not link to an account that claims the e-mail unverified, and drops that claim', async () => {
    // Someone signs up with Ravi's e-mail and their own mobile, and verifies only the mobile.
    const mobile = uniqueMobile();
    const squat = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { first_name: 'Mallik', email: 'ravi.k@example.com', mobile, password: GOOD_PASSWORD },
    });
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      headers: { 'x-otp-token': String(squat.headers['x-otp-token']) },
      payload: { otp: await lastOtp(t.app, mobile) },
    });
    const squatterId = json<{ data: { user_details: { id: string } } }>(verify).data.user_details.id;

    const google = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google_sign_in',
      payload: { code: 'good-code', redirect_uri: 'http://localhost:3000/api/oauth2_callback' },
    });
    expect(google.statusCode).toBe(200);
    const ravi = json<{ data: { user_details: { id: string; email: string; email_verified: boolean } } }>(google).data.user_details;
    expect(ravi.id).not.toBe(squatterId);
    expect(ravi).toMatchObject({ email: 'ravi.k@example.com', email_verified: true });

    const squatter = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile, password: GOOD_PASSWORD } });
    expect(json<{ data: { user_details: { id: string; email: string | null } } }>(squatter).data.user_details).toMatchObject({ id: squatterId, email: null });
  });
});
