import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK = 'abhyas.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding the PGlite directory, or null. */
export function lockHolder(dataDir: string): number | null {
  const file = join(dataDir, LOCK);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : null;
}

/**
 * Claims a PGlite data directory for this process (PGlite is one connection: two processes must
 * never open the same directory). Throws when another live process holds it; returns a release.
 */
export function lockDataDir(dataDir: string): () => void {
  const holder = lockHolder(dataDir);
  if (holder !== null) {
    throw new Error(`The database in ${dataDir} is in use by process ${holder} (is the server running?). Stop it first, or use DATABASE_URL.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK);
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
  };
}
