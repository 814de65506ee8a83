/**
 * Renders the whole app (providers, shell and the real route tree) at `path` with a memory
 * history, for tests of routing, guards and the shell.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/providers.tsx';
import { createAppRouter } from '../app/router.tsx';

window.scrollTo = (() => {}) as typeof window.scrollTo;

export function renderAppAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const result = render(
    <AppProviders locale="en" env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
