import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { CaptionsMenu, defaultCaptionLanguage, type CaptionChoice } from './captions.tsx';

const TRACKS = [
  { language: 'en', label: 'English', src: '/media/a.en.vtt?exp=1&sig=x' },
  { language: 'hi', label: 'हिन्दी', src: '/media/a.hi.vtt?exp=1&sig=y' },
];

function choices(selected: string) {
  const select = vi.fn();
  const list: CaptionChoice[] = [
    { value: 'off', label: 'Off', selected: selected === 'off', select: () => select('off') },
    { value: 'captions-en', label: 'English', selected: selected === 'captions-en', select: () => select('captions-en') },
    { value: 'captions-hi', label: 'हिन्दी', selected: selected === 'captions-hi', select: () => select('captions-hi') },
  ];
  return { list, select };
}

const show = (list: CaptionChoice[]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <CaptionsMenu choices={list} shown />
      </MantineProvider>
    </I18nextProvider>,
  );

describe('captions (issue 16 §4)', () => {
  it("starts with the interface language's track when the video has one, else off", () => {
    expect(defaultCaptionLanguage(TRACKS, 'hi')).toBe('hi');
    expect(defaultCaptionLanguage(TRACKS, 'en')).toBe('en');
    expect(defaultCaptionLanguage(TRACKS, 'hi-IN')).toBe('hi');
    expect(defaultCaptionLanguage(TRACKS, 'ta')).toBeNull();
    expect(defaultCaptionLanguage([], 'hi')).toBeNull();
  });

  it('offers Off, English and हिन्दी with the current one checked, and selects a track', async () => {
    await i18n.changeLanguage('en');
    const { list, select } = choices('captions-hi');
    show(list);
    fireEvent.click(screen.getByRole('button', { name: 'Captions: हिन्दी' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Off', 'English', 'हिन्दी']);
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Off', 'English', 'हिन्दी (current)']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(select).toHaveBeenCalledWith('captions-en');
  });

  it('is labelled in the interface language (Hindi), and absent when the video has no tracks', async () => {
    await i18n.changeLanguage('hi');
    try {
      const { list, select } = choices('off');
      const { unmount } = show(list);
      fireEvent.click(screen.getByRole('button', { name: 'कैप्शन' }));
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['बंद', 'English', 'हिन्दी']);
      fireEvent.click(screen.getByRole('menuitem', { name: 'हिन्दी' }));
      expect(select).toHaveBeenCalledWith('captions-hi');
      unmount();
      show([list[0]!]);
      expect(screen.queryByTestId('captions-button')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
