import { Children, type CSSProperties, type ReactNode } from 'react';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { CAROUSEL_BREAKPOINTS, CAROUSEL_SLIDES, SCROLL_THRESHOLD_PX } from '@abhyas/domain';
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

/** Embla's slides-to-scroll per width (learning.md §9: 1024 px → 3, 768 → 2, 576 → 1); later queries win. */
const SCROLL_BREAKPOINTS = Object.fromEntries(CAROUSEL_BREAKPOINTS.map((b) => [`(max-width: ${b.maxWidth}px)`, { slidesToScroll: b.slidesToScroll }]));

/**
 * A home carousel of tiles (learning.md §2 Tiles and home carousels, §9) on @mantine/carousel
 * (Embla): the section type's number of tiles above 1024 px, 4 up to 1024 px (3 scrolled per
 * step), 3 up to 768 px (2), 1.6 up to 576 px (1); a drag shorter than 5 px is a click. Previous
 * and Next buttons are named after the section; tiles stay reachable by Tab (Embla scrolls to focus).
 */
export function TileRow({ label, type, perView, children }: TileRowProps) {
  const { t } = useTranslation('browse');
  const items = Children.toArray(children);
  const wide = perView ?? CAROUSEL_SLIDES[type ?? 'default'] ?? CAROUSEL_SLIDES.default ?? 6;
  return (
    <Carousel
      classNames={{ root: classes.root, container: classes.container, slide: classes.slide, control: classes.control }}
      style={{ '--per-wide': wide } as CSSProperties}
      slideGap={12}
      withControls={items.length > 1}
      controlSize={32}
      controlsOffset={4}
      emblaOptions={{
        align: 'start',
        containScroll: 'trimSnaps',
        slidesToScroll: Math.max(1, Math.floor(wide) - 1),
        dragThreshold: SCROLL_THRESHOLD_PX,
        breakpoints: SCROLL_BREAKPOINTS,
      }}
      previousControlProps={{ 'aria-label': t('carousel.previous', { label }) }}
      nextControlProps={{ 'aria-label': t('carousel.next', { label }) }}
      aria-label={label}
      aria-roledescription="carousel"
      role="group"
      data-section-type={type}
    >
      {items.map((child, i) => (
        // The slide's own English "Carousel slide" label is dropped: the tile inside names itself.
        <Carousel.Slide key={i} aria-label={undefined} aria-roledescription={undefined} role={undefined}>
          {child}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
