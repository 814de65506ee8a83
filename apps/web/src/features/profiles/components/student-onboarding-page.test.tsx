import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountFixture } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { StudentOnboardingPage } from './student-onboarding-page.tsx';

beforeEach(() => {
  useAuthStore.setState({ parentToken: 'parent-token', account: accountFixture(), hasSession: true });
  mockApi({ '/api/content/goals-exams': { goals: [] } });
});
afterEach(() => useAuthStore.getState().reset());

describe('onboarding says who is being set up (issue 15)', () => {
  it('greets the parent, then asks for the child’s details, clearly labelled', async () => {
    renderWithApp(<StudentOnboardingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Abhyas, Asha!' })).toBeInTheDocument();
    expect(screen.getByText(/set up your child’s learning/i)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your child’s profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/your child’s name/i)).toBeInTheDocument();
  });
});
