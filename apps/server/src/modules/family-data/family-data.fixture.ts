import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { FAMILY_DATA_REGISTRY } from './family-data.registry.ts';

/** A literal of a column's type for a NOT NULL column the filler must set. */
function literal(type: string, udt: string): string {
  if (udt === 'uuid') return `'${randomUUID()}'`;
  if (type === 'ARRAY') return `'{}'`;
  if (udt === 'jsonb' || udt === 'json') return `'{}'`;
  if (udt.startsWith('timestamp') || udt === 'date') return 'now()';
  if (udt === 'bool') return 'false';
  if (/^(int|float|numeric)/.test(udt)) return '1';
  if (udt === 'bytea') return `'\\x00'`;
  return `'x-${randomUUID().slice(0, 8)}'`;
}

/** Values that keep a filled row inert: an erasure request already restored, an export that failed. */
const OVERRIDES: Record<string, Record<string, string>> = {
  erasure_requests: { scope: `'profile'`, restored_at: 'now()' },
  data_exports: { status: `'failed'` },
};

/**
 * Rows outside the registry that registry tables' NOT NULL foreign keys need (decision 041): a
 * school's institute, class, assignment, live class and a question pushed in it, which belong to
 * the institute, not to a person. Made fresh for each call; the values of the referring columns,
 * per table.
 */
async function outsideParents(database: Database): Promise<Record<string, Record<string, string>>> {
  const [institute, cls, assignment, live, question] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const code = randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase();
  await database.executeSql(`insert into institutes (id, name, kind, created_at) values ('${institute}', 'Fixture School', 'school', now())`);
  await database.executeSql(
    `insert into classes (id, institute_id, name, exam_code, join_code, created_at) values ('${cls}', '${institute}', 'Fixture Class', 'cbse-class-10', '${code}', now())`,
  );
  await database.executeSql(
    `insert into assignments (id, class_id, title, kind, target, target_name, starts_at, due_at, created_at) values ('${assignment}', '${cls}', 'Fixture', 'book', '{"kind":"book","book_id":"x"}', 'x', now(), now() + interval '1 day', now())`,
  );
  await database.executeSql(
    `insert into live_classes (id, class_id, title, starts_at, duration_minutes, room_name, created_at) values ('${live}', '${cls}', 'Fixture', now(), 30, 'fixture-room', now())`,
  );
  await database.executeSql(
    `insert into live_class_questions (id, live_class_id, question_code, pushed_at, closes_at) values ('${question}', '${live}', 'x', now(), now() + interval '1 minute')`,
  );
  return {
    institute_members: { institute_id: `'${institute}'`, role: `'teacher'` },
    class_students: { class_id: `'${cls}'` },
    assignment_done: { assignment_id: `'${assignment}'` },
    live_class_answers: { question_id: `'${question}'` },
  };
}

/**
 * Writes one row into every registry table (but `users` and `profiles`), for `profileId` and its account `userId` (tests of export
 * and erasure, decision 036): parents before children (reverse registry order), link columns set
 * to the profile or to the parent row, every other NOT NULL column without a default to a value of
 * its type. A table added to the registry is filled without changing this helper. Returns the
 * tables written (a row that conflicts with an existing one is not).
 */
export async function fillEveryProfileTable(database: Database, profileId: string, userId: string): Promise<string[]> {
  const cols = (
    await database.executeSql(
      `select table_name, column_name, data_type, udt_name, is_nullable, column_default from information_schema.columns where table_schema = 'public'`,
    )
  ).rows;
  const written: string[] = [];
  const ids = new Map<string, string>();
  const outside = await outsideParents(database);
  for (const entry of [...FAMILY_DATA_REGISTRY].reverse()) {
    if (entry.table === 'profiles' || entry.table === 'users') continue;
    const mine = cols.filter((c) => c.table_name === entry.table);
    const values = new Map<string, string>();
    for (const link of entry.links) {
      if (link.to === 'profiles') values.set(link.column, `'${profileId}'`);
      else if (link.to === 'users') values.set(link.column, `'${userId}'`);
      else if (ids.has(link.to)) values.set(link.column, `'${ids.get(link.to)}'`);
    }
    if (values.size === 0) continue;
    for (const [k, v] of Object.entries({ ...OVERRIDES[entry.table], ...outside[entry.table] })) values.set(k, v);
    for (const c of mine) {
      const name = String(c.column_name);
      if (values.has(name) || c.is_nullable === 'YES' || c.column_default !== null) continue;
      values.set(name, literal(String(c.data_type), String(c.udt_name)));
    }
    if (mine.some((c) => c.column_name === 'id') && !values.has('id')) {
      const idCol = mine.find((c) => c.column_name === 'id')!;
      if (idCol.column_default === null) values.set('id', literal(String(idCol.data_type), String(idCol.udt_name)));
    }
    const names = [...values.keys()];
    const returning = mine.some((c) => c.column_name === 'id') ? ' returning id' : ' returning 1 as one';
    const res = await database.executeSql(
      `insert into "${entry.table}" (${names.map((n) => `"${n}"`).join(', ')}) values (${names.map((n) => values.get(n)).join(', ')}) on conflict do nothing${returning}`,
    );
    if (!res.rows[0]) continue;
    if (res.rows[0].id !== undefined) ids.set(entry.table, String(res.rows[0].id));
    written.push(entry.table);
  }
  return written;
}
