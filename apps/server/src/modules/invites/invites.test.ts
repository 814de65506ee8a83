import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, buildTestApp, json, uniqueMobile, verifiedParent, verifiedStudent, type TestApp } from '../../test/harness.ts';

const DAY = 86_400_000;
type Err = { error?: { code: string; details?: { path: string }[] } };
type Sent = { id: string; status: string; mobile_masked: string; relationship_type: number; accepted_by_first_name: string | null };
type Account = { user_details: { id: string; mobile: string | null; email: string | null }; linked_profiles: { id: string; auth_token: string }[] };

describe.each(BACKENDS)('family invites on %s (issue 21 §1)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { APP_ORIGIN: 'https://abhyas.test' });
  });
  afterAll(async () => t?.close());

  const call = async <T>(url: string, token: string | null, method: 'GET' | 'POST' = 'GET', payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<{ data: T } & Err>(res), raw: res.body };
  };

  /** Sends an invite and returns the token read from the SMS in the development outbox. */
  async function invite(token: string, relationship_type = 1): Promise<{ token: string; mobile: string; text: string }> {
    const mobile = uniqueMobile();
    const sent = await call('/api/auth/send-invite', token, 'POST', { mobile, relationship_type });
    expect(sent.status).toBe(200);
    const outbox = json<{ messages: { to: string; channel: string; text: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/dev/outbox' }));
    const sms = outbox.messages.find((m) => m.to === mobile && m.channel === 'sms');
    const link = sms?.text.match(/https:\/\/abhyas\.test\/invite\/([A-Za-z0-9_-]{43})/);
    if (!link) throw new Error(`no invite link in ${sms?.text}`);
    return { token: link[1]!, mobile, text: sms!.text };
  }

  const connected = async (token: string) => (await call<Account>('/api/auth/connected_profiles', token)).body.data;
  const sentList = async (token: string, query = '') => call<Sent[]>(`/api/invites${query}`, token);

  it('links an invited parent to the family: preview, accept, the child in connected_profiles, the inviter sees it accepted', async () => {
    const family = await verifiedStudent(t.app, 'Meera Iyer');
    const familyAccount = await connected(family.parentToken);
    const childId = familyAccount.linked_profiles[0]!.id;
    const link = await invite(family.parentToken, 3);

    const preview = await call<{ inviter_first_name: string; relationship_type: number; expires_at: number }>(`/api/invites/${link.token}`, null);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ inviter_first_name: 'Meera', relationship_type: 3 });
    expect(preview.body.data.expires_at - t.clock.now).toBeGreaterThan(7 * DAY - 60_000);
    expect(preview.raw).not.toContain(familyAccount.user_details.mobile!);

    const father = await verifiedParent(t.app, 'Arjun Iyer');
    expect((await connected(father.token)).linked_profiles).toHaveLength(0);
    const accepted = await call<{ relationship_type: number; profile_ids: string[] }>(`/api/invites/${link.token}/accept`, father.token, 'POST');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ relationship_type: 3, profile_ids: [childId] });

    // The father sees the child with his own login, and can act as the child.
    const fathers = await connected(father.token);
    expect(fathers.linked_profiles.map((p) => p.id)).toEqual([childId]);
    const asChild = await connected(fathers.linked_profiles[0]!.auth_token);
    expect(asChild.linked_profiles.map((p) => p.id)).toEqual([childId]);
    expect(asChild.user_details.mobile).toBeNull();

    // The inviter sees the link confirmed.
    const list = await sentList(family.parentToken);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      status: 'accepted',
      relationship_type: 3,
      accepted_by_first_name: 'Arjun',
      mobile_masked: `••••••${link.mobile.slice(-4)}`,
    });
    expect((await sentList(family.parentToken, '?status=pending')).body.data).toHaveLength(0);

    // Single use: a second accept, by anyone, is 410 INVITE_USED; the page says so too.
    const other = await verifiedParent(t.app, 'Kavya Rao');
    const again = await call(`/api/invites/${link.token}/accept`, other.token, 'POST');
    expect(again.status).toBe(410);
    expect(again.body.error?.code).toBe('INVITE_USED');
    expect((await call(`/api/invites/${link.token}`, null)).body.error?.code).toBe('INVITE_USED');
    expect((await connected(other.token)).linked_profiles).toHaveLength(0);
  });

  it('links a second parent or guardian; refuses self-linking and an account already linked (the invite stays usable)', async () => {
    const family = await verifiedStudent(t.app, 'Lata Menon');
    const first = await verifiedParent(t.app, 'Ravi Menon');
    expect((await call(`/api/invites/${(await invite(family.parentToken, 3)).token}/accept`, first.token, 'POST')).status).toBe(200);

    const second = await invite(family.parentToken, 4);
    const self = await call(`/api/invites/${second.token}/accept`, family.parentToken, 'POST');
    expect(self.status).toBe(409);
    expect(self.body.error?.code).toBe('INVITE_SELF');
    const twice = await call(`/api/invites/${second.token}/accept`, first.token, 'POST');
    expect(twice.status).toBe(409);
    expect(twice.body.error?.code).toBe('ALREADY_LINKED');

    const guardian = await verifiedParent(t.app, 'Suma Nair');
    expect((await call(`/api/invites/${second.token}/accept`, guardian.token, 'POST')).status).toBe(200);
    const childId = (await connected(family.parentToken)).linked_profiles[0]!.id;
    expect((await connected(guardian.token)).linked_profiles.map((p) => p.id)).toEqual([childId]);
    expect((await connected(first.token)).linked_profiles.map((p) => p.id)).toEqual([childId]);
    expect((await sentList(family.parentToken, '?status=accepted')).body.data.map((i) => i.accepted_by_first_name).sort()).toEqual(['Ravi', 'Suma']);
  });

  it('lets a linked adult switch to the family profile on refresh (profile_id); an unlinked adult gets 404', async () => {
    const family = await verifiedStudent(t.app, 'Mala Roy');
    const childId = (await connected(family.parentToken)).linked_profiles[0]!.id;
    const [linked, stranger] = await Promise.all([verifiedParent(t.app, 'Nitin Roy'), verifiedParent(t.app, 'Om Sen')]);
    expect((await call(`/api/invites/${(await invite(family.parentToken, 3)).token}/accept`, linked.token, 'POST')).status).toBe(200);
    const refresh = (r: string) => t.app.inject({ method: 'GET', url: `/api/auth/refresh-token?profile_id=${childId}`, headers: { 'x-refresh-token': r } });
    const asLinked = await refresh(linked.refresh);
    expect(asLinked.statusCode).toBe(200);
    expect(String(asLinked.headers['x-auth-token'])).not.toBe('undefined');
    expect((await refresh(stranger.refresh)).statusCode).toBe(404);
  });

  it('answers two simultaneous accepts once: one links, the other is 410 INVITE_USED', async () => {
    const family = await verifiedStudent(t.app, 'Anu Das');
    const link = await invite(family.parentToken);
    const [a, b] = await Promise.all([verifiedParent(t.app, 'Bina Das'), verifiedParent(t.app, 'Charu Das')]);
    const results = await Promise.all([a, b].map((p) => call(`/api/invites/${link.token}/accept`, p.token, 'POST')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it('expires after 7 days: the page and accept answer 410 INVITE_EXPIRED, the inviter sees it expired', async () => {
    const family = await verifiedStudent(t.app, 'Gita Shah');
    const link = await invite(family.parentToken);
    const start = t.clock.now;
    try {
      t.clock.now = start + 7 * DAY - 1000;
      expect((await call(`/api/invites/${link.token}`, null)).status).toBe(200);
      t.clock.now = start + 7 * DAY + 1000;
      const page = await call(`/api/invites/${link.token}`, null);
      expect(page.status).toBe(410);
      expect(page.body.error?.code).toBe('INVITE_EXPIRED');
      const late = await verifiedParent(t.app, 'Hari Shah');
      const accept = await call(`/api/invites/${link.token}/accept`, late.token, 'POST');
      expect(accept.status).toBe(410);
      expect(accept.body.error?.code).toBe('INVITE_EXPIRED');
      expect((await sentList(family.parentToken)).body.data[0]?.status).toBe('expired');
    } finally {
      t.clock.now = start;
    }
  });

  it('answers a forged or unknown token 404 INVITE_NOT_FOUND, and a wrong relationship 400 naming the field', async () => {
    const family = await verifiedStudent(t.app, 'Isha Pal');
    const real = await invite(family.parentToken);
    const forged = real.token.slice(0, -2) + (real.token.endsWith('AA') ? 'BB' : 'AA');
    for (const token of [forged, 'not-a-token']) {
      const page = await call(`/api/invites/${token}`, null);
      expect(page.status).toBe(404);
      expect(page.body.error?.code).toBe('INVITE_NOT_FOUND');
      expect((await call(`/api/invites/${token}/accept`, family.parentToken, 'POST')).body.error?.code).toBe('INVITE_NOT_FOUND');
    }
    for (const relationship_type of [0, 7, 'father', 1.5]) {
      const bad = await call('/api/auth/send-invite', family.parentToken, 'POST', { mobile: uniqueMobile(), relationship_type });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.details?.[0]?.path).toBe('body.relationship_type');
    }
    expect((await call(`/api/invites/${real.token}/accept`, null, 'POST')).status).toBe(401);
    expect((await call('/api/invites', null)).status).toBe(401);
  });

  it('lets a student invite; a child token sees only its own invites and no contact details, and cannot accept', async () => {
    const family = await verifiedStudent(t.app, 'Jaya Bose');
    const parentLink = await invite(family.parentToken);
    const studentLink = await invite(family.token, 2);
    expect(studentLink.text).toContain('Jaya invites you');
    expect(json(await t.app.inject({ method: 'GET', url: `/api/invites/${studentLink.token}` }))).toMatchObject({ data: { inviter_first_name: 'Jaya' } });

    const mine = await sentList(family.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.raw).not.toContain(parentLink.mobile.slice(-4));
    expect(mine.raw).not.toContain(studentLink.mobile);
    // The parent's list holds both.
    expect((await sentList(family.parentToken)).body.data).toHaveLength(2);

    const other = await verifiedStudent(t.app, 'Kiran Ghosh');
    expect((await sentList(other.token)).body.data).toHaveLength(0);
    expect((await sentList(other.parentToken)).body.data).toHaveLength(0);
    const childAccept = await call(`/api/invites/${studentLink.token}/accept`, other.token, 'POST');
    expect(childAccept.status).toBe(403);

    // A mother accepts the student's invite: linked to the student's family.
    const mother = await verifiedParent(t.app, 'Lina Bose');
    expect((await call(`/api/invites/${studentLink.token}/accept`, mother.token, 'POST')).body.data).toMatchObject({ relationship_type: 2 });
    // The student's own token still sees none of the parents' contact details.
    const asChild = await connected(family.token);
    expect(asChild.user_details.mobile).toBeNull();
    expect(asChild.user_details.email).toBeNull();
    expect(JSON.stringify(asChild)).not.toContain(mother.mobile);
    expect((await sentList(family.token)).body.data[0]?.status).toBe('accepted');
  });
});
