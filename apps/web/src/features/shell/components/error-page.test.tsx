import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { ERROR_PAGE_TYPES } from '@abhyas/domain';
import { i18n } from '../../../lib/i18n.ts';
import { ErrorPage, type ErrorPageProps } from './error-page.tsx';

function renderPage(props: ErrorPageProps) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ErrorPage {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** What a user reads for each §8 type: [title, message]. */
const EXPECTED: Record<string, [string, string | RegExp]> = {
  contentNotFound: ['Page not found', /couldn’t find the page/],
  pageNotFound: ['Page not found', /couldn’t find the page/],
  methodNotAllowed: ['Page not found', /couldn’t find the page/],
  search: ['No results', /Nothing matched your search/],
  network: ['No internet connection', /You seem to be offline/],
  server: ['Server error', /Something went wrong on our side/],
  '500': ['Server error', /Something went wrong on our side/],
  badGateway: ['Server error', /Something went wrong on our side/],
  '502': ['Server error', /Something went wrong on our side/],
  '503': ['We’ll be right back', /under maintenance/],
  '504': ['This is taking too long', /did not answer in time/],
  '507': ['Storage is full', /storage is full/],
  '204': ['You’ve covered it all', /no more content/],
  bookmarkNotFound: ['No bookmarks yet', 'Sorry, we do not have any bookmarked questions available'],
  sessionExpired: ['Session expired', 'Sorry, your session is expired. Please login again'],
  authTokenExpired: ['Please sign in again', /sign-in has run out/],
  noExam: ['No exam chosen', /doesn’t have an exam yet/],
  badRequest: ['Something doesn’t look right', /couldn’t understand that request/],
  authorisationError: ['Sign-in failed', 'Incorrect Credentials.'],
  contentExhausted: ['All done here', /gone through all the content/],
  forbidden: ['You don’t have access', /isn’t available for your account/],
  rateLimiting: ['Too many tries', /a lot of requests/],
  pageNotPresent: ['This page isn’t here any more', /no longer available/],
  schoolNotFound: ['School not found', 'Looks like your school is not on the product'],
  custom: ['Something went wrong', 'Please try again.'],
  unknown: ['Something went wrong', /unexpected error/],
};

describe('ErrorPage', () => {
  it('has an expectation for every error type of the catalogue', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ERROR_PAGE_TYPES].sort());
  });

  it.each(Object.entries(EXPECTED))('shows the %s page text', (type, [title, message]) => {
    renderPage({ type });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('maps the old token-expired name and unknown values', () => {
    const { unmount } = renderPage({ type: 'embibeTokenExpired' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Please sign in again');
    unmount();
    renderPage({ type: 'definitely-not-a-type' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
  });

  it('shows a custom page with the caller’s text and image, an action and back', async () => {
    const onClick = vi.fn();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { container } = renderPage({
      type: 'custom',
      title: 'Quiz closed',
      description: 'This quiz closed at 5 pm.',
      image: '/quiz.svg',
      action: { label: 'See results', onClick },
      showBack: true,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quiz closed');
    expect(screen.getByText('This quiz closed at 5 pm.')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/quiz.svg');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'See results' }));
    expect(onClick).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });
});
