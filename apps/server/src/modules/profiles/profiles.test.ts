import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, type TestApp } from '../../test/harness.ts';

describe.each(BACKENDS)('profiles on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
  });
  afterAll(async () => t?.close());

  async function parentWithChild() {
    const p = await verifiedParent(t.app);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(p.token),
      payload: { first_name: 'Kavya', goal: 'k12-cbse', exam: 'cbse-class-9', locale: 'hi' },
    });
    const profile = json<{ data: { id: string; auth_token: string } }>(add).data;
    return { ...p, profileId: profile.id, childToken: profile.auth_token };
  }

  it('gives a K12 profile its board and grade, and validates goal and exam', async () => {
    const a = await parentWithChild();
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles?locale=en', headers: bearer(a.token) });
    const details = json<{ data: { linked_profiles: { profile_details: Record<string, unknown> }[] } }>(list).data.linked_profiles[0]!.profile_details;
    expect(details).toMatchObject({ board: 'CBSE', grade: 9, goal_type: 'K12', exam_name: 'CBSE Class 9', locale: 'hi' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(a.token),
      payload: { first_name: 'X', goal: 'preug', exam: 'cbse-class-9' },
    });
    expect(json<{ error: { code: string } }>(wrong).error.code).toBe('EXAM_NOT_IN_GOAL');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(a.token),
      payload: { first_name: 'X', goal: 'preug', exam: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('names the goal and exam in the interface language asked for with ?locale=', async () => {
    const a = await parentWithChild();
    const hi = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles?locale=hi', headers: bearer(a.token) });
    expect(json<{ data: { linked_profiles: { profile_details: { exam_name: string } }[] } }>(hi).data.linked_profiles[0]!.profile_details.exam_name).toBe(
      'CBSE कक्षा 9',
    );
    const en = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles?locale=en', headers: bearer(a.token) });
    expect(json<{ data: { linked_profiles: { profile_details: { exam_name: string } }[] } }>(en).data.linked_profiles[0]!.profile_details.exam_name).toBe(
      'CBSE Class 9',
    );
  });

  it('falls back to a language the exam supports', async () => {
    const a = await verifiedParent(t.app);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(a.token),
      payload: { first_name: 'Z', goal: 'preug', exam: 'bitsat', locale: 'ta' },
    });
    expect(json<{ data: { profile_details: { locale: string } } }>(add).data.profile_details.locale).toBe('en');
  });

  it('edits a profile with its child token or the parent token and id', async () => {
    const a = await parentWithChild();
    const byChild = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit_profile',
      headers: bearer(a.childToken),
      payload: { first_name: 'Kavya R', avatar_color: 'yellow' },
    });
    expect(byChild.statusCode).toBe(200);
    expect(json<{ data: { profile_details: { first_name: string; avatar_color: string } } }>(byChild).data.profile_details).toMatchObject({
      first_name: 'Kavya R',
      avatar_color: 'yellow',
    });
    const byParent = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit_profile',
      headers: bearer(a.token),
      payload: { id: a.profileId, goal: 'preug', exam: 'neet-ug' },
    });
    expect(json<{ data: { profile_details: { exam_name: string; locale: string } } }>(byParent).data.profile_details).toMatchObject({
      exam_name: 'NEET UG',
      locale: 'hi',
    });
  });

  it("answers 404 when parent B reaches for parent A's child on every profile-scoped call", async () => {
    const a = await parentWithChild();
    const b = await parentWithChild();
    const calls = [
      { method: 'PUT' as const, url: '/api/auth/edit_profile', headers: bearer(b.token), payload: { id: a.profileId, first_name: 'Hacked' } },
      { method: 'PUT' as const, url: '/api/auth/edit_profile', headers: bearer(b.childToken), payload: { id: a.profileId, first_name: 'Hacked' } },
      { method: 'GET' as const, url: `/api/auth/refresh-token?profile_id=${a.profileId}`, headers: { 'x-refresh-token': b.refresh } },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const listB = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles', headers: bearer(b.token) });
    expect(JSON.stringify(listB.json())).not.toContain(a.profileId);
    const aStill = await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles', headers: bearer(a.token) });
    expect(JSON.stringify(aStill.json())).not.toContain('Hacked');
  });

  it('refuses add_profile with a child token (403) and without a token (401)', async () => {
    const a = await parentWithChild();
    const child = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(a.childToken),
      payload: { first_name: 'Y', goal: 'preug', exam: 'jee-main' },
    });
    expect(child.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/add_profile', payload: { first_name: 'Y', goal: 'preug', exam: 'jee-main' } });
    expect(none.statusCode).toBe(401);
  });

  it('refreshes into a child token for an owned profile', async () => {
    const a = await parentWithChild();
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/refresh-token?profile_id=${a.profileId}`, headers: { 'x-refresh-token': a.refresh } });
    expect(res.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(String(res.headers['x-auth-token'])) });
    expect(json<{ data: { kind: string; profile_id: string } }>(session).data).toMatchObject({ kind: 'child', profile_id: a.profileId });
  });
});
