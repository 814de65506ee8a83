import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, buildTestApp, json, verifiedParent, type TestApp } from '../../test/harness.ts';

type Meta = { school_name: string | null; where_is_school: string | null; state_name: string | null; district_name: string | null };

describe.each(BACKENDS)("the student's school and place on the child's profile on %s (issue 15)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RATE_LIMIT_AUTH_PER_15_MIN: '1000' });
  });
  afterAll(async () => t?.close());

  it('keeps school, where it is, state and district on the profile, and edits or clears them', async () => {
    const parent = await verifiedParent(t.app, 'Anita Pawar');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/auth/add_profile',
      headers: bearer(parent.token),
      payload: {
        first_name: 'Omkar',
        goal: 'k12-maharashtra',
        exam: 'maharashtra-class-9',
        meta: { school_name: 'Z. P. School, Wai', where_is_school: 'village', state_name: 'maharashtra', district_name: 'satara' },
      },
    });
    expect(add.statusCode).toBe(201);
    const profile = json<{ data: { id: string; auth_token: string; profile_details: { meta: Meta } } }>(add).data;
    expect(profile.profile_details.meta).toMatchObject({
      school_name: 'Z. P. School, Wai',
      where_is_school: 'village',
      state_name: 'Maharashtra',
      district_name: 'Satara',
    });

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/edit_profile',
      headers: bearer(profile.auth_token),
      payload: { meta: { where_is_school: 'town', district_name: null } },
    });
    expect(edit.statusCode).toBe(200);
    expect(json<{ data: { profile_details: { meta: Meta } } }>(edit).data.profile_details.meta).toMatchObject({
      school_name: 'Z. P. School, Wai',
      where_is_school: 'town',
      state_name: 'Maharashtra',
      district_name: null,
    });
  });

  it('refuses an unknown state or a district of another state with 400', async () => {
    const parent = await verifiedParent(t.app, 'Vijay Nair');
    const add = (meta: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/add_profile',
        headers: bearer(parent.token),
        payload: { first_name: 'Meenu', goal: 'preug', exam: 'jee-main', meta },
      });
    const state = await add({ state_name: 'Atlantis' });
    expect(state.statusCode).toBe(400);
    expect(json<{ error: { code: string } }>(state).error.code).toBe('UNKNOWN_STATE');
    const district = await add({ state_name: 'Kerala', district_name: 'Pune' });
    expect(district.statusCode).toBe(400);
    expect(json<{ error: { code: string } }>(district).error.code).toBe('UNKNOWN_DISTRICT');
    const where = await add({ where_is_school: 'moon' });
    expect(where.statusCode).toBe(400);
  });
});
