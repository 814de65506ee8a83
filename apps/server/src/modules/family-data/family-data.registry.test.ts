import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { BACKENDS, freshDatabase } from '../../test/harness.ts';
import { FAMILY_DATA_REGISTRY } from './family-data.registry.ts';
import { personColumns, registryProblems } from './registry-check.ts';

/**
 * Completeness by construction (issue 21 §3; decision 036): every table of the schema that refers to
 * a profile or an account is in the one registry that export and erasure read.
 */
describe.each(BACKENDS)('the family-data registry against the schema on %s', (backend) => {
  let database: Database;
  const exec = (text: string) => database.executeSql(text);
  beforeAll(async () => {
    database = await freshDatabase(backend);
  });
  afterAll(async () => database?.close());

  it('lists every table that refers to profiles or accounts, with each such column as a link', async () => {
    expect(await registryProblems(exec)).toEqual([]);
    const found = await personColumns(exec);
    // The schema's conventions are all seen: named columns without keys, keys under other names, keys through a parent row.
    expect(found.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining([
        'data_events.profile_id',
        'mocktest_bundles.owner_profile_id',
        'tracking_links.created_by',
        'practice_attempts.session_id',
        'family_members.member_user_id',
      ]),
    );
    expect(FAMILY_DATA_REGISTRY.length).toBeGreaterThan(40);
  });

  it('fails, naming the table, when a new table refers to a profile or an account and is not registered', async () => {
    await exec(`create table parent_digest_optouts (id uuid primary key, parent_user_id uuid not null references users(id))`);
    await exec(`create table cbt_profile_settings (learner_key text not null)`);
    await exec(`create table delivery_attempts (id uuid primary key, notification_id uuid not null references in_app_notifications(id))`);
    try {
      const problems = (await registryProblems(exec)).join('\n');
      expect(problems).toContain('table "parent_digest_optouts" holds profile/account data (parent_user_id: column named parent_user_id)');
      expect(problems).toContain('table "cbt_profile_settings"');
      expect(problems).toContain('table "delivery_attempts" holds profile/account data (notification_id: foreign key to in_app_notifications)');
    } finally {
      await exec(`drop table parent_digest_optouts; drop table cbt_profile_settings; drop table delivery_attempts`);
    }
  });
});
