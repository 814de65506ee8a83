import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { VideoTile } from './video-tile.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const base = {
  code: 'v-1',
  title: 'Trigonometric ratios of 30°, 45° and 60° explained with triangles',
  lengthS: 120,
  thumbnail: '/media/t.jpg',
  owner: 'Abhyas',
};

describe('video tile (learning.md §4 Tiles)', () => {
  it('cuts the label at 45 characters, keeps the full title in its name, and caps the progress bar at 100 %', async () => {
    vi.useFakeTimers();
    renderWithApp(<VideoTile video={{ ...base, watchedS: 300 }} />);
    await act(async () => void vi.advanceTimersByTime(0));
    const link = screen.getByRole('link', { name: `${base.title}, 2:00, 100% watched` });
    expect(link).toHaveAttribute('href', '/video/summary/v-1');
    expect(link).toHaveTextContent('Trigonometric ratios of 30°, 45° and 60° exp…');
    expect(screen.getByTestId('video-progress')).toHaveAttribute('data-percent', '100');
  });

  /** Our own thumbnail at the width of the quality preset: jsdom's 1024 px window is "auto" → high, 450 px (platform.md §9). */
  const THUMB = '/media/t.jpg?w=450';

  it('shows the preview image after 550 ms of hover and goes back to the thumbnail after 10 s', async () => {
    vi.useFakeTimers();
    const { container } = renderWithApp(<VideoTile video={{ ...base, previewUrl: '/media/p.gif' }} />);
    await act(async () => void vi.advanceTimersByTime(0));
    const img = () => container.querySelector('img')?.getAttribute('src');
    fireEvent.mouseEnter(screen.getByRole('link'));
    await act(async () => void vi.advanceTimersByTime(500));
    expect(img()).toBe(THUMB);
    await act(async () => void vi.advanceTimersByTime(60));
    expect(img()).toBe('/media/p.gif');
    await act(async () => void vi.advanceTimersByTime(10_000));
    expect(img()).toBe(THUMB);
    expect(screen.queryByTestId('video-progress')).not.toBeInTheDocument();
  });

  it('plays a muted preview clip after 550 ms of hover, back to the thumbnail after 10 s or when the pointer leaves', async () => {
    vi.useFakeTimers();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const previewUrl = '/media/clip-preview.mp4?exp=1700000000&sig=abc';
    const { container } = renderWithApp(<VideoTile video={{ ...base, previewUrl }} />);
    await act(async () => void vi.advanceTimersByTime(0));
    const preview = () => container.querySelector<HTMLVideoElement>('video[data-testid="tile-preview"]');
    const link = screen.getByRole('link');

    fireEvent.mouseEnter(link);
    await act(async () => void vi.advanceTimersByTime(549));
    expect(preview()).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', THUMB);
    await act(async () => void vi.advanceTimersByTime(1));
    const video = preview()!;
    expect(video).toHaveAttribute('src', previewUrl);
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', THUMB);
    expect(video.loop).toBe(true);
    expect(play).toHaveBeenCalled();
    // The link's name stays the video's title: the preview is decoration.
    expect(link).toHaveAccessibleName(`${base.title}, 2:00`);
    await act(async () => void vi.advanceTimersByTime(9_999));
    expect(preview()).not.toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(preview()).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', THUMB);

    // Leaving early reverts at once; a hover shorter than 550 ms never starts it.
    fireEvent.mouseEnter(link);
    await act(async () => void vi.advanceTimersByTime(600));
    expect(preview()).not.toBeNull();
    fireEvent.mouseLeave(link);
    expect(preview()).toBeNull();
    fireEvent.mouseEnter(link);
    await act(async () => void vi.advanceTimersByTime(300));
    fireEvent.mouseLeave(link);
    await act(async () => void vi.advanceTimersByTime(1_000));
    expect(preview()).toBeNull();
  });

  it('plays the preview on keyboard focus too, stops on blur, and keeps the thumbnail when the preview fails to load', async () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = renderWithApp(<VideoTile video={{ ...base, previewUrl: '/media/clip-preview.mp4' }} />);
    await act(async () => void vi.advanceTimersByTime(0));
    const preview = () => container.querySelector('video');
    const link = screen.getByRole('link');
    fireEvent.focus(link);
    await act(async () => void vi.advanceTimersByTime(550));
    expect(preview()).not.toBeNull();
    fireEvent.blur(link);
    expect(preview()).toBeNull();
    fireEvent.focus(link);
    await act(async () => void vi.advanceTimersByTime(550));
    fireEvent.error(preview()!);
    expect(preview()).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', THUMB);
  });
});
