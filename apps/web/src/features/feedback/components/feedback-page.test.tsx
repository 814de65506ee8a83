import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { stubWideScreen } from '../../../test/wide-screen.ts';
import { useAuthStore } from '../../auth/index.ts';
import { FeedbackPage } from './feedback-page.tsx';

// A guest: no account left signed in by an earlier file of this worker.
beforeEach(() => useAuthStore.getState().reset());
afterEach(() => vi.unstubAllGlobals());

describe('/feedback (issue 24 §5)', () => {
  it('lets a guest send feedback, which is posted to the server, and thanks them', { timeout: 60_000 }, async () => {
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      '/api/feedback': async () => jsonResponse(201, { data: { id: 'f1', stored: true } }),
    });
    fetchMock.mockImplementation(async (input, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return jsonResponse(201, { data: { id: 'f1', stored: true } });
    });
    renderWithApp(<FeedbackPage />, { path: '/feedback' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Something does not work' }));
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Short');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Your message/ }), ' video freezes on my phone.');
    await user.type(screen.getByRole('textbox', { name: /Mobile number or email/ }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(sent).toEqual([{ category: 'problem', message: 'Short video freezes on my phone.', locale: 'en', contact: 'asha@example.in' }]);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('says when sending failed or too many were sent, and keeps the message', { timeout: 60_000 }, async () => {
    let status = 503;
    mockApi({ '/api/feedback': () => jsonResponse(status, { error: { code: status === 429 ? 'RATE_LIMITED' : 'UNAVAILABLE', message: 'x' } }) });
    renderWithApp(<FeedbackPage />, { path: '/feedback' });
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: /Your message/ });
    await user.click(box);
    await user.paste('Please add more chemistry tests.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your feedback was not sent');
    expect(box).toHaveValue('Please add more chemistry tests.');
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You have sent a lot of feedback in a short time.'));
  });

  it('offers spellings in the interface language’s script as the message is typed in Latin letters (platform.md §5, issue 24 §4)', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('hi');
    try {
      stubWideScreen();
      const asked: URL[] = [];
      mockApi({
        '/api/transliterate': (url: URL) => {
          asked.push(url);
          return jsonResponse(200, { text: url.searchParams.get('text'), lang: 'hi', suggestions: ['वीडियो रुकता है', 'विडियो रुकता है'] });
        },
      });
      renderWithApp(<FeedbackPage />, { path: '/feedback' });
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1 });
      const message = document.querySelector('textarea')!;
      await user.type(message, 'video rukta hai');
      await screen.findByRole('option', { name: 'विडियो रुकता है' });
      expect(asked.at(-1)?.searchParams.get('lang')).toBe('hi');
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(message).toHaveValue('विडियो रुकता है');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
