import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { MainHeader } from './main-header.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('MainHeader', () => {
  it('offers My school for teachers in the profile menu (issue 23)', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<MainHeader profileName="Aarav" onSignOut={vi.fn()} />, { path: '/learn/home' });
    await user.click(await screen.findByRole('button', { name: 'Profile menu for Aarav' }));
    expect(await screen.findByRole('menuitem', { name: 'My school (teachers)' })).toHaveAttribute('href', '/school');
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('href', '/account-settings');
  });

  it('opens the profile menu, loaded on first use, on the first press, and signs out from it (issue 25 §3)', async () => {
    mockApi({});
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<MainHeader profileName="Aarav" onSignOut={onSignOut} />, { path: '/learn/home' });
    const button = await screen.findByRole('button', { name: 'Profile menu for Aarav' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('opens the phone menu, loaded with the burger, with the four areas and the current one marked', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<MainHeader profileName="Aarav" onSignOut={vi.fn()} />, { path: '/practice/home' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/learn/home', '/practice/home', '/test/home', '/achieve/landing']);
    expect(within(dialog).getByRole('link', { name: /practice/i })).toHaveAttribute('data-active', 'true');
  });
});
