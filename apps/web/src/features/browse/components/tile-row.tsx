import { Children, useRef, type CSSProperties, type ReactNode } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './tile-row.module.css';

export interface TileRowProps {
  /** Accessible name of the list (usually the section title). */
  label: string;
  /** Tiles shown at once above 1024 px (learning.md §9: video 5, book 6, test 4…). */
  perView?: number;
  children: ReactNode;
}

/**
 * A horizontal, scroll-snapping carousel of tiles with the breakpoints of learning.md §9; Previous
 * and Next buttons from 768 px; on phones it is swiped, and every tile is a link reachable by Tab.
 */
export function TileRow({ label, perView = 5, children }: TileRowProps) {
  const { t } = useTranslation('browse');
  const ref = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8 });
  };
  const items = Children.toArray(children);
  return (
    <div className={classes.wrap}>
      {items.length > 3 && (
        <Group gap={6} justify="flex-end" mb={6} visibleFrom="sm">
          <ActionIcon variant="default" radius="xl" aria-label={t('carousel.previous', { label })} onClick={() => scroll(-1)}>
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" radius="xl" aria-label={t('carousel.next', { label })} onClick={() => scroll(1)}>
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      )}
      <ul ref={ref} className={classes.row} aria-label={label} style={{ '--per-wide': perView } as CSSProperties}>
        {items.map((child, i) => (
          <li key={i} className={classes.item}>
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
