import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
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
});
