import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
});
