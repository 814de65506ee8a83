import { api } from '../../../lib/api-client.ts';
import { getBrowserId } from '../../../lib/browser-id.ts';
import { clearPushToken, getPushToken, setPushToken } from '../../../lib/push-token.ts';

/** POST /api/auth/push-token `{ notification_token, platform: 'WEB', device_id }` (§7.2). */
export async function registerPushToken(token: string): Promise<void> {
  await api('/api/auth/push-token', {
    method: 'POST',
    body: { notification_token: token, platform: 'WEB', device_id: getBrowserId() },
    auth: 'parent',
  });
  setPushToken(token);
}

/** DELETE /api/auth/push-token for the stored token, if any (§4.1 logout). Never throws. */
export async function removePushToken(): Promise<void> {
  const token = getPushToken();
  if (!token) return;
  try {
    await api('/api/auth/push-token', {
      method: 'DELETE',
      body: { notification_token: token, platform: 'WEB', device_id: getBrowserId() },
      auth: 'parent',
    });
  } catch (error) {
    console.warn('Could not remove the push token', error);
  } finally {
    clearPushToken();
  }
}
