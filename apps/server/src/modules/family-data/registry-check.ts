import { FAMILY_DATA_EXCLUSIONS, FAMILY_DATA_REGISTRY } from './family-data.registry.ts';

type Exec = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Column names that refer to a person by convention, with or without a foreign key. */
export const PERSON_COLUMN = /^(.*_)?(profile|child|account|user|member|student|parent|owner|learner|guardian)_(id|key)$|^created_by$/;

/** A table column that refers to a profile or an account (directly or through another such table). */
export interface PersonColumn {
  table: string;
  column: string;
  why: string;
}

/**
 * Reads information_schema (schema `public`) and returns every column that refers to a person:
 * a column named like PERSON_COLUMN, or a foreign key to `users`, `profiles` or (transitively) to
 * a table holding such a column. Used by the registry test (decision 036).
 */
export async function personColumns(exec: Exec): Promise<PersonColumn[]> {
  const fks = (
    await exec(`select kcu.table_name as tbl, kcu.column_name as col, ccu.table_name as ref
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`)
  ).rows.map((r) => ({ table: String(r.tbl), column: String(r.col), ref: String(r.ref) }));
  const named = (await exec(`select table_name as tbl, column_name as col from information_schema.columns where table_schema = 'public'`)).rows
    .map((r) => ({ table: String(r.tbl), column: String(r.col) }))
    .filter((c) => PERSON_COLUMN.test(c.column));
  const found = new Map<string, PersonColumn>();
  const personTables = new Set(['users', 'profiles']);
  for (const c of named) {
    found.set(`${c.table}.${c.column}`, { ...c, why: `column named ${c.column}` });
    personTables.add(c.table);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const fk of fks) {
      if (!personTables.has(fk.ref) || found.has(`${fk.table}.${fk.column}`)) continue;
      found.set(`${fk.table}.${fk.column}`, { table: fk.table, column: fk.column, why: `foreign key to ${fk.ref}` });
      if (!personTables.has(fk.table)) personTables.add(fk.table);
      changed = true;
    }
  }
  return [...found.values()].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/**
 * The problems of the registry against the live schema: each names the table (and column) to add
 * to family-data.registry.ts. Empty when every table that refers to a profile or an account is
 * registered (or excluded with a reason) with every such column as a link.
 */
export async function registryProblems(exec: Exec): Promise<string[]> {
  const cols = await personColumns(exec);
  const excluded = new Set(FAMILY_DATA_EXCLUSIONS.map((e) => e.table));
  const problems: string[] = [];
  const tables = new Set((await exec(`select table_name as t from information_schema.tables where table_schema = 'public'`)).rows.map((r) => String(r.t)));
  for (const c of cols) {
    if (excluded.has(c.table)) continue;
    const entry = FAMILY_DATA_REGISTRY.find((e) => e.table === c.table);
    if (!entry)
      problems.push(
        `table "${c.table}" holds profile/account data (${c.column}: ${c.why}) but is missing from FAMILY_DATA_REGISTRY in apps/server/src/modules/family-data/family-data.registry.ts: add it (or to FAMILY_DATA_EXCLUSIONS with a reason) so export and erasure reach it`,
      );
    else if (!entry.links.some((l) => l.column === c.column))
      problems.push(`table "${c.table}": column ${c.column} (${c.why}) is not a link of its FAMILY_DATA_REGISTRY entry`);
  }
  for (const e of FAMILY_DATA_REGISTRY) if (!tables.has(e.table)) problems.push(`FAMILY_DATA_REGISTRY lists "${e.table}", which is not a table`);
  return [...new Set(problems)];
}
