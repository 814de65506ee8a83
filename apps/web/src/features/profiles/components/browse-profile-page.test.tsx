import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { BrowseProfilePage } from './browse-profile-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('BrowseProfilePage', () => {
  it('leads a teacher’s account, which may hold no profile, to My school (issue 23)', async () => {
    mockApi({ '/api/auth/connected_profiles': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<BrowseProfilePage />, { path: '/browse-profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Who is learning?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teaching a class? Open My school' })).toHaveAttribute('href', '/school');
  });
});
