import type { PublicQuestion } from '@abhyas/contracts';
import { createRenderer } from '@abhyas/render/render-markdown';
import { serverSanitizer } from '@abhyas/render/sanitize-server';

/**
 * The server's question renderer (decision 051): the app's own renderer (`@abhyas/render`:
 * markdown-it, KaTeX with HTML and MathML, LaTeX tables, blank slots) with sanitize-html. A test
 * paper carries its questions drawn here, so the test screen loads no renderer (issue 25 §3).
 */
const renderer = createRenderer(serverSanitizer);

/** Questions drawn, at most this many (a question's HTML is 2–10 KB: about 20 MB at most). */
const HTML_CACHE_MAX = 4_000;

type QuestionHtml = { sig: string; question: PublicQuestion };
const htmlCache = new Map<string, QuestionHtml>();

/** What the HTML is drawn from: a change to any text of the variant draws it again. */
function signature(q: PublicQuestion): string {
  const list = (items: { body: string }[] | undefined) => (items ?? []).map((i) => i.body).join('\u0001');
  return [q.body, q.passage ?? '', list(q.options), list(q.rows), list(q.columns), list(q.items)].join('\u0002');
}

const itemsHtml = <T extends { body: string }>(items: T[] | undefined): T[] | undefined =>
  items?.map((item) => ({ ...item, html: renderer.renderMarkdown(item.body, { inline: true, displayMath: true }) }));

/**
 * `q` with its texts as sanitised HTML, as the app's `Markdown` component would draw them: the body
 * as a block with each `{{n}}` an empty `<span data-blank="n">`, the passage as a block, options
 * and the items of match, matrix and sequence questions inline with formulas in display style.
 * Drawn once per question, variant and text (kept in memory, HTML_CACHE_MAX questions).
 */
export function withQuestionHtml(q: PublicQuestion): PublicQuestion {
  const key = `${q.code}\u0000${q.language}`;
  const sig = signature(q);
  const hit = htmlCache.get(key);
  if (hit && hit.sig === sig) return { ...q, ...pickHtml(hit.question) };
  const drawn: PublicQuestion = {
    ...q,
    html: { body: renderer.renderMarkdownWithBlanks(q.body), ...(q.passage ? { passage: renderer.renderMarkdown(q.passage) } : {}) },
    ...(q.options ? { options: itemsHtml(q.options) } : {}),
    ...(q.rows ? { rows: itemsHtml(q.rows) } : {}),
    ...(q.columns ? { columns: itemsHtml(q.columns) } : {}),
    ...(q.items ? { items: itemsHtml(q.items) } : {}),
  };
  if (htmlCache.size >= HTML_CACHE_MAX) htmlCache.delete(htmlCache.keys().next().value!);
  htmlCache.set(key, { sig, question: drawn });
  return drawn;
}

/** The drawn parts of a question (its html and the lists carrying theirs). */
function pickHtml(q: PublicQuestion): Partial<PublicQuestion> {
  return {
    html: q.html,
    ...(q.options ? { options: q.options } : {}),
    ...(q.rows ? { rows: q.rows } : {}),
    ...(q.columns ? { columns: q.columns } : {}),
    ...(q.items ? { items: q.items } : {}),
  };
}

/** Markdown-with-LaTeX text (a test's own instructions) as sanitised HTML, a block. */
export function markdownHtml(text: string): string {
  return renderer.renderMarkdown(text);
}
