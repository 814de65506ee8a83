import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import type { Env } from '../env.ts';

/** A VAPID key pair (RFC 8292), both base64url as `web-push` takes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys for Web Push (issue 20 §2; decision 034): from VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when both are set; else generated on the first start and kept in
 * DATA_DIR/.vapid-keys.json (like the JWT secret), so browsers' subscriptions outlive restarts;
 * with `persist` false (tests), new keys per process.
 */
export function vapidKeys(env: Env, persist: boolean): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  if (!persist) return webpush.generateVAPIDKeys();
  const file = join(resolve(env.DATA_DIR), '.vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(resolve(env.DATA_DIR), { recursive: true });
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
