import type { TestPaper } from '@abhyas/contracts';
import { LANGUAGES } from '@abhyas/domain';

/** A language's name in its own script (its code when unknown). */
export const languageTitle = (code: string): string => LANGUAGES.find((l) => l.code === code)?.title ?? code;

/** How many of the paper's questions are written in each of its languages, and how many it has. */
export function languageCoverage(paper: Pick<TestPaper, 'sections'>): { counts: Map<string, number>; total: number } {
  const counts = new Map<string, number>();
  let total = 0;
  for (const section of paper.sections)
    for (const q of section.questions) {
      total += 1;
      for (const l of new Set(q.languages)) counts.set(l, (counts.get(l) ?? 0) + 1);
    }
  return { counts, total };
}

/**
 * Options for a language picker among a paper's `languages` (only those its questions are written
 * in; issue 15 Major 3), each named in its own script; `describe` may add how much of the paper a
 * language covers.
 */
export function languageOptions(codes: readonly string[], describe?: (code: string, title: string) => string): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: describe ? describe(code, languageTitle(code)) : languageTitle(code) }));
}

/** The test language to start with: the stored choice, else the interface language, else the paper's first. */
export function initialLanguage(languages: readonly string[], stored: string | null, uiLocale: string): string {
  if (stored && languages.includes(stored)) return stored;
  if (languages.includes(uiLocale)) return uiLocale;
  return languages[0] ?? 'en';
}

/**
 * The paper with its own and its sections' names in the interface language `ui` where translated
 * (issue 15 Major 3: the screen speaks the interface language while the questions are in theirs).
 * The same object when nothing changes.
 */
export function withInterfaceNames(paper: TestPaper, ui: string): TestPaper {
  const name = paper.names?.[ui];
  const renamed = paper.sections.some((s) => s.names?.[ui] !== undefined && s.names[ui] !== s.name);
  if ((name === undefined || name === paper.name) && !renamed) return paper;
  return {
    ...paper,
    name: name ?? paper.name,
    sections: paper.sections.map((s) => (s.names?.[ui] !== undefined ? { ...s, name: s.names[ui] } : s)),
  };
}
