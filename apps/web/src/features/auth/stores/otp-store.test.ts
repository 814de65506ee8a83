import { afterEach, describe, expect, it } from 'vitest';
import { useOtpStore } from './otp-store.ts';

const pendingAt = (sentAt: number) => ({ otpToken: 'step-token', purpose: 'verify' as const, sentTo: '98******11', channel: 'sms' as const, sentAt });

/** What a page load sees: the store rebuilt from what the browser kept (a new tab keeps no session storage). */
async function reload({ newTab }: { newTab: boolean }) {
  const kept: { local: Record<string, string>; session: Record<string, string> } = { local: { ...localStorage }, session: newTab ? {} : { ...sessionStorage } };
  useOtpStore.setState({ pending: null });
  localStorage.clear();
  sessionStorage.clear();
  for (const [k, v] of Object.entries(kept.local)) localStorage.setItem(k, v);
  for (const [k, v] of Object.entries(kept.session)) sessionStorage.setItem(k, v);
  await useOtpStore.persist.rehydrate();
}

afterEach(() => {
  useOtpStore.setState({ pending: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('the pending code after a reload (issue 15)', () => {
  it('keeps a code sent a minute ago, even in a new tab', async () => {
    useOtpStore.getState().setPending(pendingAt(Date.now() - 60_000));
    await reload({ newTab: true });
    expect(useOtpStore.getState().pending?.otpToken).toBe('step-token');
  });

  it('drops a code older than its 10 minutes', async () => {
    useOtpStore.getState().setPending(pendingAt(Date.now() - 11 * 60_000));
    await reload({ newTab: false });
    expect(useOtpStore.getState().pending).toBeNull();
  });
});
