import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { JEE_TARGET } from '../test-fixtures.ts';
import { AchieveLandingPage } from './achieve-landing-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const meta = (target: typeof JEE_TARGET | null) => ({
  data: { goal_code: 'preug', exam_code: 'jee-main', exam_name: 'JEE Main', has_target: target !== null, target },
});

describe('/achieve/landing (issue 18 §1)', () => {
  it('without a target: says what Achieve does and leads to Plan your target', async () => {
    const fetchMock = mockApi({ '/api/achieve/exam-user-metadata': meta(null) });
    renderWithApp(<AchieveLandingPage goal="preug" exam="jee-main" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'You have not set a target yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Achieve' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan your target' })).toHaveAttribute('href', '/achieve/plan-your-target');
    expect(screen.getByText('Take a short diagnostic.')).toBeInTheDocument();
    // Where the student stands: the readiness, mastery and future-success pages.
    expect(await screen.findByRole('link', { name: 'Prediction and readiness' })).toHaveAttribute('href', '/achieve/prediction-readiness');
    expect(screen.getByRole('link', { name: 'Explore mastery' })).toHaveAttribute('href', '/achieve/explore-mastery');
    expect(screen.getByRole('link', { name: 'Future success' })).toHaveAttribute('href', '/achieve/future-success');
    const url = requestedUrls(fetchMock).find((u) => u.pathname === '/api/achieve/exam-user-metadata')!;
    expect([url.searchParams.get('goal_code'), url.searchParams.get('exam_code')]).toEqual(['preug', 'jee-main']);
  });

  it('with a target: shows it with the days left and an Edit link, and the saved notice', async () => {
    mockApi({ '/api/achieve/exam-user-metadata': meta(JEE_TARGET) });
    renderWithApp(<AchieveLandingPage goal="preug" exam="jee-main" saved />);
    expect(await screen.findByRole('heading', { level: 2, name: '180 of 300 marks' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your target is saved.');
    expect(screen.getByText(/128 days left/)).toBeInTheDocument();
    expect(screen.getByText('90 minutes')).toBeInTheDocument();
    expect(screen.getByText('IIT by April')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit target' })).toHaveAttribute('href', '/achieve/plan-your-target');
    expect(screen.getByRole('link', { name: 'Start my journey' })).toHaveAttribute('href', '/achieve/start-journey');
  });

  it('a failed load says so and offers Try again', async () => {
    mockApi({ '/api/achieve/exam-user-metadata': () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderWithApp(<AchieveLandingPage goal="preug" exam="jee-main" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Achieve could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
