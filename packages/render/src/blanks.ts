/**
 * Blank markers `{{1}}`, `{{2}}`, … of fill-in questions (learning.md §3): where a body's blanks are,
 * and the empty slots (`<span data-blank="n">`) the question view mounts each blank's input in. No
 * dependencies: the web app's question view imports it without the renderer.
 */

/** The attribute of the empty `<span>` that stands where blank n goes. */
export const BLANK_SLOT_ATTRIBUTE = 'data-blank';

const BLANK = /\{\{(\d+)\}\}/g;

/** A piece of a text split at blank markers: text, or the blank numbered `blank` (1-based). */
export type BlankPart = { kind: 'text'; text: string } | { kind: 'blank'; blank: number };

/**
 * Splits `text` (a body, or HTML rendered from it) at its blank markers `{{1}}`, `{{2}}`, …:
 * `'a {{1}} b'` → text `'a '`, blank 1, text `' b'`. Empty text pieces are left out.
 */
export function splitAtBlanks(text: string): BlankPart[] {
  const parts: BlankPart[] = [];
  let at = 0;
  for (const m of text.matchAll(BLANK)) {
    if (m.index > at) parts.push({ kind: 'text', text: text.slice(at, m.index) });
    parts.push({ kind: 'blank', blank: Number(m[1]) });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/**
 * `{{n}}` in the text between tags (not in a tag's attributes) of sanitised HTML → the empty slot
 * of blank n: `'<p>x = {{1}}</p>'` → `'<p>x = <span data-blank="1"></span></p>'`.
 */
export function blankSlots(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => (piece.startsWith('<') ? piece : piece.replace(BLANK, (_, n: string) => `<span ${BLANK_SLOT_ATTRIBUTE}="${n}"></span>`)))
    .join('');
}
