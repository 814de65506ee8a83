import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';
import { startPgliteThread } from './pglite-thread.ts';

// The embedded database in its own thread (issue 25 §1, decision 048): the server reaches it
// through the `pg` pool as it reaches PostgreSQL.

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'abhyas-pglite-thread-'));
  dirs.push(dir);
  return dir;
};
/** The run's migrated data directory (test/global-setup.ts), so that a store opens in a second, not five. */
const template = () => {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)]) : undefined;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A raw `pg` client on its own connection to the thread. */
async function clientOf(thread: Awaited<ReturnType<typeof startPgliteThread>>): Promise<pg.Client> {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.connect() });
  await client.connect();
  return client;
}

describe('the embedded database in a worker thread', () => {
  it('opens a data folder written by PGlite in the server process (an existing ./data) unchanged, and keeps what is written across a restart', async () => {
    const dir = freshDir();
    const before = new PGlite(dir, { extensions: { pg_trgm } });
    await before.exec(`create table kept (id integer primary key, note text); insert into kept values (1, 'written before the thread')`);
    await before.close();

    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    expect((await first.executeSql('select note from kept where id = $1', [1])).rows).toEqual([{ note: 'written before the thread' }]);
    await first.executeSql(`insert into kept values (2, 'written through the thread')`);
    // The migrations ran on it.
    expect(Number((await first.executeSql('select count(*) as n from drizzle.__drizzle_migrations')).rows[0]?.n)).toBeGreaterThan(40);
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    expect((await again.executeSql('select id, note from kept order by id')).rows).toEqual([
      { id: 1, note: 'written before the thread' },
      { id: 2, note: 'written through the thread' },
    ]);
    await again.close();
  });

  it('refuses a folder another live process holds (the pid lock still keeps to one writer), and releases it on close', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'abhyas.pid'), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process/);
    rmSync(join(dir, 'abhyas.pid'));
    const open = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, 'abhyas.pid'), 'utf8')).toBe(String(process.pid));
    await open.close();
    expect(existsSync(join(dir, 'abhyas.pid'))).toBe(false);
  });

  it('gives a transaction the database to itself: other connections neither see its rows nor write between its statements', async () => {
    const thread = await startPgliteThread({ template: template() });
    const a = await clientOf(thread);
    const b = await clientOf(thread);
    try {
      await a.query('create table seats (n integer)');
      await a.query('begin');
      await a.query('insert into seats values (1)');
      let bDone = false;
      const bRead = b.query('select count(*)::integer as n from seats').then((r) => {
        bDone = true;
        return r.rows[0]?.n as number;
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(bDone).toBe(false); // b waits for the transaction
      await a.query('insert into seats values (2)');
      await a.query('rollback');
      expect(await bRead).toBe(0);
    } finally {
      await a.end();
      await b.end();
      await thread.close();
    }
  });

  it('rolls back the open transaction of a connection that drops, and lets the others go on', async () => {
    const thread = await startPgliteThread({ template: template() });
    const a = await clientOf(thread);
    const b = await clientOf(thread);
    try {
      await b.query('create table marks (n integer)');
      await a.query('begin');
      await a.query('insert into marks values (99)');
      const waiting = b.query('select count(*)::integer as n from marks');
      a.on('error', () => {}); // the dropped connection's own error, expected
      a.connection.stream.destroy();
      expect((await waiting).rows[0]?.n).toBe(0);
      await b.query('insert into marks values (1)');
      expect((await b.query('select n from marks')).rows).toEqual([{ n: 1 }]);
    } finally {
      await b.end();
      await thread.close();
    }
  });

  it('keeps the prepared statements of each connection apart: two connections may prepare the same name', async () => {
    const database = await openDatabase({ template: template() });
    try {
      // Twelve at once spread over the pool's connections; each prepares the name on first use.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => database.prepared<{ n: number }>('abhyas_same_name', 'select $1::integer * 2 as n', [i])),
      );
      expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
      // A bad statement answers an error the caller can read, and the connection goes on.
      await expect(database.executeSql('select * from no_such_table')).rejects.toThrow(/no_such_table/);
      expect((await database.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('answers a query of several statements, a NOTICE and a large result like a PostgreSQL server', async () => {
    const database = await openDatabase({ template: template() });
    try {
      const rows = (
        await database.executeSql(
          `create temp table big as select g as n, repeat('x', 100) as pad from generate_series(1, 20000) g; select count(*)::integer as n, sum(length(pad))::integer as len from big`,
        )
      ).rows;
      expect(rows).toEqual([{ n: 20000, len: 2_000_000 }]);
      const all = (await database.executeSql('select n, pad from big order by n')).rows;
      expect(all).toHaveLength(20000);
      expect(all[19999]).toEqual({ n: 20000, pad: 'x'.repeat(100) });
      expect((await database.executeSql(`do $$ begin raise notice 'just a notice'; end $$; select 'after' as said`)).rows).toEqual([{ said: 'after' }]);
    } finally {
      await database.close();
    }
  });
});
