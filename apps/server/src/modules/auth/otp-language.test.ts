import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, GOOD_PASSWORD, buildTestApp, json, uniqueMobile, type TestApp } from '../../test/harness.ts';

/** The newest message the development outbox holds for `to`. */
async function lastMessage(t: TestApp, to: string): Promise<{ text: string; otp: string | null }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const msg = json<{ messages: { to: string; text: string; otp: string | null }[] }>(res).messages.find((m) => m.to === to);
  if (!msg) throw new Error(`nothing sent to ${to}`);
  return msg;
}

describe.each(BACKENDS)('OTP messages in the account language on %s (issue 15)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
  });
  afterAll(async () => t?.close());

  it('writes the sign-up code, its resend and later login codes in Hindi for a Hindi account', async () => {
    const mobile = uniqueMobile();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up?locale=hi',
      payload: { first_name: 'Sunita', last_name: 'Yadav', mobile, password: GOOD_PASSWORD, locale: 'hi' },
    });
    expect(signUp.statusCode).toBe(201);
    const first = await lastMessage(t, mobile);
    expect(first.text).toBe(`${first.otp} आपका अभ्यास सत्यापन कोड है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`);

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend_otp?locale=en',
      headers: { 'x-otp-token': String(signUp.headers['x-otp-token']) },
    });
    expect(resend.statusCode).toBe(200);
    const again = await lastMessage(t, mobile);
    expect(again.otp).not.toBe(first.otp);
    expect(again.text).toContain('आपका अभ्यास सत्यापन कोड');

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyOtp',
      headers: { 'x-otp-token': String(resend.headers['x-otp-token']) },
      payload: { otp: again.otp },
    });
    expect(verify.statusCode).toBe(200);
    // A login code asked from an English screen still goes out in the account's language.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/send-login-otp?locale=en', payload: { mobile } });
    expect(login.statusCode).toBe(200);
    expect((await lastMessage(t, mobile)).text).toContain('आपका अभ्यास सत्यापन कोड');
  });

  it('keeps English for an English account', async () => {
    const mobile = uniqueMobile();
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-up?locale=en', payload: { first_name: 'Asha', mobile, password: GOOD_PASSWORD, locale: 'en' } });
    expect((await lastMessage(t, mobile)).text).toMatch(/^\d{6} is your Abhyas verification code\. It is valid for 10 minutes\./);
  });
});
