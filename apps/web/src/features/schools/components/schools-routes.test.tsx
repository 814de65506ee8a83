import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.tsx';
import { mockApi } from '../../../test/mock-api.ts';
import { CLASS_DETAIL, CLASS_ID, INSTITUTE_ID, NOW } from '../test-fixtures.ts';
import { SchoolRoute } from './schools-routes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** The app's two `/school` routes with this component. */
function renderSchoolAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/school', component: () => <SchoolRoute /> }),
      createRoute({ getParentRoute: () => root, path: '/school/$', component: () => <SchoolRoute /> }),
    ]),
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

describe('/school routes (issue 23)', () => {
  it('opens the home, a class on the tab its URL names, and an institute’s staff', async () => {
    mockApi({
      '/api/institutes': { status: 200, data: [{ id: INSTITUTE_ID, name: 'Sunrise School', kind: 'school', city: null, role: 'teacher', created_at: NOW }] },
      '/api/classes': { status: 200, data: [] },
      [`/api/classes/${CLASS_ID}`]: { status: 200, data: CLASS_DETAIL },
      [`/api/classes/${CLASS_ID}/assignments`]: { status: 200, data: [] },
      [`/api/institutes/${INSTITUTE_ID}/staff`]: { status: 200, data: [] },
    });
    const home = renderSchoolAt('/school');
    expect(await screen.findByRole('heading', { level: 1, name: 'My school' })).toBeInTheDocument();
    home.unmount();

    const cls = renderSchoolAt(`/school/classes/${CLASS_ID}?tab=assignments`);
    expect(await screen.findByRole('tab', { name: 'Assignments', selected: true })).toBeInTheDocument();
    cls.unmount();

    renderSchoolAt(`/school/institutes/${INSTITUTE_ID}/staff`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff of Sunrise School' })).toBeInTheDocument();
  });

  it('says so for any other path below /school, with the way back', async () => {
    mockApi({});
    renderSchoolAt('/school/classes');
    expect(await screen.findByTestId('school-not-found')).toHaveTextContent('There is no such page under My school.');
    expect(screen.getByRole('link', { name: 'Back to My school' })).toHaveAttribute('href', '/school');
  });
});
