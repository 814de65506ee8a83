/**
 * Text alternatives of content images (issue 22 §1, decision 037). An image in a content text is a
 * Markdown image `![what it shows](media/…)`, whose bracketed part is its alt text, or an HTML
 * `<img … alt="what it shows">`. Screen readers speak that text in place of the picture, so it
 * must say what the picture shows.
 */

/** An image of a text that has no real text alternative: its source and why. */
export interface ImageWithoutAlt {
  src: string;
  problem: 'missing' | 'too short' | 'file name';
}

/** Alt text that is only a file name ("fig1.svg", "image.png"), which tells a listener nothing. */
const FILE_NAME = /^[\w.-]+\.(?:svg|png|jpe?g|gif|webp)$/iu;
/** Below this many letters an alt text cannot describe a figure ("fig", "img"). */
const MIN_ALT = 4;

function check(src: string, alt: string | undefined): ImageWithoutAlt | null {
  const text = (alt ?? '').trim();
  if (text === '') return { src, problem: 'missing' };
  if (FILE_NAME.test(text)) return { src, problem: 'file name' };
  if ([...text].length < MIN_ALT) return { src, problem: 'too short' };
  return null;
}

/**
 * The images of a Markdown/HTML `text` without a usable text alternative (empty, a file name, or
 * under 4 characters), in order. A text without images gives `[]`.
 */
export function imagesWithoutAlt(text: string): ImageWithoutAlt[] {
  // Most texts hold no image: skip the scans (every Markdown field of every pack passes here).
  if (!text.includes('![') && !/<img/iu.test(text)) return [];
  const out: ImageWithoutAlt[] = [];
  for (const m of text.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/gu)) {
    const bad = check(m[2]!, m[1]);
    if (bad) out.push(bad);
  }
  for (const m of text.matchAll(/<img\b[^>]*>/giu)) {
    const tag = m[0];
    const src = /\bsrc\s*=\s*["']([^"']*)["']/iu.exec(tag)?.[1] ?? '(no src)';
    const alt = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/iu.exec(tag);
    const bad = check(src, alt ? (alt[1] ?? alt[2]) : undefined);
    if (bad) out.push(bad);
  }
  return out;
}
