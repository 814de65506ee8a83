import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { jsonResponse, renderWithApp } from '../../test/render-with-app.tsx';
import { stubWideScreen } from '../../test/wide-screen.ts';
import { TransliteratedInput } from './transliterated-input.tsx';

function Note({ lang }: { lang: string }) {
  const [value, setValue] = useState('');
  return <TransliteratedInput multiline label="Anything else?" lang={lang} value={value} onChange={setValue} />;
}

describe('a free-text field with the transliteration helper (decision 039)', () => {
  beforeEach(() => {
    stubWideScreen();
    mockApi({ '/api/transliterate': (url: URL) => jsonResponse(200, { text: url.searchParams.get('text'), lang: 'ml', suggestions: ['വിദ്യ', 'വീദ്യ'] }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the spellings under a name screen readers read, and takes one with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    renderWithApp(<Note lang="ml" />);
    const note = await screen.findByLabelText('Anything else?');
    expect(note.tagName).toBe('TEXTAREA');
    await user.type(note, 'vidya');
    expect(await screen.findByRole('listbox', { name: 'Spellings in മലയാളം' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'വീദ്യ' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(note).toHaveValue('വീദ്യ');
  });
});
