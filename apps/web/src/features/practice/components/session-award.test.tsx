import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { EmbiumAward } from './session-award.tsx';

/** Award feedback beyond practice (issue 20 §3): tests, a day's revision, milestones. */
describe('EmbiumAward', () => {
  it('asks for each earned milestone in turn and says what they earned together; a refused one (409) adds nothing', async () => {
    const fetchMock = mockApi({
      '/api/embiums/award': (url: URL) =>
        url.searchParams.get('object_id') === 'jee-main:streak_7'
          ? jsonResponse(409, { error: { code: 'NOT_ELIGIBLE', message: 'not yet' } })
          : jsonResponse(200, { data: { total_points: 9, awarded_points: 2, user_message: 'x', feature_category: 'Achieve' } }),
    });
    renderWithApp(<EmbiumAward event="milestone" objects={['jee-main:first_practice', 'jee-main:streak_7', 'jee-main:first_full_test']} />);
    expect(await screen.findByTestId('embium-award')).toHaveTextContent('You earned 4 embiums for your milestones!');
    const asked = requestedUrls(fetchMock).filter((u) => u.pathname === '/api/embiums/award');
    expect(asked.map((u) => [u.searchParams.get('event_id'), u.searchParams.get('object_id')])).toEqual([
      ['milestone', 'jee-main:first_practice'],
      ['milestone', 'jee-main:streak_7'],
      ['milestone', 'jee-main:first_full_test'],
    ]);
  });

  it('a finished test: says what it earned; waits while not enabled', async () => {
    const fetchMock = mockApi({
      '/api/embiums/award': () => jsonResponse(200, { data: { total_points: 10, awarded_points: 10, user_message: 'x', feature_category: 'Test' } }),
    });
    const waiting = renderWithApp(<EmbiumAward event="test_finished" objects={['s-1']} enabled={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(requestedUrls(fetchMock).filter((u) => u.pathname === '/api/embiums/award')).toHaveLength(0);
    waiting.unmount();
    renderWithApp(<EmbiumAward event="test_finished" objects={['s-2']} />);
    expect(await screen.findByTestId('embium-award')).toHaveTextContent('You earned 10 embiums for finishing this test!');
  });
});
