import 'katex/dist/katex.min.css';
import { BLANK_SLOT_ATTRIBUTE } from '@abhyas/render/blanks';
import { use, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { loadedRenderer, loadRenderer } from '../lib/render-loader.ts';
import classes from './markdown.module.css';

export interface MarkdownProps {
  /** Markdown with LaTeX (`$…$`, `$$…$$`, `tabular`), as questions carry it. */
  text: string;
  /**
   * The same text as HTML the server rendered and sanitised with the same renderer and options (a
   * test paper's `html`, decision 051); when given, `text` is not rendered here and the renderer is
   * not loaded.
   */
  html?: string;
  /** Renders in a `<span>` without paragraphs (options, cells, list items). */
  inline?: boolean;
  /** Inline formulas in display style, at the size of the text (answer options; see `RenderOptions.displayMath`). */
  displayMath?: boolean;
  /** Mounts an element where the text marks blank n (`{{n}}`); without it the markers show as text. */
  renderBlank?: (n: number) => ReactNode;
  className?: string;
}

/**
 * Question text as sanitised HTML with KaTeX math and tables (see `renderMarkdown`), or the HTML the
 * server rendered (`html`). With `renderBlank`, each `{{n}}` is replaced by the element it returns
 * (through a portal, so the inputs stay in React). Without `html`, the first render suspends (to the
 * nearest `Suspense`) until the renderer has loaded. This module carries the KaTeX stylesheet;
 * import it only from lazy pages.
 */
export function Markdown({ text, html: given, inline = false, displayMath = false, renderBlank, className }: MarkdownProps) {
  const withBlanks = renderBlank !== undefined;
  // `use` may be called conditionally: only text without server HTML waits for the renderer.
  const renderer = given === undefined ? (loadedRenderer() ?? use(loadRenderer())) : null;
  const html = useMemo(
    () => given ?? (withBlanks ? renderer!.renderMarkdownWithBlanks(text, { inline, displayMath }) : renderer!.renderMarkdown(text, { inline, displayMath })),
    [given, renderer, text, inline, displayMath, withBlanks],
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
