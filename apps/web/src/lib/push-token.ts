import { readString, removeKey, writeString } from './storage.ts';

const PUSH_TOKEN_KEY = 'abhyas.push-token';

/**
 * The web-push token registered with the server (platform.md §7.2 push-token). The
 * notifications feature stores it after registering; sign-out removes it (§4.1).
 */
export function getPushToken(): string | null {
  return readString(PUSH_TOKEN_KEY);
}

export function setPushToken(token: string): void {
  writeString(PUSH_TOKEN_KEY, token);
}

export function clearPushToken(): void {
  removeKey(PUSH_TOKEN_KEY);
}
