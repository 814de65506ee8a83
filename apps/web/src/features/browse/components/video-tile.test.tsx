import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { VideoTile } from './video-tile.tsx';

afterEach(() => vi.useRealTimers());

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

  it('shows the preview image after 550 ms of hover and goes back to the thumbnail after 10 s', async () => {
    vi.useFakeTimers();
    const { container } = renderWithApp(<VideoTile video={{ ...base, previewUrl: '/media/p.gif' }} />);
    await act(async () => void vi.advanceTimersByTime(0));
    const img = () => container.querySelector('img')?.getAttribute('src');
    fireEvent.mouseEnter(screen.getByRole('link'));
    await act(async () => void vi.advanceTimersByTime(500));
    expect(img()).toBe('/media/t.jpg');
    await act(async () => void vi.advanceTimersByTime(60));
    expect(img()).toBe('/media/p.gif');
    await act(async () => void vi.advanceTimersByTime(10_000));
    expect(img()).toBe('/media/t.jpg');
    expect(screen.queryByTestId('video-progress')).not.toBeInTheDocument();
  });
});
