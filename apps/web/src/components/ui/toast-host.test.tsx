import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
