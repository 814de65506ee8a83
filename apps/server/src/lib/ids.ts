import { randomBytes, createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { v7 } from 'uuid';

/** Time-ordered UUIDv7, made in the app (PostgreSQL 15 has no uuidv7()). */
export const newId = (): string => v7();

/** 256-bit random opaque token, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: Uint8Array, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

/** A token derived from another under a server secret (256 bits, base64url): same input, same token. */
export const deriveToken = (secret: Uint8Array, value: string): string => createHmac('sha256', secret).update(value).digest('base64url');

export function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** Uniform random digits, e.g. a 6-digit OTP. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(0, 10));
  return out;
}

/** True for a UUID in its canonical 8-4-4-4-12 hex form (what a `uuid` column accepts): check a client's id before it reaches SQL. */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
