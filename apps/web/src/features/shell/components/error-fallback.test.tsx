import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { MODULE_RELOAD_KEY } from '../../../lib/module-reload.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { ErrorFallback, pageReload } from './error-fallback.tsx';

const original = pageReload.run;
afterEach(() => {
  pageReload.run = original;
  sessionStorage.clear();
});

function MissingChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: https://abhyas.test/assets/practice-routes-1a2b3c.js');
}

function renderShell() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <AppErrorBoundary resetKey="/practice" fallback={(error) => <ErrorFallback error={error} />}>
          <MissingChunk />
        </AppErrorBoundary>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('a route chunk missing after a deploy (platform.md §8 module not found)', () => {
  it('reloads the page once, saying so, and after that offers Retry instead of reloading again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    pageReload.run = reload;

    const first = renderShell();
    expect(await screen.findByText('Part of this page was updated. Reloading the page…')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(MODULE_RELOAD_KEY)).not.toBeNull();
    first.unmount();

    // The reloaded page still misses the chunk: no second reload, a way out instead of a blank page.
    renderShell();
    expect(await screen.findByText('A new version of Abhyas is out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it('keeps the plain retry screen for other errors, without reloading', () => {
    const reload = vi.fn();
    pageReload.run = reload;
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <ErrorFallback error={new Error('boom')} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
