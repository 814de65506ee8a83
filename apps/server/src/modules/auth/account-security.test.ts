// Account security (issue 14 §1.3, §1.4, §1.5, §1.8): each block reproduces a hole the outside
// review found, as the attacker and the owner would meet it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS, GOOD_PASSWORD, bearer, buildTestApp, json, lastOtp, uniqueMobile, verifiedParent, type TestApp } from '../../test/harness.ts';

type Err = { error: { code: string; message: string; details?: { path: string; reason?: string }[] } };
type Account = {
  data: {
    user_details: { id: string; email: string | null; mobile: string | null; email_verified: boolean };
    linked_profiles: { id: string; auth_token: string }[];
  };
};

const ATTACKER_IP = '203.0.113.7';
const OWNER_IP = '198.51.100.20';
const ATTACKER_PASSWORD = 'Chor#Bazaar2026x';
const OWNER_PASSWORD = 'Apna#Ghar2026x';

describe.each(BACKENDS)('account security on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
  const otpHeader = (res: LightMyRequestResponse) => ({ 'x-otp-token': String(res.headers['x-otp-token']) });
  /** Codes the development outbox holds for an address. */
  async function codesTo(to: string): Promise<number> {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    return json<{ messages: { to: string; otp: string | null }[] }>(res).messages.filter((m) => m.to === to && m.otp).length;
  }
  async function resetPassword(login: { email: string } | { mobile: string }, to: string, password: string) {
    const send = await post('/api/auth/send_password_reset_otp', login);
    const verify = await post('/api/auth/verify_password_reset_otp', { otp: await lastOtp(t.app, to) }, otpHeader(send));
    expect(verify.statusCode).toBe(200);
    const reset = await post(
      '/api/auth/reset_password',
      { new_password: password },
      { 'x-password-reset-token': String(verify.headers['x-password-reset-token']) },
    );
    expect(reset.statusCode).toBe(200);
  }

  describe('§1.3 pre-hijacking: an address nobody has proved signs nobody in', () => {
    it('runs the whole cycle: the attacker cannot use the victim’s e-mail, the owner signs up and keeps the account', async () => {
      const victim = `victim.${Date.now()}@example.com`;
      const attackerMobile = uniqueMobile();
      // The attacker signs up with the victim's e-mail and their own mobile, and verifies the mobile.
      const signUp = await post('/api/auth/sign-up', { first_name: 'Mallik', email: victim, mobile: attackerMobile, password: ATTACKER_PASSWORD });
      expect(signUp.statusCode).toBe(201);
      const verify = await post('/api/auth/verifyOtp', { otp: await lastOtp(t.app, attackerMobile) }, otpHeader(signUp));
      expect(json<Account>(verify).data.user_details).toMatchObject({ mobile: attackerMobile, email: victim, email_verified: false });
      const attackerId = json<Account>(verify).data.user_details.id;

      // Signing in with the victim's e-mail and the right password starts no session: only a code to the e-mail.
      const byEmail = await post('/api/auth/sign-in', { email: victim, password: ATTACKER_PASSWORD });
      expect(byEmail.statusCode).toBe(200);
      expect(json<{ data: { verification_required: boolean } }>(byEmail).data.verification_required).toBe(true);
      expect(byEmail.headers['x-auth-token']).toBeUndefined();
      expect(byEmail.headers['x-refresh-token']).toBeUndefined();
      expect(JSON.stringify(byEmail.json())).not.toContain(attackerMobile);

      // Nor does the unverified e-mail recover the account: no code is delivered for a reset.
      const before = await codesTo(victim);
      const reset = await post('/api/auth/send_password_reset_otp', { email: victim });
      expect(reset.statusCode).toBe(200);
      expect(await codesTo(victim)).toBe(before);

      // The real owner signs up with their e-mail (not 409) and proves it with the code sent to it.
      const owner = await post('/api/auth/sign-up', { first_name: 'Asli', email: victim, password: OWNER_PASSWORD });
      expect(owner.statusCode).toBe(201);
      const proved = await post('/api/auth/verifyOtp', { otp: await lastOtp(t.app, victim) }, otpHeader(owner));
      expect(proved.statusCode).toBe(200);
      const ownerId = json<Account>(proved).data.user_details.id;
      expect(ownerId).not.toBe(attackerId);
      expect(json<Account>(proved).data.user_details).toMatchObject({ email: victim, email_verified: true });

      // The attacker's claim on the e-mail is gone; their own account (by their mobile) is all they keep.
      const attackerBack = await post('/api/auth/sign-in', { mobile: attackerMobile, password: ATTACKER_PASSWORD });
      expect(json<Account>(attackerBack).data.user_details).toMatchObject({ id: attackerId, email: null });
      expect((await post('/api/auth/sign-in', { email: victim, password: ATTACKER_PASSWORD })).statusCode).toBe(401);

      // The owner's reset by e-mail reaches the owner's account; the attacker's reset by mobile
      // reaches only the attacker's, so it takes nothing back.
      await resetPassword({ email: victim }, victim, 'Naya#Ghar2027x');
      await resetPassword({ mobile: attackerMobile }, attackerMobile, 'Chor#Wapas2027x');
      const ownerIn = await post('/api/auth/sign-in', { email: victim, password: 'Naya#Ghar2027x' });
      expect(ownerIn.statusCode).toBe(200);
      expect(json<Account>(ownerIn).data.user_details.id).toBe(ownerId);
      expect((await post('/api/auth/sign-in', { email: victim, password: 'Chor#Wapas2027x' })).statusCode).toBe(401);
    });

    it('ends the other account’s sessions that came through the address when the owner proves it', async () => {
      const victim = `victim2.${Date.now()}@example.com`;
      const squatter = await post('/api/auth/sign-up', { first_name: 'Mallik', email: victim, password: ATTACKER_PASSWORD });
      expect(squatter.statusCode).toBe(201);
      const squatterToken = String(squatter.headers['x-auth-token']);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(squatterToken) })).statusCode).toBe(200);

      const owner = await post('/api/auth/sign-up', { first_name: 'Asli', email: victim, password: OWNER_PASSWORD });
      expect(owner.statusCode).toBe(201);
      await post('/api/auth/verifyOtp', { otp: await lastOtp(t.app, victim) }, otpHeader(owner));

      expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(squatterToken) })).statusCode).toBe(401);
      // A code the squatter was sent earlier no longer proves anything for them.
      expect((await post('/api/auth/verifyOtp', { otp: '000000' }, otpHeader(squatter))).statusCode).toBeGreaterThanOrEqual(400);
      // And a second sign-up with the proved address is refused.
      expect((await post('/api/auth/sign-up', { first_name: 'Mallik', email: victim, password: ATTACKER_PASSWORD })).statusCode).toBe(409);
    });

    it('lets a signed-in parent verify an unverified e-mail with a code sent to it', async () => {
      const p = await verifiedParent(t.app);
      const email = `verify.${Date.now()}@example.com`;
      // An unverified e-mail on the account: signed up by mobile, e-mail added by an SSO-less path is not
      // possible here, so sign up with both and prove only the mobile.
      const mobile = uniqueMobile();
      const signUp = await post('/api/auth/sign-up', { first_name: 'Lata', email, mobile, password: GOOD_PASSWORD });
      const verified = await post('/api/auth/verifyOtp', { otp: await lastOtp(t.app, mobile) }, otpHeader(signUp));
      const token = String(verified.headers['x-auth-token']);
      const send = await post('/api/auth/send-verification-otp', { address: 'email' }, bearer(token));
      expect(send.statusCode).toBe(200);
      expect(json<{ channel: string }>(send).channel).toBe('email');
      const wrongAccount = await post('/api/auth/confirm-verification-otp', { otp: await lastOtp(t.app, email) }, { ...bearer(p.token), ...otpHeader(send) });
      expect(wrongAccount.statusCode).toBe(400);
      const send2 = await post('/api/auth/send-verification-otp', { address: 'email' }, bearer(token));
      const done = await post('/api/auth/confirm-verification-otp', { otp: await lastOtp(t.app, email) }, { ...bearer(token), ...otpHeader(send2) });
      expect(done.statusCode).toBe(200);
      expect(json<Account>(done).data.user_details).toMatchObject({ email, email_verified: true });
      const again = await post('/api/auth/send-verification-otp', { address: 'email' }, bearer(token));
      expect(json<Err>(again).error.code).toBe('ALREADY_VERIFIED');
      // Now the e-mail signs in.
      expect((await post('/api/auth/sign-in', { email, password: GOOD_PASSWORD })).headers['x-auth-token']).toBeTruthy();
    });
  });

  describe('§1.4 refresh: refused calls keep the token, a quick second use gets the same successor', () => {
    const refresh = (token: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/auth/refresh-token${query}`, headers: { 'x-refresh-token': token } });

    it('does not use up the token when it refuses a profile of another family', async () => {
      const p = await verifiedParent(t.app);
      const other = await verifiedParent(t.app);
      const add = await post('/api/auth/add_profile', { first_name: 'Gaurav', goal: 'k12-cbse', exam: 'cbse-class-10' }, bearer(other.token));
      const foreign = json<{ data: { id: string } }>(add).data.id;
      const refused = await refresh(p.refresh, `?profile_id=${foreign}`);
      expect(refused.statusCode).toBe(404);
      const next = await refresh(p.refresh);
      expect(next.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(String(next.headers['x-auth-token'])) })).statusCode).toBe(200);
    });

    it('answers a second use within 10 s with the same successor, and revokes the family on a replay after that', async () => {
      const p = await verifiedParent(t.app);
      const first = await refresh(p.refresh);
      const second = await refresh(p.refresh);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const successor = String(first.headers['x-refresh-token']);
      expect(second.headers['x-refresh-token']).toBe(successor);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(String(second.headers['x-auth-token'])) })).statusCode).toBe(
        200,
      );

      t.clock.now += 11_000;
      const replay = await refresh(p.refresh);
      expect(replay.statusCode).toBe(401);
      expect(json<Err>(replay).error.code).toBe('REFRESH_TOKEN_REUSED');
      expect((await refresh(successor)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(String(first.headers['x-auth-token'])) })).statusCode).toBe(
        401,
      );
    });

    it('keeps the session when several refreshes with one token arrive at the same moment', async () => {
      const p = await verifiedParent(t.app);
      const answers = await Promise.all([refresh(p.refresh), refresh(p.refresh), refresh(p.refresh)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const successors = new Set(answers.map((a) => String(a.headers['x-refresh-token'])));
      expect(successors.size).toBe(1);
      const [successor] = [...successors];
      const after = await refresh(successor!);
      expect(after.statusCode).toBe(200);
      for (const a of [...answers, after]) {
        expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(String(a.headers['x-auth-token'])) })).statusCode).toBe(200);
      }
    });
  });

  describe('§1.5 a child token sees its own profile only', () => {
    it('answers connected_profiles with the own profile and no contact details, and never a sibling’s token', async () => {
      const p = await verifiedParent(t.app);
      const addA = await post('/api/auth/add_profile', { first_name: 'Anu', goal: 'k12-cbse', exam: 'cbse-class-10' }, bearer(p.token));
      const addB = await post('/api/auth/add_profile', { first_name: 'Binu', goal: 'preug', exam: 'jee-main' }, bearer(p.token));
      const a = json<{ data: { id: string; auth_token: string } }>(addA).data;
      const b = json<{ data: { id: string } }>(addB).data;

      const seen = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles', headers: bearer(a.auth_token) });
      expect(seen.statusCode).toBe(200);
      const data = json<Account>(seen).data;
      expect(data.linked_profiles.map((x) => x.id)).toEqual([a.id]);
      expect(data.user_details).toMatchObject({ email: null, mobile: null });
      expect(seen.body).not.toContain(p.mobile);
      expect(seen.body).not.toContain(b.id);
      // The profile's own token still works; it acts as that profile only.
      const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(data.linked_profiles[0]!.auth_token) });
      expect(json<{ data: { profile_id: string } }>(session).data.profile_id).toBe(a.id);

      // No other call hands a child token another profile's token or the parent's addresses.
      const edit = await t.app.inject({ method: 'PUT', url: '/api/auth/edit_profile', headers: bearer(a.auth_token), payload: { id: b.id, first_name: 'X' } });
      expect(edit.statusCode).toBe(404);
      for (const [method, url, payload] of [
        ['POST', '/api/auth/add_profile', { first_name: 'C', goal: 'preug', exam: 'jee-main' }],
        ['PUT', '/api/auth/update_login', { email: 'x@example.com' }],
        ['POST', '/api/auth/send-verification-otp', { address: 'email' }],
        ['PUT', '/api/auth/update_password', { old_password: GOOD_PASSWORD, new_password: 'Naya#Ghar2027x' }],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(a.auth_token), payload });
        expect(res.statusCode, url).toBe(403);
      }
      const refresh = await t.app.inject({ method: 'GET', url: `/api/auth/refresh-token?profile_id=${b.id}`, headers: bearer(a.auth_token) });
      expect(refresh.statusCode).toBe(401);
      // The parent still sees both.
      const parentView = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles', headers: bearer(p.token) });
      expect(json<Account>(parentView).data.linked_profiles.map((x) => x.id)).toEqual([a.id, b.id]);
    });
  });

  describe('§1.8 passwords: a strength estimate and none of the user’s own details', () => {
    it('refuses P@ssw0rd, Abhyas@2026 and aaaaaaa1! at sign-up and says why', async () => {
      for (const [password, reason] of [
        ['P@ssw0rd', 'common'],
        ['Abhyas@2026', 'personal'],
        ['aaaaaaa1!', 'repeat'],
      ] as const) {
        const res = await post('/api/auth/sign-up', { first_name: 'Ravi', mobile: uniqueMobile(), password });
        expect(res.statusCode, password).toBe(400);
        const err = json<Err>(res).error;
        expect(err.code).toBe('PASSWORD_WEAK');
        expect(err.details?.[0]).toMatchObject({ path: 'body.password', reason });
        expect(err.message.length).toBeGreaterThan(10);
      }
    });

    it('refuses the user’s name, e-mail and mobile in a new password', async () => {
      const mobile = uniqueMobile();
      const byName = await post('/api/auth/sign-up', { first_name: 'Kavita', last_name: 'Menon', mobile, password: 'Kavita#Tree2026' });
      expect(json<Err>(byName).error.details?.[0]?.reason).toBe('contains_name');
      const byEmail = await post('/api/auth/sign-up', { first_name: 'K', email: 'sitara99@example.com', password: 'Sitara99#Tree' });
      expect(json<Err>(byEmail).error.details?.[0]?.reason).toBe('contains_email');
      const byMobile = await post('/api/auth/sign-up', { first_name: 'K', mobile, password: `Tree#${mobile}` });
      expect(json<Err>(byMobile).error.details?.[0]?.reason).toBe('contains_mobile');
    });

    it('refuses a weak new password on change and reset, and the reset link still works for a strong one', async () => {
      const p = await verifiedParent(t.app, 'Meera Iyer');
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/update_password',
        headers: bearer(p.token),
        payload: { old_password: GOOD_PASSWORD, new_password: 'Meera@Iyer2026' },
      });
      expect(json<Err>(change).error.code).toBe('PASSWORD_WEAK');
      expect(json<Err>(change).error.details?.[0]).toMatchObject({ path: 'body.new_password', reason: 'contains_name' });

      const send = await post('/api/auth/send_password_reset_otp', { mobile: p.mobile });
      const verify = await post('/api/auth/verify_password_reset_otp', { otp: await lastOtp(t.app, p.mobile) }, otpHeader(send));
      const resetHeader = { 'x-password-reset-token': String(verify.headers['x-password-reset-token']) };
      const weak = await post('/api/auth/reset_password', { new_password: 'P@ssw0rd' }, resetHeader);
      expect(json<Err>(weak).error.code).toBe('PASSWORD_WEAK');
      expect((await post('/api/auth/reset_password', { new_password: 'Naya#Ghar2027x' }, resetHeader)).statusCode).toBe(200);
      expect((await post('/api/auth/sign-in', { mobile: p.mobile, password: 'Naya#Ghar2027x' })).statusCode).toBe(200);
    });
  });

  describe('§1.8 lockout: a stranger’s guesses lock the stranger, not the owner', () => {
    it('locks the attacker’s address after 10 wrong passwords while the owner still signs in from theirs', async () => {
      const p = await verifiedParent(t.app);
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 11; i += 1) last = await post('/api/auth/sign-in', { mobile: p.mobile, password: 'Wrong#pass1' }, {}, ATTACKER_IP);
      expect(last!.statusCode).toBe(429);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('/api/auth/sign-in', { mobile: p.mobile, password: GOOD_PASSWORD }, {}, ATTACKER_IP)).statusCode).toBe(429);
      const owner = await post('/api/auth/sign-in', { mobile: p.mobile, password: GOOD_PASSWORD }, {}, OWNER_IP);
      expect(owner.statusCode).toBe(200);
      expect(owner.headers['x-auth-token']).toBeTruthy();
    });

    it('stops the attacker’s code requests while the owner still receives a login code', async () => {
      const p = await verifiedParent(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await post('/api/auth/send-login-otp', { mobile: p.mobile }, {}, ATTACKER_IP)).statusCode);
      expect(codes.at(-1)).toBe(429);
      const before = await codesTo(p.mobile);
      const owner = await post('/api/auth/send-login-otp', { mobile: p.mobile }, {}, OWNER_IP);
      expect(owner.statusCode).toBe(200);
      expect(await codesTo(p.mobile)).toBe(before + 1);
      const signedIn = await post('/api/auth/verify-login-otp', { otp: await lastOtp(t.app, p.mobile) }, otpHeader(owner), OWNER_IP);
      expect(signedIn.statusCode).toBe(200);
    });
  });
});

describe('§1.8 lockout: the account as a whole has a higher ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { RATE_LIMIT_AUTH_PER_15_MIN: '1000', RATE_LIMIT_ACCOUNT_WIDE_FAILURES_PER_15_MIN: '15' });
  });
  afterAll(async () => t?.close());

  it('makes every address wait once failures from many addresses pass it, and lifts it after the window', async () => {
    const p = await verifiedParent(t.app);
    for (let i = 0; i < 15; i += 1) {
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { mobile: p.mobile, password: 'Wrong#pass1' }, remoteAddress: `203.0.113.${i}` });
    }
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { mobile: p.mobile, password: GOOD_PASSWORD },
      remoteAddress: OWNER_IP,
    });
    expect(owner.statusCode).toBe(429);
    t.clock.now += 16 * 60_000;
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { mobile: p.mobile, password: GOOD_PASSWORD },
      remoteAddress: OWNER_IP,
    });
    expect(later.statusCode).toBe(200);
  });
});
