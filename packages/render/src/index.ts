/** Question text rendering shared by the browser, the server and the prerendered pages (decision 051). */
export { createRenderer } from './render-markdown.ts';
export type { RenderOptions, Renderer, Sanitizer } from './render-markdown.ts';
export { BLANK_SLOT_ATTRIBUTE, blankSlots, splitAtBlanks } from './blanks.ts';
export type { BlankPart } from './blanks.ts';
export { cellHtml, columnAlignments, findTabulars, splitTopLevel, tabularToHtml } from './latex-tabular.ts';
export type { InlineRenderer, TabularBlock } from './latex-tabular.ts';
