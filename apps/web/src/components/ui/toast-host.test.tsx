import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { showToast } from '../../lib/toast.ts';
import { ToastHost } from './toast-host.tsx';

describe('toasts (platform.md §2.4)', () => {
  it('mounts the toast host with the first toast and shows its message', async () => {
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    expect(screen.queryByText('Profile saved.')).toBeNull();
    await showToast({ message: 'Profile saved.' });
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it('has an action text that runs its action, and a close text that closes the toast', async () => {
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    let undone = 0;
    await showToast({ message: 'Profile removed.', action: { label: 'Undo', onClick: () => (undone += 1) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
    await showToast({ message: 'Saved again.' });
    const toast = (await screen.findByText('Saved again.')).closest<HTMLElement>('[role="alert"]')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Saved again.')).toBeNull());
  });
});
