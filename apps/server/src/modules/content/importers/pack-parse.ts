/**
 * Reading content packs (issue #3 §4; docs/content-format.md): each file against the schema, then
 * every formula of its Markdown through KaTeX. Nothing here writes.
 */
import katex from 'katex';
import { contentPack, jsonPathText, type ContentPack, type PackNote, type PackQuestion } from '@abhyas/contracts';
import { texFormulas } from '@abhyas/domain';
import type { ImportProblem } from './import-error.ts';

/** One file's parsed JSON, named for error messages. */
export interface PackFile {
  file: string;
  json: unknown;
}

/** How packs are read. */
export interface PackParseOptions {
  /** Check every `$…$` formula with KaTeX (default true). */
  checkLatex?: boolean;
}

/** Every Markdown text of a question (all languages), with its JSON path below the question. */
function questionTexts(q: PackQuestion): [string, string][] {
  const out: [string, string][] = [
    ['body', q.body],
    ['solution', q.solution],
  ];
  if (q.passage) out.push(['passage', q.passage]);
  q.hints.forEach((h, i) => out.push([`hints[${i}].body`, h.body]));
  q.options?.forEach((o, i) => out.push([`options[${i}].body`, o.body]));
  for (const list of ['rows', 'columns', 'items'] as const) q[list]?.forEach((o, i) => out.push([`${list}[${i}].body`, o.body]));
  q.solveWithUs?.forEach((s, i) => {
    out.push([`solveWithUs[${i}].body`, s.body]);
    s.check?.options.forEach((o, j) => out.push([`solveWithUs[${i}].check.options[${j}].body`, o.body]));
  });
  for (const [locale, t] of Object.entries(q.translations)) {
    const at = `translations.${locale}`;
    out.push([`${at}.body`, t.body]);
    if (t.solution) out.push([`${at}.solution`, t.solution]);
    if (t.passage) out.push([`${at}.passage`, t.passage]);
    t.hints?.forEach((h, i) => out.push([`${at}.hints[${i}].body`, h.body]));
    t.options?.forEach((o, i) => out.push([`${at}.options[${i}].body`, o.body]));
    t.solveWithUs?.forEach((s, i) => out.push([`${at}.solveWithUs[${i}].body`, s.body]));
  }
  return out;
}

/** Every text of a chapter note with its JSON path (original and translations), for the KaTeX check. */
export function noteTexts(n: PackNote): [string, string][] {
  const sections = (at: string, x: Pick<PackNote, 'title' | 'keyIdeas' | 'formulas' | 'workedExamples' | 'commonMistakes'>): [string, string][] => [
    [`${at}title`, x.title],
    [`${at}keyIdeas`, x.keyIdeas],
    [`${at}formulas`, x.formulas],
    [`${at}commonMistakes`, x.commonMistakes],
    ...x.workedExamples.flatMap((w, i): [string, string][] => [
      [`${at}workedExamples[${i}].problem`, w.problem],
      [`${at}workedExamples[${i}].solution`, w.solution],
    ]),
  ];
  return [...sections('', n), ...Object.entries(n.translations).flatMap(([locale, t]) => sections(`translations.${locale}.`, t))];
}

/** KaTeX problems of one text: `[formula, message]` for each formula KaTeX refuses. */
export function latexProblems(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const tex of texFormulas(text)) {
    try {
      katex.renderToString(tex, { throwOnError: true, strict: 'ignore' });
    } catch (err) {
      out.push([tex, (err as Error).message.split('\n')[0]!.replace(/^KaTeX parse error: /, '')]);
    }
  }
  return out;
}

/** Parsed packs, or every problem named `file $.path: reason`. */
export async function parsePacks(
  files: PackFile[],
  options: PackParseOptions = {},
): Promise<{ packs: { file: string; pack: ContentPack }[]; problems: ImportProblem[] }> {
  const problems: ImportProblem[] = [];
  const packs: { file: string; pack: ContentPack }[] = [];
  for (const { file, json } of files) {
    // One file at a time, giving the event loop a turn between files: validating every pack (the
    // schema, then every formula through KaTeX) takes seconds, and a signal or a health check
    // during a start must not wait for all of it (issue 28).
    await new Promise((resolve) => setImmediate(resolve));
    const parsed = contentPack.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ at: `${file} $${jsonPathText(issue.path)}`, error: issue.message });
      continue;
    }
    packs.push({ file, pack: parsed.data });
    if (options.checkLatex !== false) {
      parsed.data.questions.forEach((q, i) => {
        for (const [path, text] of questionTexts(q)) {
          for (const [tex, message] of latexProblems(text))
            problems.push({ at: `${file} $.questions[${i}].${path}`, error: `KaTeX cannot parse $${tex}$: ${message}` });
        }
      });
      parsed.data.cheatSheets.forEach((c, i) => {
        for (const [tex, message] of latexProblems(c.body))
          problems.push({ at: `${file} $.cheatSheets[${i}].body`, error: `KaTeX cannot parse $${tex}$: ${message}` });
      });
      parsed.data.notes.forEach((n, i) => {
        for (const [path, text] of noteTexts(n)) {
          for (const [tex, message] of latexProblems(text))
            problems.push({ at: `${file} $.notes[${i}].${path}`, error: `KaTeX cannot parse $${tex}$: ${message}` });
        }
      });
    }
  }
  return { packs, problems };
}
