import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { useCbtStore } from '../stores/cbt-store.ts';
import { CbtAnnouncer } from './cbt-announcer.tsx';

const ui = (remaining: number, sayTime = 0) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider env="test">
      <CbtAnnouncer remaining={remaining} sayTime={sayTime} />
    </MantineProvider>
  </I18nextProvider>
);

// Issue 22 §1: the one polite live region of the test speaks at 30, 10 and 5 minutes left, on a
// change of section or question, and on demand (Alt+T) — never every second.
describe('CbtAnnouncer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useCbtStore.getState().init({
      sections: [
        { code: 'phy', name: 'Physics', questionCodes: ['p1', 'p2'] },
        { code: 'che', name: 'Chemistry', questionCodes: ['c1', 'c2'] },
      ],
      nextEorder: 1,
      clock: () => 0,
      sink: () => {},
    });
  });

  it('is silent while the clock ticks, and speaks the time left in words at 30 minutes and on demand', async () => {
    const { rerender } = render(ui(1803));
    const region = await screen.findByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    rerender(ui(1802));
    rerender(ui(1801));
    expect(region.textContent).toBe('');
    rerender(ui(1800));
    expect(region.textContent?.trim()).toBe('Time left 30 minutes');
    rerender(ui(1799));
    expect(region.textContent?.trim()).toBe('Time left 30 minutes');
    rerender(ui(1750, 1));
    expect(region.textContent?.trim()).toBe('Time left 29 minutes');
  });

  it('names the new section with its answered count, and the new question', async () => {
    render(ui(3600));
    const region = await screen.findByRole('status');
    act(() => useCbtStore.getState().saveAndNext());
    expect(region.textContent?.trim()).toBe('Question No. 2');
    act(() => useCbtStore.getState().changeSection('che'));
    expect(region.textContent?.trim()).toBe('Chemistry: 0 of 2 answered. Question No. 1');
  });
});
