import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir, lockHolder } from './lock.ts';

describe('PGlite data directory lock', () => {
  it('refuses a directory another live process holds, and takes over a dead one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'abhyas-lock-'));
    writeFileSync(join(dir, 'abhyas.pid'), String(process.ppid));
    expect(lockHolder(dir)).toBe(process.ppid);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    writeFileSync(join(dir, 'abhyas.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(lockHolder(dir)).toBeNull(); // held by this very process
    release();
  });
});
