import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { CAROUSEL_SLIDES, SCROLL_THRESHOLD_PX, slidesToScroll } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import classes from './tile-row.module.css';

export interface TileRowProps {
  /** Accessible name of the carousel (usually the section title). */
  label: string;
  /**
   * The section type (learning.md §9: subject 6, chapter 4, topic 5, video 5, book 6, learn_chapter
   * 5, test 4, big_books 6, …): how many tiles show above 1024 px. Default `default` (6).
   */
  type?: string;
  /** Tiles shown above 1024 px, when no section `type` says it. */
  perView?: number;
  children: ReactNode;
}

/** Gap between tiles (px); tile-row.module.css uses the same. */
const GAP_PX = 12;
/** How near an end of the row (px) counts as at it. */
const EDGE_SLACK_PX = 4;

/**
 * A home carousel of tiles (learning.md §2 Tiles and home carousels, §9), scrolled by the browser
 * (decision 053): a row with CSS scroll snapping, the section type's number of tiles above 1024 px,
 * 4 up to 1024 px, 3 up to 768 px, 1.6 up to 576 px. A phone swipes it; Previous and Next (named
 * after the section, hidden at the row's ends and on phones) move by `slidesToScroll` tiles; a mouse
 * drags it, and a drag shorter than SCROLL_THRESHOLD_PX (5 px) is a click. Tiles stay reachable by
 * Tab: the browser scrolls the focused one into view.
 */
export function TileRow({ label, type, perView, children }: TileRowProps) {
  const { t } = useTranslation('browse');
  const items = Children.toArray(children);
  const wide = perView ?? CAROUSEL_SLIDES[type ?? 'default'] ?? CAROUSEL_SLIDES.default ?? 6;
  const viewport = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    // A few pixels of slack: the first tile snaps at the row's 2 px inner padding.
    const atStart = el.scrollLeft <= EDGE_SLACK_PX;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - EDGE_SLACK_PX;
    setEnds((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure, items.length]);

  const step = (direction: 1 | -1) => {
    const el = viewport.current;
    const slide = el?.firstElementChild;
    if (!el || !slide) return;
    const distance = (slide.getBoundingClientRect().width + GAP_PX) * slidesToScroll(window.innerWidth, wide);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.scrollBy({ left: direction * distance, behavior: still ? 'auto' : 'smooth' });
  };

  // Dragging with a mouse (touch and pens scroll natively): the row follows the pointer once it has
  // moved SCROLL_THRESHOLD_PX; the click that ends a drag does not open the tile under it.
  const drag = useRef<{ x: number; scrollLeft: number; moved: boolean; id: number } | null>(null);
  const dragged = useRef(false);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse' || e.button !== 0 || !viewport.current) return;
    drag.current = { x: e.clientX, scrollLeft: viewport.current.scrollLeft, moved: false, id: e.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const el = viewport.current;
    if (!d || !el || e.pointerId !== d.id) return;
    const dx = e.clientX - d.x;
    if (!d.moved && Math.abs(dx) < SCROLL_THRESHOLD_PX) return;
    if (!d.moved) {
      d.moved = true;
      el.setPointerCapture?.(e.pointerId);
      el.dataset.dragging = '';
    }
    el.scrollLeft = d.scrollLeft - dx;
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.id) return;
    drag.current = null;
    dragged.current = d.moved;
    const el = viewport.current;
    if (el && d.moved) {
      el.releasePointerCapture?.(e.pointerId);
      delete el.dataset.dragging;
    }
  };

  return (
    <div
      className={classes.root}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-section-type={type}
      style={{ '--per-wide': wide } as CSSProperties}
    >
      <div
        ref={viewport}
        className={classes.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(e) => {
          if (!dragged.current) return;
          dragged.current = false;
          e.preventDefault();
          e.stopPropagation();
        }}
        onDragStart={(e) => e.preventDefault()}
      >
        {items.map((child, i) => (
          <div key={i} className={classes.slide}>
            {child}
          </div>
        ))}
      </div>
      {items.length > 1 && (
        <>
          <ActionIcon
            className={classes.control}
            data-side="previous"
            data-inactive={ends.atStart || undefined}
            variant="default"
            radius="xl"
            size={32}
            aria-label={t('carousel.previous', { label })}
            onClick={() => step(-1)}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            className={classes.control}
            data-side="next"
            data-inactive={ends.atEnd || undefined}
            variant="default"
            radius="xl"
            size={32}
            aria-label={t('carousel.next', { label })}
            onClick={() => step(1)}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </>
      )}
    </div>
  );
}
