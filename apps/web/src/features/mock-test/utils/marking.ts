/**
 * The marking scheme of a paper as the instructions state it (issue 15: "Test instructions state
 * the marking scheme per section, as NTA shows it"): per section, each kind of question asked with
 * its full, partial and negative marks, from the paper's marking data. Sections marked alike are
 * stated once, together (JEE Main: "Physics, Chemistry, Mathematics").
 */
import type { TestPaper } from '@abhyas/contracts';
import type { MarkingScheme, QuestionType } from '@abhyas/domain';

/** Kinds of question as a student knows them; each stands for the question types it holds. */
export const QUESTION_KINDS = {
  singleChoice: ['single_choice'],
  multipleChoice: ['multiple_choice'],
  numerical: ['integer', 'numerical_operations', 'subjective_numerical'],
  trueFalse: ['true_false', 'assertion_reason'],
  matching: ['matrix', 'matrix_match_single_choice', 'matrix_single_choice', 'match_the_following'],
  fillBlanks: ['fill_in_the_blank', 'fill_in_the_blanks', 'single_dropdown', 'multiple_dropdown'],
  comprehension: ['linked_comprehension'],
  sequencing: ['sequencing'],
  subjective: ['subjective_answer'],
} as const satisfies Record<string, readonly QuestionType[]>;
export type QuestionKind = keyof typeof QUESTION_KINDS;

const KIND_OF = new Map<string, QuestionKind>(
  (Object.entries(QUESTION_KINDS) as [QuestionKind, readonly string[]][]).flatMap(([kind, types]) => types.map((t) => [t, kind] as const)),
);
const KIND_ORDER = Object.keys(QUESTION_KINDS) as QuestionKind[];

/** The kind a question type is stated under. */
export const kindOf = (type: string): QuestionKind => KIND_OF.get(type) ?? 'singleChoice';

/** One line of the scheme: a kind of question and how it is marked. */
export interface MarkingLine {
  kind: QuestionKind;
  scheme: MarkingScheme;
}

/** Sections marked alike (their names, in paper order) and their lines. */
export interface MarkingGroup {
  sections: string[];
  lines: MarkingLine[];
}

/**
 * The paper's marking, section by section: the kinds of question each section asks (only types it
 * has questions of), each with its scheme; identical lines merged, and sections with the same lines
 * stated together. Kinds come in a fixed order (single choice first).
 */
export function markingGroups(paper: Pick<TestPaper, 'sections'>): MarkingGroup[] {
  const groups: (MarkingGroup & { key: string })[] = [];
  for (const section of paper.sections) {
    const lines: MarkingLine[] = [];
    for (const type of new Set(section.questions.map((q) => q.type))) {
      const scheme = section.marking[type] as MarkingScheme | undefined;
      if (!scheme) continue;
      const kind = kindOf(type);
      if (!lines.some((l) => l.kind === kind && JSON.stringify(l.scheme) === JSON.stringify(scheme))) lines.push({ kind, scheme });
    }
    lines.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    const key = JSON.stringify(lines);
    const same = groups.find((g) => g.key === key);
    if (same) same.sections.push(section.name);
    else groups.push({ key, sections: [section.name], lines });
  }
  return groups.filter((g) => g.lines.length > 0).map(({ sections, lines }) => ({ sections, lines }));
}
