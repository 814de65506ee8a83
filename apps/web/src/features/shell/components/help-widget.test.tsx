import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import { setVideoPlaying } from '../../../lib/video-playing.ts';
import { HelpWidget } from './help-widget.tsx';

afterEach(() => setVideoPlaying(false));

describe('HelpWidget (platform.md §2.4)', () => {
  it('hides while a video plays and comes back when it stops', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <HelpWidget path="/learn/home" deviceType={null} guest={false} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    act(() => setVideoPlaying(true));
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
    act(() => setVideoPlaying(false));
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
  });
});
