/**
 * Which keys a content test recomputed by code (issue #16 §3, counted by `npm run content:audit`).
 * A keys test calls `markChecked` with the codes whose keys it has just proven (after its
 * assertion passed); the content project's setup writes them per test file to
 * `.tmp/key-checks/`, where the audit reads them. A key counts only when its test passed.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const KEY_CHECKS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.tmp', 'key-checks');

const checked = new Set<string>();

/** Records that the keys of `codes` were recomputed by code and matched. Call after the assertion. */
export function markChecked(codes: Iterable<string>): void {
  for (const c of codes) checked.add(c);
}

/** Writes this test file's recomputed codes (called by the content project's setup after each file). */
export function flushChecked(testFile: string): void {
  if (checked.size === 0) return;
  mkdirSync(KEY_CHECKS_DIR, { recursive: true });
  const name = createHash('sha256').update(testFile).digest('hex').slice(0, 16);
  writeFileSync(join(KEY_CHECKS_DIR, `${name}.json`), JSON.stringify({ testFile, codes: [...checked].sort() }));
  checked.clear();
}

/** Every code recomputed by a passing keys test of the last content test run; null when none ran. */
export function readChecked(): Set<string> | null {
  if (!existsSync(KEY_CHECKS_DIR)) return null;
  const out = new Set<string>();
  for (const f of readdirSync(KEY_CHECKS_DIR)) {
    if (!f.endsWith('.json')) continue;
    for (const c of (JSON.parse(readFileSync(join(KEY_CHECKS_DIR, f), 'utf8')) as { codes: string[] }).codes) out.add(c);
  }
  return out;
}
