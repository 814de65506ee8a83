import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_REASK_S } from '@abhyas/domain';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { mayAskAgain, PUSH_REFUSED_AT_KEY } from '../api/web-push.ts';
import { PushPrompt } from './push-prompt.tsx';

const KEY = 'BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-yNuYaGQ3dRxXnMc_4hI';
const SUB = { endpoint: 'https://push.example/send/abc', expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };

/** A browser with the Push API: permission `permission`, the dialog answering `answer`. */
function browser(permission: NotificationPermission, answer: NotificationPermission) {
  const subscribe = vi.fn(async () => ({ endpoint: SUB.endpoint, toJSON: () => SUB }));
  const reg = { pushManager: { getSubscription: vi.fn(async () => null), subscribe } };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission: vi.fn(async () => answer) }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => reg), getRegistration: vi.fn(async () => reg), ready: Promise.resolve(reg) },
  });
  return { subscribe, register: (navigator.serviceWorker as unknown as { register: ReturnType<typeof vi.fn> }).register };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push prompt (issue 20 §2; platform.md §4.4)', () => {
  it('asks again no sooner than 720 s after a refusal', () => {
    expect(PUSH_REASK_S).toBe(720);
    expect(mayAskAgain(null, 5)).toBe(true);
    expect(mayAskAgain(1_000_000, 1_000_000 + 719_999)).toBe(false);
    expect(mayAskAgain(1_000_000, 1_000_000 + 720_000)).toBe(true);
  });

  it('"Not now" hides it and remembers when; shown again once 720 s have passed', async () => {
    browser('default', 'default');
    mockApi({ '/api/notification/delivery-settings': { payload: { time_zone: 'Asia/Kolkata', push_at_night: false, quiet_hours: { start: 22, end: 7 } } } });
    const first = renderWithApp(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    const refusedAt = Number(localStorage.getItem(PUSH_REFUSED_AT_KEY));
    expect(Date.now() - refusedAt).toBeLessThan(5000);
    first.unmount();

    const again = renderWithApp(<PushPrompt />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    again.unmount();

    localStorage.setItem(PUSH_REFUSED_AT_KEY, String(Date.now() - 720_000));
    renderWithApp(<PushPrompt />);
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
  });

  it('"Turn on" subscribes with the server’s key and registers the subscription with the profile’s token', async () => {
    const b = browser('default', 'granted');
    const posts: { url: string; body: unknown; auth: string | null }[] = [];
    const fetchMock = mockApi({
      '/api/notification/web-push/public-key': { payload: { public_key: KEY } },
      '/api/auth/push-token': () => jsonResponse(200, { status: 200, message: 'Push token saved.' }),
      '/api/notification/delivery-settings': () =>
        jsonResponse(200, { payload: { time_zone: 'Asia/Kolkata', push_at_night: false, quiet_hours: { start: 22, end: 7 } } }),
    });
    renderWithApp(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications are on in this browser.');
    expect(b.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(b.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    for (const [input, init] of fetchMock.mock.calls) {
      if (init?.method === 'POST') posts.push({ url: String(input), body: JSON.parse(String(init.body)), auth: null });
    }
    expect(posts).toEqual([expect.objectContaining({ body: expect.objectContaining({ platform: 'WEB', web_push: SUB }) })]);
    expect(posts[0]!.url).toContain('/api/auth/push-token');
    await waitFor(() => expect(screen.getByRole('switch', { name: /Also at night/ })).toBeTruthy());
  });

  it('says so when the browser blocks notifications', async () => {
    browser('denied', 'denied');
    mockApi({});
    renderWithApp(<PushPrompt />);
    expect(await screen.findByText(/This browser blocks notifications/)).toBeTruthy();
  });
});
