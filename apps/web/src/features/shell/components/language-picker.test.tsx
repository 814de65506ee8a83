import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFixture, profileFixture } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { useAuthStore } from '../../auth/index.ts';
import { LanguagePicker } from './language-picker.tsx';

const exam = (code: string, langs: string[]) => ({
  code,
  name: code,
  slug: code,
  parent_code: 'cbse',
  parent_name: 'CBSE',
  parent_display_name: 'CBSE',
  grade: 10,
  board: 'CBSE',
  format_reference: 'f',
  learnpath_name: 'l',
  supported_languages: langs,
});

afterEach(() => {
  useAuthStore.getState().reset();
  vi.unstubAllGlobals();
});

/** Opens the header's picker and picks `language` (its English name). */
async function choose(language: RegExp) {
  const user = userEvent.setup();
  // As the app renders the header: outside the pages' QueryClientProvider.
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <LanguagePicker />
      </MantineProvider>
    </I18nextProvider>,
  );
  await user.click(await screen.findByRole('button', { name: /language/i }));
  await user.click(await screen.findByRole('radio', { name: language }));
  return screen.getByRole('button', { name: 'Done' });
}

describe("the header's language picker (platform.md §4.3; issue 24 §4)", () => {
  it("offers only the profile's exam's languages: Done is refused for another", async () => {
    const diya = profileFixture('diya');
    useAuthStore.setState({
      parentToken: 'p',
      childToken: 'child-diya',
      currentProfileId: 'diya',
      account: accountFixture({ profiles: [diya] }),
      hasSession: true,
    });
    mockApi({ '/api/content/goals-exams': { goals: [{ code: 'cbse', name: 'CBSE', type: 'K12', exams: [exam('cbse-10', ['en', 'hi'])] }] } });
    const done = await choose(/Tamil/);
    await waitFor(() => expect(done).toBeDisabled());
    expect(screen.getByRole('radio', { name: /Tamil/ })).toHaveAccessibleDescription(/not available for this exam/i);
    await userEvent.click(screen.getByRole('radio', { name: /Hindi/ }));
    expect(done).toBeEnabled();
  });

  it('offers all twelve languages when signed out', async () => {
    mockApi({});
    const done = await choose(/Tamil/);
    expect(done).toBeEnabled();
    expect(screen.getAllByRole('radio')).toHaveLength(12);
  });
});
