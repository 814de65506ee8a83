import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { RecommendationSection, RecommendedVideo } from '@abhyas/contracts/learn/recommendations';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { EndScreen, recommendationHref } from './end-screen.tsx';

const video = (id: string, title: string): RecommendedVideo => ({
  type: 'Video',
  id,
  title,
  url: `/media/${id}.mp4`,
  cdn_url: `/media/${id}.mp4?sig=x`,
  fallback_url: null,
  source_type: 'cdn',
  length: 95,
  thumb: null,
  preview_url: null,
  owner_info: { name: 'Abhyas', url: null, license: null },
  learning_map: { chapter_code: 'ch-1', chapter_name: 'Chapter one', topic_code: null, topic_learnpath_name: null },
  currency: 0,
  is_public: false,
  content_status: null,
  watched_duration: 0,
});
const SECTIONS: RecommendationSection[] = [
  { section_id: 'related_videos', section_name: 'Related videos', content: [video('v-2', 'Second lesson')] },
  {
    section_id: 'practice',
    section_name: 'Practice',
    content: [
      {
        type: 'Practice',
        id: 'ch-1',
        title: 'Chapter one',
        learning_map: { chapter_code: 'ch-1', chapter_name: 'Chapter one', subject: 'maths' },
        question_count: 12,
      },
    ],
  },
];

afterEach(() => vi.useRealTimers());

/** A mouse moving over `el` by `dx` px (0: the browser's move without movement, after a layout change). */
function pointerMove(el: HTMLElement, dx: number) {
  fireEvent.pointerMove(el, { pointerType: 'mouse', clientX: 100, clientY: 100, movementX: 0, movementY: 0 });
  if (dx !== 0) fireEvent.pointerMove(el, { pointerType: 'mouse', clientX: 100 + dx, clientY: 100, movementX: dx, movementY: 0 });
}

function renderEnd(next: RecommendedVideo | null, handlers: { onPlay?: (id: string) => void } = {}, checkHref: string | null = null) {
  const props = {
    onPlay: vi.fn<(id: string) => void>(),
    onNavigate: vi.fn<(href: string) => void>(),
    onReplay: vi.fn<() => void>(),
    onClose: vi.fn<() => void>(),
    ...handlers,
  };
  const view = renderWithApp(<EndScreen next={next} sections={SECTIONS} checkHref={checkHref} {...props} />);
  return { ...props, ...view };
}

describe('end-of-video screen (learning.md §2, §4 Video)', () => {
  it('offers the check for understanding of the video first, and leaves for it (issue 24 §2)', async () => {
    const href = '/practice?mode=CFUPractice&practice_id=v-1&lm_name=Lesson&title=Lesson';
    const { onNavigate } = renderEnd(null, {}, href);
    const check = await screen.findByTestId('understanding-check');
    expect(check).toHaveTextContent('Check your understanding');
    fireEvent.click(screen.getByRole('button', { name: 'Start the check' }));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(href);
  });

  it('shows no check for a video without questions', async () => {
    renderEnd(null);
    expect(await screen.findByRole('heading', { name: 'Well done! What next?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the check' })).not.toBeInTheDocument();
  });

  it('counts down from 5 once a second and plays the next video at 0', async () => {
    vi.useFakeTimers();
    const { onPlay } = renderEnd(video('v-next', 'The next lesson'));
    await act(async () => void vi.advanceTimersByTime(0));
    expect(screen.getByTestId('autoplay-message')).toHaveTextContent('Next video in 5 seconds');
    for (const left of [4, 3, 2, 1]) {
      await act(async () => void vi.advanceTimersByTime(1000));
      expect(screen.getByTestId('autoplay-message')).toHaveTextContent(left === 1 ? 'Next video in 1 second' : `Next video in ${left} seconds`);
    }
    expect(onPlay).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(onPlay).toHaveBeenCalledExactlyOnceWith('v-next');
  });

  it('stops the countdown on hover and says "Up next"; a new next video starts it again', async () => {
    vi.useFakeTimers();
    const onPlay = vi.fn();
    function Harness() {
      const [next, setNext] = useState(video('v-next', 'The next lesson'));
      return (
        <>
          <button type="button" onClick={() => setNext(video('v-other', 'Another lesson'))}>
            switch
          </button>
          <EndScreen next={next} sections={SECTIONS} onPlay={onPlay} onNavigate={vi.fn()} onReplay={vi.fn()} onClose={vi.fn()} />
        </>
      );
    }
    renderWithApp(<Harness />);
    await act(async () => void vi.advanceTimersByTime(0));
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('autoplay-message')).toHaveTextContent('Next video in 4 seconds');
    pointerMove(screen.getByTestId('autoplay-card'), 4);
    expect(screen.getByTestId('autoplay-message')).toHaveTextContent('Up next');
    for (let i = 0; i < 8; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    expect(onPlay).not.toHaveBeenCalled();
    expect(screen.getByTestId('autoplay-message')).toHaveTextContent('Up next');
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByTestId('autoplay-message')).toHaveTextContent('Next video in 5 seconds');
    expect(screen.getByText('Another lesson')).toBeInTheDocument();
    for (let i = 0; i < 5; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    expect(onPlay).toHaveBeenCalledExactlyOnceWith('v-other');
  });

  it('keeps counting down when the card appears under a resting pointer or is touched, and plays the next video (issue 15)', async () => {
    vi.useFakeTimers();
    const { onPlay } = renderEnd(video('v-next', 'The next lesson'));
    await act(async () => void vi.advanceTimersByTime(0));
    const card = screen.getByTestId('autoplay-card');
    // What the browser reports when the card is laid out under a pointer nobody moves.
    fireEvent.mouseOver(card);
    fireEvent.mouseEnter(card);
    fireEvent.pointerOver(card, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    fireEvent.pointerEnter(card, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    pointerMove(card, 0);
    // A finger resting on the card.
    fireEvent.pointerMove(card, { pointerType: 'touch', movementX: 3 });
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('autoplay-message')).toHaveTextContent('Next video in 4 seconds');
    for (let i = 0; i < 4; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    expect(onPlay).toHaveBeenCalledExactlyOnceWith('v-next');
  });

  it('shows the sections as sliders of tiles; video tiles play here, chapter practice goes to its page with the source reference', async () => {
    const { onPlay, onNavigate, onReplay, onClose } = renderEnd(null);
    expect(await screen.findByRole('heading', { name: 'Related videos' })).toBeInTheDocument();
    expect(screen.queryByTestId('autoplay-card')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Video: Second lesson (1:35)' }));
    expect(onPlay).toHaveBeenCalledWith('v-2');
    fireEvent.click(screen.getByRole('button', { name: 'Practice: Chapter one (12 questions)' }));
    expect(onNavigate).toHaveBeenCalledWith('/practice/summary/ch-1?source_reference=AtTheEndOfWatchingTheVideo');
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(onReplay).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('links tests to their summary with the source reference', () => {
    expect(recommendationHref({ type: 'Test', id: 'jee mock 1', title: 'Mock', exam_code: 'jee-main', duration: 600, question_count: 10 })).toBe(
      '/test/summary/jee%20mock%201?source_reference=AtTheEndOfWatchingTheVideo',
    );
  });
});
