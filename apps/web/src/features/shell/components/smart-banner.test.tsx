import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { SmartBanner } from './smart-banner.tsx';

const originalWidth = window.innerWidth;

/** The banner next to a marker, so a test can wait until the page has rendered. */
const page = (
  <>
    <p>page ready</p>
    <SmartBanner signedIn={false} />
  </>
);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => localStorage.clear());
afterEach(() => setWidth(originalWidth));

describe('SmartBanner', () => {
  it('shows the lens banner with Download Now on a 360 px phone', async () => {
    setWidth(360);
    renderWithApp(page);
    expect(await screen.findByText(/Scan your books/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/lens');
  });

  it('is not shown wider than 480 px', async () => {
    setWidth(768);
    renderWithApp(page);
    await screen.findByText('page ready');
    expect(screen.queryByRole('link', { name: 'Download Now' })).not.toBeInTheDocument();
  });

  it('stays closed after it is dismissed, across page loads', async () => {
    setWidth(360);
    const first = renderWithApp(page);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByRole('link', { name: 'Download Now' })).not.toBeInTheDocument();
    expect(Number(localStorage.getItem(STORAGE_KEYS.smartBannerClosed))).toBeGreaterThan(Date.now() - 60_000);
    first.unmount();

    renderWithApp(page);
    await screen.findByText('page ready');
    expect(screen.queryByRole('link', { name: 'Download Now' })).not.toBeInTheDocument();
  });

  it('is not shown inside the signed-in app (issue 15)', async () => {
    setWidth(360);
    renderWithApp(
      <>
        <p>page ready</p>
        <SmartBanner signedIn />
      </>,
    );
    await screen.findByText('page ready');
    expect(screen.queryByRole('link', { name: 'Download Now' })).not.toBeInTheDocument();
  });

  it('shows again once 7 days have passed since it was closed (issue 15)', async () => {
    setWidth(360);
    const first = renderWithApp(page);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close the app banner' }));
    first.unmount();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 8 * 24 * 3600_000);
      renderWithApp(page);
      expect(await screen.findByRole('link', { name: 'Download Now' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
