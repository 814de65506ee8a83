import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestedUrls } from '../../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../../test/render-with-app.tsx';
import { SearchBox } from './search-box.tsx';

/** A screen `width` px wide as far as media queries go. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

const api = () =>
  mockApi({
    '/api/transliterate': (url: URL) =>
      jsonResponse(200, { text: url.searchParams.get('text'), lang: url.searchParams.get('lang'), suggestions: ['प्रकश', 'प्रकाश', 'प्रकष'] }),
    '/api/search/suggestions': { query: 'x', suggestions: [] },
  });

describe('the search box’s transliteration helper (platform.md §5; learning.md §5; decision 039)', () => {
  beforeEach(() => screenWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('offers spellings in the student’s script for Latin letters, and puts the chosen one in the field', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithApp(<SearchBox initialQuery="" onSearch={() => {}} onPick={() => {}} lang="hi" />);
    const box = await screen.findByLabelText(/search chapters/i);
    await user.type(box, 'prakash');
    expect(await screen.findByText('Write in हिन्दी')).toBeInTheDocument();
    const spelling = await screen.findByRole('option', { name: 'प्रकाश' });
    const asked = requestedUrls(fetchMock).filter((u) => u.pathname === '/api/transliterate');
    expect(asked.at(-1)?.searchParams.get('lang')).toBe('hi');
    expect(asked.at(-1)?.searchParams.get('text')).toBe('prakash');
    await user.click(spelling);
    expect(box).toHaveValue('प्रकाश');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'प्रकष' })).not.toBeInTheDocument());
  });

  it('offers nothing on a screen 768 px wide or narrower, in English, or for one Assamese letter', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    screenWidth(768);
    const { unmount } = renderWithApp(<SearchBox initialQuery="" onSearch={() => {}} onPick={() => {}} lang="hi" />);
    await user.type(await screen.findByLabelText(/search chapters/i), 'prakash');
    unmount();
    screenWidth(1280);
    const english = renderWithApp(<SearchBox initialQuery="" onSearch={() => {}} onPick={() => {}} lang="en" />);
    await user.type(await screen.findByLabelText(/search chapters/i), 'prakash');
    english.unmount();
    renderWithApp(<SearchBox initialQuery="" onSearch={() => {}} onPick={() => {}} lang="as" />);
    await user.type(await screen.findByLabelText(/search chapters/i), 'k');
    await new Promise((r) => setTimeout(r, 400));
    expect(requestedUrls(fetchMock).filter((u) => u.pathname === '/api/transliterate')).toEqual([]);
    expect(screen.queryByText(/Write in/)).not.toBeInTheDocument();
  });

  it('asks only after a single printable character: Backspace and pasting do not', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderWithApp(<SearchBox initialQuery="" onSearch={() => {}} onPick={() => {}} lang="hi" />);
    const box = await screen.findByLabelText(/search chapters/i);
    await user.click(box);
    await user.paste('prakash');
    await new Promise((r) => setTimeout(r, 400));
    await user.type(box, '{Backspace}');
    await new Promise((r) => setTimeout(r, 400));
    expect(requestedUrls(fetchMock).filter((u) => u.pathname === '/api/transliterate')).toEqual([]);
    await user.type(box, 'h');
    await screen.findByRole('option', { name: 'प्रकाश' });
  });
});
