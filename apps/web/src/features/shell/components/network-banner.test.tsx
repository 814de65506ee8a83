import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { resetSlowNetworkFlag } from '../../../lib/slow-network.ts';
import { NetworkBanner } from './network-banner.tsx';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

function setConnection(effectiveType: string | undefined) {
  const connection = effectiveType ? Object.assign(new EventTarget(), { effectiveType }) : undefined;
  Object.defineProperty(window.navigator, 'connection', { configurable: true, get: () => connection });
}

function renderBanner() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <NetworkBanner />
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  resetSlowNetworkFlag();
  setOnline(true);
  setConnection(undefined);
});

describe('NetworkBanner', () => {
  it('shows nothing online, and tells the user when the connection drops and returns', () => {
    setOnline(true);
    renderBanner();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');

    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('warns about a 2g connection', () => {
    setOnline(true);
    setConnection('2g');
    renderBanner();
    expect(screen.getByRole('status')).toHaveTextContent('Slow connection');
  });

  it('says the connection is slow once a call takes more than 2 seconds, and no more after a quick one (platform.md §8)', async () => {
    vi.useFakeTimers();
    setOnline(true);
    let answer: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = createApiClient({ fetch, auth: () => null });
    renderBanner();
    const slowCall = client.api('/api/anything', { auth: 'none' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Slow connection');
    await act(async () => {
      answer(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
      await slowCall;
    });
    // Still slow until a call is answered in time.
    expect(screen.getByRole('status')).toHaveTextContent('Slow connection');
    fetch.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
    await act(async () => {
      await client.api('/api/anything', { auth: 'none' });
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
