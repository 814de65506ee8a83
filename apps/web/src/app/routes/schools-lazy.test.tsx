import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { SchoolsRoute } from './schools-lazy.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** The schools routes as the app declares them (app-routes.tsx, plain-routes.tsx), all with this component. */
const PATHS = [
  '/user-home/assignment/{-$assignmentId}',
  '/user-home/live-classes',
  '/live-class/$liveClassId/{-$type}',
  '/iframe/liveclass',
  '/school',
  '/school/$',
];

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren(PATHS.map((p) => createRoute({ getParentRoute: () => root, path: p, component: () => <SchoolsRoute /> }))),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('SchoolsRoute (issue 23: every schools route, told apart by the path)', () => {
  it.each([
    ['/user-home/assignment', 'Assignments'],
    ['/user-home/live-classes', 'Live classes'],
    ['/school', 'My school'],
  ])('%s shows its screen', async (path, heading) => {
    mockApi({
      '/api/student/classes': { status: 200, data: [] },
      '/api/user-home/assignments': { status: 200, data: [] },
      '/api/live-classes': { status: 200, data: [] },
      '/api/institutes': { status: 200, data: [] },
      '/api/classes': { status: 200, data: [] },
    });
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/live-class/{id} and /iframe/liveclass join the live class they name', async () => {
    const fetchMock = mockApi({});
    const first = renderAt('/live-class/l-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Live class not found');
    first.unmount();
    renderAt('/iframe/liveclass?live_class_id=l-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Live class not found');
    const joins = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname).filter((p) => p.endsWith('/join'));
    expect(joins).toEqual(['/api/live-classes/l-1/join', '/api/live-classes/l-2/join']);
  });

  it.each(['/live-class/l-1/performance', '/live-class/l-1?analysis=performance'])('%s opens the class report (platform.md §2)', async (path) => {
    const fetchMock = mockApi({});
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Class report' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Live class not found');
    const calls = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);
    expect(calls).toContain('/api/live-classes/l-1/performance');
    expect(calls.some((p) => p.endsWith('/join'))).toBe(false);
  });
});
