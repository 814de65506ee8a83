import 'katex/dist/katex.min.css';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { BLANK_SLOT_ATTRIBUTE, renderMarkdown, renderMarkdownWithBlanks } from '../lib/render-markdown.ts';
import classes from './markdown.module.css';

export interface MarkdownProps {
  /** Markdown with LaTeX (`$…$`, `$$…$$`, `tabular`), as questions carry it. */
  text: string;
  /** Renders in a `<span>` without paragraphs (options, cells, list items). */
  inline?: boolean;
  /** Inline formulas in display style, at the size of the text (answer options; see `RenderOptions.displayMath`). */
  displayMath?: boolean;
  /** Mounts an element where the text marks blank n (`{{n}}`); without it the markers show as text. */
  renderBlank?: (n: number) => ReactNode;
  className?: string;
}

/**
 * Question text as sanitised HTML with KaTeX math and tables (see `renderMarkdown`). With
 * `renderBlank`, each `{{n}}` is replaced by the element it returns (through a portal, so the inputs
 * stay in React). This module carries the KaTeX stylesheet; import it only from lazy pages.
 */
export function Markdown({ text, inline = false, displayMath = false, renderBlank, className }: MarkdownProps) {
  const withBlanks = renderBlank !== undefined;
  const html = useMemo(
    () => (withBlanks ? renderMarkdownWithBlanks(text, { inline, displayMath }) : renderMarkdown(text, { inline, displayMath })),
    [text, inline, displayMath, withBlanks],
  );
  const ref = useRef<HTMLDivElement & HTMLSpanElement>(null);
  const [slots, setSlots] = useState<{ n: number; element: Element }[]>([]);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!withBlanks || !root) {
      setSlots([]);
      return;
    }
    setSlots([...root.querySelectorAll(`[${BLANK_SLOT_ATTRIBUTE}]`)].map((element) => ({ n: Number(element.getAttribute(BLANK_SLOT_ATTRIBUTE)), element })));
  }, [html, withBlanks]);

  const cls = [classes.root, inline ? classes.inline : '', className ?? ''].filter(Boolean).join(' ');
  const Tag = inline ? 'span' : 'div';
  return (
    <>
      <Tag ref={ref} className={cls} dangerouslySetInnerHTML={{ __html: html }} />
      {renderBlank && slots.map(({ n, element }, i) => createPortal(renderBlank(n), element, `blank-${n}-${i}`))}
    </>
  );
}
