import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './app-error-boundary.tsx';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('boom');
  return <p>Physics chapter 1</p>;
}

describe('AppErrorBoundary', () => {
  it('shows the fallback for a render error and clears it when the path changes', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <AppErrorBoundary resetKey="/learn/home" fallback={<p>Something went wrong</p>}>
        <Page broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    // Same path: the error stays even though the page would now render.
    rerender(
      <AppErrorBoundary resetKey="/learn/home" fallback={<p>Something went wrong</p>}>
        <Page broken={false} />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    rerender(
      <AppErrorBoundary resetKey="/practice/home" fallback={<p>Something went wrong</p>}>
        <Page broken={false} />
      </AppErrorBoundary>,
    );
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByText('Physics chapter 1')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
