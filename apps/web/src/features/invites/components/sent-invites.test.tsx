import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { SentInvites } from './sent-invites.tsx';

afterEach(() => vi.unstubAllGlobals());

const sent = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  mobile_masked: '••••••3210',
  relationship_type: 3,
  status,
  created_at: 0,
  expires_at: 0,
  accepted_at: null,
  accepted_by_first_name: null,
  ...extra,
});

describe('sent invites on /invite-parent (issue 21 §1)', () => {
  it('lists each invite with its state, and who joined', async () => {
    mockApi({
      '/api/invites': {
        status: 200,
        data: [sent('a', 'accepted', { accepted_at: 1, accepted_by_first_name: 'Arjun' }), sent('b', 'pending'), sent('c', 'expired')],
      },
    });
    renderWithApp(<SentInvites auth="parent" />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('••••••3210 · Father · Arjun joined');
    expect(items[0]).toHaveTextContent('Joined');
    expect(items[1]).toHaveTextContent('Waiting');
    expect(items[2]).toHaveTextContent('Expired');
  });

  it('says when none were sent', async () => {
    mockApi({ '/api/invites': { status: 200, data: [] } });
    renderWithApp(<SentInvites auth="child" />);
    expect(await screen.findByText('You have not sent any invites yet.')).toBeInTheDocument();
  });
});
