import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { FamilyDataPage } from './family-data-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const state = (extra: Record<string, unknown> = {}) => ({
  profile_id: 'p1',
  first_name: 'Anika',
  status: 'pending',
  origin: 'student',
  pending_since: Date.UTC(2026, 10, 1),
  pending_until: Date.UTC(2026, 10, 1) + 30 * DAY,
  consented_at: null,
  consented_by_first_name: null,
  wording_version: null,
  can_consent: false,
  ...extra,
});

describe('the family’s data on the web (issue 21 §3)', () => {
  it('tells a pending student their records are kept until a date, with a link to invite a parent', async () => {
    mockApi({ '/api/family/consent': { status: 200, data: { wording_version: '2026-11-27', profiles: [state()] } } });
    renderWithApp(<ConsentBanner />);
    expect(await screen.findByText(/kept until December 1, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a parent' })).toHaveAttribute('href', '/invite-parent');
  });

  it('shows nothing once a parent consented', async () => {
    mockApi({ '/api/family/consent': { status: 200, data: { wording_version: '2026-11-27', profiles: [state({ status: 'given', pending_until: null })] } } });
    const { container } = renderWithApp(<ConsentBanner />);
    await waitFor(() => expect(container.querySelector('[data-testid="consent-banner"]')).toBeNull());
  });

  it('shows the parent the wording, and the consent button only once the box is ticked', async () => {
    mockApi({
      '/api/family/consent': { status: 200, data: { wording_version: '2026-11-27', profiles: [state({ origin: 'parent', can_consent: true })] } },
      '/api/family/exports': { status: 200, data: [] },
      '/api/family/erasure': { status: 200, data: [] },
    });
    renderWithApp(<FamilyDataPage />);
    expect(await screen.findByText(/I consent to Abhyas processing this child's learning data/)).toBeInTheDocument();
    expect(screen.getByText('No tracking of children and no targeted advertising directed at children.')).toBeInTheDocument();
    const give = screen.getByRole('button', { name: 'Give consent' });
    expect(give).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this and I consent' }));
    expect(give).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Prepare a download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Delete Anika's profile" })).toBeInTheDocument();
  });
});
