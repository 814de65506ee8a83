import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { LanguageChooser, type LanguageChooserProps } from './language-chooser.tsx';

function renderChooser(props: Partial<LanguageChooserProps> = {}) {
  const onDone = vi.fn();
  const onBack = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <LanguageChooser onDone={onDone} onBack={onBack} {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { onDone, onBack, user: userEvent.setup() };
}

describe('LanguageChooser', () => {
  it('lists the twelve languages with native and English names under "Choose language"', () => {
    renderChooser();
    expect(screen.getByRole('heading', { name: 'Choose language' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    expect(screen.getByRole('radio', { name: /हिन्दी\s*Hindi/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /অসমীয়া\s*Assamese/ })).toBeInTheDocument();
  });

  it('keeps Done disabled until a language is chosen', async () => {
    const { user, onDone } = renderChooser();
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /தமிழ்/ }));
    expect(done).toBeEnabled();
    await user.click(done);
    expect(onDone).toHaveBeenCalledWith('ta');
  });

  it('enables Done only for a language the exam supports', async () => {
    const { user, onDone } = renderChooser({ initial: 'en', supported: ['en', 'hi'] });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /ಕನ್ನಡ/ }));
    expect(done).toBeDisabled();
    expect(screen.getAllByText('Not available for this exam yet')).toHaveLength(10);
    await user.click(screen.getByRole('radio', { name: /हिन्दी/ }));
    await user.click(done);
    expect(onDone).toHaveBeenCalledWith('hi');
  });

  it('goes back with Back', async () => {
    const { user, onBack } = renderChooser();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
