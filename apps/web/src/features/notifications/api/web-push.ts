/**
 * Web Push in this browser (issue 20 §2; platform.md §4.4, §7.2; decision 034): the service worker
 * `/sw.js`, the server's VAPID key (GET /api/notification/web-push/public-key), the browser's
 * subscription registered through POST /api/auth/push-token `{ web_push, device_id }` with the
 * profile's token, and the re-ask rule: after a refusal, the prompt comes back no sooner than
 * PUSH_REASK_S (720 s), remembered in localStorage.
 */
import { type deliverySettingsResponse, type okResponse, type webPushKeyResponse, type DeliverySettings } from '@abhyas/contracts';
import { PUSH_REASK_S } from '@abhyas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { setPushToken } from '../../../lib/push-token.ts';
import { readString, removeKey, writeString } from '../../../lib/storage.ts';

/** localStorage key: epoch ms of the last refusal (the "Not now" button or the browser's block). */
export const PUSH_REFUSED_AT_KEY = 'abhyas.push.refused-at';

/** What the prompt shows: nothing (unsupported, or asked too recently), the ask, on, or blocked by the browser. */
export type PushState = 'unsupported' | 'wait' | 'ask' | 'on' | 'blocked';

/** Whether this browser has service workers, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Whether the re-ask delay after a refusal at `refusedAt` (epoch ms, or null) has passed at `now`. */
export function mayAskAgain(refusedAt: number | null, now: number): boolean {
  return refusedAt === null || now - refusedAt >= PUSH_REASK_S * 1000;
}

/** Stores a refusal at `now` (the prompt hides for PUSH_REASK_S). */
export function rememberRefusal(now: number = Date.now()): void {
  writeString(PUSH_REFUSED_AT_KEY, String(now));
}

function refusedAt(): number | null {
  const v = Number(readString(PUSH_REFUSED_AT_KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
}

/** The browser's push state now (reads the permission and any existing subscription). */
export async function readPushState(now: number = Date.now()): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission === 'granted') {
    const reg = await navigator.serviceWorker.getRegistration('/');
    if (await reg?.pushManager.getSubscription()) return 'on';
  }
  return mayAskAgain(refusedAt(), now) ? 'ask' : 'wait';
}

function base64UrlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/gu, '+').replace(/_/gu, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Asks the browser's permission, subscribes with the server's key and registers the subscription
 * for the signed-in profile. Resolves to the new state: `on`, or `wait` after a refusal (remembered),
 * or `blocked`. Throws when the server or the push service fails.
 */
export async function enablePush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    rememberRefusal();
    return permission === 'denied' ? 'blocked' : 'wait';
  }
  const key = (await api<Decoded<typeof webPushKeyResponse>>('/api/notification/web-push/public-key', { auth: 'none' })).data.payload.public_key;
  if (!key) throw new Error('Web Push is off on this server');
  const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
  const json = sub.toJSON();
  await api<Decoded<typeof okResponse>>('/api/auth/push-token', {
    method: 'POST',
    body: { device_id: getBrowserId(), platform: 'WEB', web_push: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys } },

    auth: 'child',
  });
  setPushToken(sub.endpoint);
  removeKey(PUSH_REFUSED_AT_KEY);
  // Quiet hours are the profile's local night: its time zone is this browser's.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (timeZone) {
    await api<Decoded<typeof deliverySettingsResponse>>('/api/notification/delivery-settings', {
      method: 'PUT',
      body: { time_zone: timeZone },
      auth: 'child',
    }).catch(() => undefined);
  }
  return 'on';
}

const settingsKey = () => ['notifications', currentProfileId(), 'delivery-settings'] as const;

/** GET /api/notification/delivery-settings: time zone, pushes at night, the quiet hours. */
export function useDeliverySettings() {
  return useQuery({
    queryKey: settingsKey(),
    queryFn: async (): Promise<DeliverySettings> =>
      (await api<Decoded<typeof deliverySettingsResponse>>('/api/notification/delivery-settings', { auth: 'child' })).data.payload,
  });
}

/** PUT /api/notification/delivery-settings `{ push_at_night }`. */
export function useSetPushAtNight() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (pushAtNight: boolean) =>
      (
        await api<Decoded<typeof deliverySettingsResponse>>('/api/notification/delivery-settings', {
          method: 'PUT',
          body: { push_at_night: pushAtNight },

          auth: 'child',
        })
      ).data.payload,
    onSuccess: (payload) => qc.setQueryData(settingsKey(), payload),
  });
}
