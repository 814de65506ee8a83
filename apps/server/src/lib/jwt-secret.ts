import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env.ts';

/** The JWT secret: from env, else a random one kept in DATA_DIR (development), else per process. */
export function jwtSecret(env: Env, persist: boolean): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  if (!persist) return randomBytes(32);
  const file = join(resolve(env.DATA_DIR), '.jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(resolve(env.DATA_DIR), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
