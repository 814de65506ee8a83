import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { TileRow } from './tile-row.tsx';

/** A pointer event of a mouse (jsdom has no PointerEvent: a MouseEvent with the pointer's fields). */
function mouse(type: string, clientX: number): Event {
  return Object.assign(new MouseEvent(type, { bubbles: true, clientX, button: 0 }), { pointerType: 'mouse', pointerId: 1 });
}

async function row(onOpen = vi.fn()) {
  renderWithApp(
    <TileRow label="Subjects" type="subject">
      {['Physics', 'Chemistry', 'Mathematics', 'Biology', 'English', 'Hindi', 'History', 'Geography'].map((name) => (
        <button key={name} type="button" onClick={() => onOpen(name)}>
          {name}
        </button>
      ))}
    </TileRow>,
  );
  const group = await screen.findByRole('group', { name: 'Subjects' });
  const viewport = screen.getByRole('button', { name: 'Physics' }).parentElement!.parentElement!;
  // jsdom lays nothing out: the row is 1000 px wide with 8 tiles of 150 px.
  Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 1000 });
  Object.defineProperty(viewport, 'scrollWidth', { configurable: true, value: 8 * 150 + 7 * 12 });
  for (const slide of viewport.children) vi.spyOn(slide, 'getBoundingClientRect').mockReturnValue({ width: 150 } as DOMRect);
  return { group, viewport, onOpen };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TileRow (learning.md §2 home carousels, §9; decision 053)', () => {
  it('is a named carousel whose Next moves by the width’s slides-to-scroll and whose ends hide their button', async () => {
    const { group, viewport } = await row();
    expect(group).toHaveAttribute('aria-roledescription', 'carousel');
    expect(group).toHaveAttribute('data-section-type', 'subject');
    const previous = screen.getByRole('button', { name: 'Scroll Subjects back' });
    const next = screen.getByRole('button', { name: 'Scroll Subjects forward' });
    const scrollBy = vi.fn();
    viewport.scrollBy = scrollBy as typeof viewport.scrollBy;
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    await userEvent.click(next);
    // Six subjects show above 1024 px: Next moves five tiles of 150 px and their gaps.
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 5 * 162 }));
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(700);
    await userEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -2 * 162 }));

    // At the start only Next is offered; scrolled to the end, only Previous.
    fireEvent.scroll(viewport);
    expect(previous).toHaveAttribute('data-inactive');
    expect(next).not.toHaveAttribute('data-inactive');
    viewport.scrollLeft = 8 * 150 + 7 * 12 - 1000;
    fireEvent.scroll(viewport);
    expect(previous).not.toHaveAttribute('data-inactive');
    expect(next).toHaveAttribute('data-inactive');
  });

  it('follows a mouse drag, and a drag of 5 px or more does not open the tile it ends on', async () => {
    const { viewport, onOpen } = await row();
    const tile = screen.getByRole('button', { name: 'Chemistry' });

    // A wobble under the threshold is still a click.
    fireEvent(tile, mouse('pointerdown', 300));
    fireEvent(tile, mouse('pointermove', 303));
    fireEvent(tile, mouse('pointerup', 303));
    fireEvent.click(tile);
    expect(onOpen).toHaveBeenCalledWith('Chemistry');
    expect(viewport.scrollLeft).toBe(0);

    onOpen.mockClear();
    viewport.scrollLeft = 100;
    fireEvent(tile, mouse('pointerdown', 300));
    fireEvent(tile, mouse('pointermove', 260));
    expect(viewport.scrollLeft).toBe(140);
    fireEvent(tile, mouse('pointerup', 260));
    fireEvent.click(tile);
    expect(onOpen).not.toHaveBeenCalled();

    // The next click is a click again.
    fireEvent.click(tile);
    expect(onOpen).toHaveBeenCalledWith('Chemistry');
  });
});
