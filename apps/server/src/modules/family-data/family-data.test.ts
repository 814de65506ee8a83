import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_WORDING_VERSION, consentWording } from '@abhyas/contracts';
import { STORE_BACKENDS, bearer, buildTestApp, json, uniqueMobile, verifiedParent, type TestApp } from '../../test/harness.ts';
import { wordingHash } from './consent.service.ts';
import { fillEveryProfileTable } from './family-data.fixture.ts';
import { FAMILY_DATA_REGISTRY } from './family-data.registry.ts';
import { FamilyDataRepository, reach, type Scope } from './family-data.repository.ts';

const DAY = 86_400_000;
type Err = { error?: { code: string } };
type Consent = {
  profile_id: string;
  status: string;
  origin: string;
  pending_since: number;
  pending_until: number | null;
  consented_by_first_name: string | null;
  wording_version: string | null;
  can_consent: boolean;
};
type Export = { id: string; status: string; download_url: string | null; expires_at: number | null };
type Account = { user_details: { id: string }; linked_profiles: { id: string; auth_token: string }[] };

const consentFor = (locale: string) => ({
  wording_version: CONSENT_WORDING_VERSION,
  wording_locale: locale,
  wording_hash: wordingHash(consentWording(CONSENT_WORDING_VERSION, locale)!),
});

describe.each(STORE_BACKENDS)('the family’s data on %s (issue 21 §3)', (backend) => {
  let t: TestApp;
  let repo: FamilyDataRepository;
  beforeAll(async () => {
    t = await buildTestApp(backend, { APP_ORIGIN: 'https://abhyas.test' });
    repo = new FamilyDataRepository(t.services.database.db);
  });
  afterAll(async () => t?.close());

  const call = async <T>(url: string, token: string | null, method: 'GET' | 'POST' = 'GET', payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: json<{ data: T } & Err>(res), res };
  };
  const connected = async (token: string) => (await call<Account>('/api/auth/connected_profiles', token)).body.data;
  /** A verified parent who adds a child, with consent unless `addedBy` is student (a student's own account). */
  async function family(name: string, addedBy: 'parent' | 'student' = 'parent') {
    const parent = await verifiedParent(t.app, name);
    const add = await call<{ id: string; auth_token: string }>('/api/auth/add_profile', parent.token, 'POST', {
      first_name: name.split(' ')[0],
      goal: 'k12-cbse',
      exam: 'cbse-class-10',
      ...(addedBy === 'student' ? { added_by: 'student' } : { parental_consent: consentFor('hi') }),
    });
    expect(add.status).toBe(201);
    return { ...parent, profileId: add.body.data.id, childToken: add.body.data.auth_token };
  }
  const counts = async (scope: Scope) => {
    const out: Record<string, number> = {};
    for (const e of FAMILY_DATA_REGISTRY) if (reach(e.table, scope)) out[e.table] = await repo.countOf(e.table, scope);
    return out;
  };
  const daily = () => t.services.familyData.daily();

  it('records a parent’s consent with the profile; a student alone stays pending until a parent linked by invite consents', async () => {
    const meera = await family('Meera Iyer');
    const list = await call<{ wording_version: string; profiles: Consent[] }>('/api/family/consent', meera.token);
    expect(list.body.data.wording_version).toBe(CONSENT_WORDING_VERSION);
    expect(list.body.data.profiles).toEqual([
      expect.objectContaining({
        profile_id: meera.profileId,
        status: 'given',
        origin: 'parent',
        consented_by_first_name: 'Meera',
        wording_version: CONSENT_WORDING_VERSION,
      }),
    ]);

    // A wording that was not shown (wrong hash) is refused and adds no profile.
    const bad = await call('/api/auth/add_profile', meera.token, 'POST', {
      first_name: 'Kabir',
      goal: 'k12-cbse',
      exam: 'cbse-class-10',
      parental_consent: { ...consentFor('en'), wording_hash: 'a'.repeat(64) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('WORDING_MISMATCH');
    expect((await connected(meera.token)).linked_profiles).toHaveLength(1);

    // Rohan signs up alone: pending, kept 30 days; his own account cannot consent for him.
    const rohan = await family('Rohan Das', 'student');
    const own = await call<{ profiles: Consent[] }>('/api/family/consent', rohan.childToken);
    const state = own.body.data.profiles[0]!;
    expect(state).toMatchObject({ status: 'pending', origin: 'student', can_consent: false });
    expect(state.pending_until! - state.pending_since).toBe(30 * DAY);
    const self = await call('/api/family/consent', rohan.token, 'POST', { profile_id: rohan.profileId, ...consentFor('en') });
    expect(self.status).toBe(403);
    expect(self.body.error?.code).toBe('CONSENT_NEEDS_PARENT');

    // Another family's parent cannot see or consent for him.
    const stranger = await call('/api/family/consent', meera.token, 'POST', { profile_id: rohan.profileId, ...consentFor('en') });
    expect(stranger.status).toBe(404);

    // He invites his mother (/invite-parent); she signs up, accepts, and consents from her account.
    const mobile = uniqueMobile();
    expect((await call('/api/auth/send-invite', rohan.childToken, 'POST', { mobile, relationship_type: 2 })).status).toBe(200);
    const outbox = json<{ messages: { to: string; text: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/dev/outbox' }));
    const token = outbox.messages.find((m) => m.to === mobile)!.text.match(/invite\/([A-Za-z0-9_-]{43})/)![1]!;
    const mother = await verifiedParent(t.app, 'Anita Das');
    expect((await call(`/api/invites/${token}/accept`, mother.token, 'POST')).status).toBe(200);
    const hers = await call<{ profiles: Consent[] }>('/api/family/consent', mother.token);
    expect(hers.body.data.profiles).toEqual([expect.objectContaining({ profile_id: rohan.profileId, status: 'pending', can_consent: true })]);
    const given = await call<Consent>('/api/family/consent', mother.token, 'POST', { profile_id: rohan.profileId, ...consentFor('bn') });
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({ status: 'given', consented_by_first_name: 'Anita', pending_until: null });
    expect((await call<{ profiles: Consent[] }>('/api/family/consent', rohan.childToken)).body.data.profiles[0]!.status).toBe('given');

    // Bad input names the field.
    const missing = await call('/api/family/consent', mother.token, 'POST', { profile_id: 'nope' });
    expect(missing.status).toBe(400);
  });

  it('deletes a pending student’s learning records after 30 days (moved clock), keeps a consented child’s', async () => {
    const start = t.clock.now;
    try {
      const alone = await family('Ishaan Roy', 'student');
      const consented = await family('Farah Khan');
      await fillEveryProfileTable(t.services.database, alone.profileId, alone.userId);
      await fillEveryProfileTable(t.services.database, consented.profileId, consented.userId);
      const learning = FAMILY_DATA_REGISTRY.filter((e) => e.learning && reach(e.table, { kind: 'profile', id: alone.profileId })).map((e) => e.table);
      expect(learning.length).toBeGreaterThan(25);

      t.clock.now = start + 29 * DAY;
      await daily();
      for (const table of learning) expect(await repo.countOf(table, { kind: 'profile', id: alone.profileId }), table).toBeGreaterThan(0);

      t.clock.now = start + 31 * DAY;
      await daily();
      for (const table of learning) expect(await repo.countOf(table, { kind: 'profile', id: alone.profileId }), table).toBe(0);
      // The student can still browse: the profile and its settings stay.
      expect(await repo.countOf('profiles', { kind: 'profile', id: alone.profileId })).toBe(1);
      expect(await repo.countOf('notification_preferences', { kind: 'profile', id: alone.profileId })).toBe(1);
      for (const [table, n] of Object.entries(await counts({ kind: 'profile', id: consented.profileId }))) expect(n, table).toBeGreaterThan(0);
    } finally {
      t.clock.now = start;
    }
  });

  it('exports every table of a child into a ZIP at a signed 24-hour link; a changed or expired link is refused', async () => {
    const start = t.clock.now;
    try {
      const f = await family('Lata Menon');
      await fillEveryProfileTable(t.services.database, f.profileId, f.userId);
      const asked = await call<Export>('/api/family/exports', f.token, 'POST', { profile_id: f.profileId });
      expect((await call('/api/family/exports', f.token)).res.body).toContain(asked.body.data.id);
      expect(asked.status).toBe(202);
      expect(asked.body.data.status).toBe('pending');
      let ready: Export | undefined;
      for (let i = 0; i < 100 && !ready; i++) {
        ready = (await call<Export[]>('/api/family/exports', f.token)).body.data.find((e) => e.id === asked.body.data.id && e.status === 'ready');
        if (!ready) await new Promise((r) => setTimeout(r, 50));
      }
      expect(ready?.download_url).toMatch(/^\/api\/family\/exports\/[0-9a-f-]+\/download\?expires=\d+&sig=/);
      expect(ready!.expires_at! - t.clock.now).toBeGreaterThan(23 * 3600_000);

      const zip = await t.app.inject({ method: 'GET', url: ready!.download_url! });
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { format: string; tables: { table: string; rows: number }[] };
      expect(manifest.format).toBe('abhyas-family-export/1');
      const profileTables = FAMILY_DATA_REGISTRY.filter((e) => reach(e.table, { kind: 'profile', id: f.profileId })).map((e) => e.table);
      for (const table of profileTables) {
        const rows = JSON.parse(strFromU8(files[`${table}.json`]!)) as Record<string, unknown>[];
        expect(rows.length, table).toBeGreaterThan(0);
        expect(strFromU8(files[`${table}.csv`]!).split('\r\n')[0], table).toContain(Object.keys(rows[0]!)[0]);
      }
      expect(manifest.tables.map((x) => x.table).sort()).toEqual([...profileTables].sort());
      expect(files['users.json']).toBeUndefined();
      expect(JSON.parse(strFromU8(files['data_exports.json']!))[0]).not.toHaveProperty('archive');
      expect(JSON.parse(strFromU8(files['profiles.json']!))[0]).toMatchObject({ id: f.profileId, first_name: 'Lata' });

      // A changed byte of the signature or of the expiry is refused; so is the link past its 24 hours.
      const url = ready!.download_url!;
      const last = url.at(-1)!;
      const tampered = url.slice(0, -1) + (last === 'A' ? 'B' : 'A');
      expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1}`) })).statusCode).toBe(403);
      t.clock.now = start + 25 * 3600_000;
      const late = await t.app.inject({ method: 'GET', url });
      expect(late.statusCode).toBe(410);
      expect(json<Err>(late).error?.code).toBe('EXPORT_EXPIRED');
      expect((await call<Export[]>('/api/family/exports', f.token)).body.data.find((e) => e.id === ready!.id)).toMatchObject({
        status: 'expired',
        download_url: null,
      });

      // Another family cannot ask for this child's export.
      const other = await verifiedParent(t.app, 'Sara Paul');
      expect((await call('/api/family/exports', other.token, 'POST', { profile_id: f.profileId })).status).toBe(404);
    } finally {
      t.clock.now = start;
    }
  });

  it('erases a child from every table after the 7-day grace; a restore keeps everything; an account goes whole', async () => {
    const start = t.clock.now;
    try {
      const f = await family('Vikram Rao');
      const second = await call<{ id: string }>('/api/auth/add_profile', f.token, 'POST', {
        first_name: 'Tara',
        goal: 'k12-cbse',
        exam: 'cbse-class-10',
        parental_consent: consentFor('en'),
      });
      const tara = second.body.data.id;
      await fillEveryProfileTable(t.services.database, f.profileId, f.userId);
      const taraTables = await fillEveryProfileTable(t.services.database, tara, f.userId);

      const erase = await call<{ id: string; purge_after: number }>('/api/family/erasure', f.token, 'POST', { scope: 'profile', profile_id: f.profileId });
      expect(erase.status).toBe(202);
      expect(erase.body.data.purge_after - t.clock.now).toBe(7 * DAY);
      expect((await connected(f.token)).linked_profiles.map((p) => p.id)).toEqual([tara]);
      expect((await call('/api/family/erasure', f.token, 'POST', { scope: 'profile', profile_id: f.profileId })).status).toBe(409);

      // Tara's deletion is restored during the grace.
      const taraErase = await call<{ id: string }>('/api/family/erasure', f.token, 'POST', { scope: 'profile', profile_id: tara });
      expect((await call(`/api/family/erasure/${taraErase.body.data.id}/restore`, f.token, 'POST')).status).toBe(200);
      expect((await connected(f.token)).linked_profiles.map((p) => p.id)).toEqual([tara]);

      t.clock.now = start + 6 * DAY;
      await daily();
      expect(await repo.countOf('practice_attempts', { kind: 'profile', id: f.profileId })).toBe(1);

      t.clock.now = start + 7 * DAY + 60_000;
      await daily();
      for (const [table, n] of Object.entries(await counts({ kind: 'profile', id: f.profileId }))) expect(n, `${table} still holds the erased profile`).toBe(0);
      const taraLeft = await counts({ kind: 'profile', id: tara });
      for (const table of taraTables.filter((x) => x in taraLeft)) expect(taraLeft[table], `${table} lost the restored profile`).toBeGreaterThan(0);

      // The whole account: every table that reaches it is empty afterwards.
      t.clock.now = start;
      const g = await family('Neha Joshi');
      await fillEveryProfileTable(t.services.database, g.profileId, g.userId);
      expect((await call('/api/family/erasure', g.token, 'POST', { scope: 'account' })).status).toBe(202);
      expect((await call('/api/family/erasure', g.token, 'POST', { scope: 'profile' })).status).toBe(400);
      t.clock.now = start + 8 * DAY;
      await daily();
      const left = await counts({ kind: 'account', id: g.userId });
      for (const [table, n] of Object.entries(left)) expect(n, `${table} still holds the erased account`).toBe(0);
      expect(Object.keys(left)).toEqual(expect.arrayContaining(['users', 'sessions', 'profiles', 'practice_attempts']));
    } finally {
      t.clock.now = start;
    }
  });
});
