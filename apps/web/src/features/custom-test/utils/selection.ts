/**
 * The choices of create-your-own-test (learning.md §3 "Create-your-own-test", §4): which subjects
 * and chapters are selected, and the settings, as pure functions so the rules are tested alone.
 */
import type { CustomTestBody, LearningMap } from '@abhyas/contracts';

/** One subject's choice: whether the learner picked it and the codes of its selected chapters. */
export interface SubjectChoice {
  userSelected: boolean;
  chapters: string[];
}
/** Choices keyed by subject code. */
export type Selection = Record<string, SubjectChoice>;

export type Difficulty = CustomTestBody['difficulty'];
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard', 'mixed'];

/** Question-type groups the settings offer; each stands for the contract types it lists. */
export const TYPE_GROUPS = {
  singleChoice: ['single_choice'],
  multipleChoice: ['multiple_choice'],
  numerical: ['integer', 'numerical_operations', 'subjective_numerical'],
  trueFalse: ['true_false', 'assertion_reason'],
  matching: ['matrix_match_single_choice', 'matrix_single_choice', 'match_the_following'],
  fillBlanks: ['fill_in_the_blank', 'fill_in_the_blanks', 'single_dropdown', 'multiple_dropdown'],
  comprehension: ['linked_comprehension'],
  sequencing: ['sequencing'],
} as const;
export type TypeGroup = keyof typeof TYPE_GROUPS;
export const TYPE_GROUP_NAMES = Object.keys(TYPE_GROUPS) as TypeGroup[];

/** The settings step: question count (5–100), duration in minutes (5–180), difficulty and type groups (none = all). */
export interface TestSettings {
  name: string;
  questionCount: number;
  durationMin: number;
  difficulty: Difficulty;
  typeGroups: TypeGroup[];
}
export const LIMITS = { questions: { min: 5, max: 100 }, minutes: { min: 5, max: 180 } } as const;
export const DEFAULT_SETTINGS: TestSettings = { name: '', questionCount: 20, durationMin: 30, difficulty: 'mixed', typeGroups: [] };

const NONE: SubjectChoice = { userSelected: false, chapters: [] };
const choiceOf = (sel: Selection, code: string): SubjectChoice => sel[code] ?? NONE;

/** Selects or unselects a subject; unselecting clears its chapters (§4). */
export function setSubjectSelected(sel: Selection, code: string, selected: boolean): Selection {
  return { ...sel, [code]: selected ? { ...choiceOf(sel, code), userSelected: true } : { userSelected: false, chapters: [] } };
}

/** Select-all of a subject's chapters: every chapter (count = chapter total) or none (count 0) (§4). */
export function setAllChapters(sel: Selection, code: string, allChapters: readonly string[], selected: boolean): Selection {
  const prev = choiceOf(sel, code);
  return { ...sel, [code]: { userSelected: selected || prev.userSelected, chapters: selected ? [...allChapters] : [] } };
}

/** Selects or unselects one chapter of a subject. */
export function setChapterSelected(sel: Selection, code: string, chapter: string, selected: boolean): Selection {
  const prev = choiceOf(sel, code);
  const rest = prev.chapters.filter((c) => c !== chapter);
  return { ...sel, [code]: { userSelected: selected || prev.userSelected, chapters: selected ? [...rest, chapter] : rest } };
}

/** Removes chapter codes (e.g. ones the server no longer knows) from every subject. */
export function withoutChapters(sel: Selection, chapters: readonly string[]): Selection {
  const drop = new Set(chapters);
  return Object.fromEntries(Object.entries(sel).map(([code, c]) => [code, { ...c, chapters: c.chapters.filter((x) => !drop.has(x)) }]));
}

type Subject = LearningMap['subjects'][number];

/** A subject as the steps show it (learning.md §3: display_name, userSelected, chaptersLoaded, selectedChapCount). */
export interface SubjectView {
  code: string;
  display_name: string;
  userSelected: boolean;
  chaptersLoaded: boolean;
  selectedChapCount: number;
  chapterTotal: number;
  /** Questions in the bank over the selected chapters. */
  selectedQuestions: number;
  chapters: (Subject['chapters'][number] & { selected: boolean })[];
}

/** The exam's subjects with the learner's choices applied (chapter codes no longer in the map are ignored). */
export function subjectViews(subjects: readonly Subject[], sel: Selection): SubjectView[] {
  return subjects.map((s) => {
    const chosen = new Set(choiceOf(sel, s.code).chapters);
    const chapters = s.chapters.map((c) => ({ ...c, selected: chosen.has(c.code) }));
    const picked = chapters.filter((c) => c.selected);
    return {
      code: s.code,
      display_name: s.name,
      userSelected: choiceOf(sel, s.code).userSelected,
      chaptersLoaded: true,
      selectedChapCount: picked.length,
      chapterTotal: s.chapters.length,
      selectedQuestions: picked.reduce((n, c) => n + c.questionCount, 0),
      chapters,
    };
  });
}

/** Whole number within [min, max]; false for empty or fractional input. */
export function inRange(value: number, limits: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= limits.min && value <= limits.max;
}

/**
 * The POST /api/v1/test/custom body from the choices: selected subjects with at least one chapter,
 * in syllabus order; duration in seconds; `types` only when some groups were picked.
 */
export function buildCustomTestBody(views: readonly SubjectView[], settings: TestSettings): CustomTestBody {
  const types = settings.typeGroups.flatMap((g) => TYPE_GROUPS[g]);
  const name = settings.name.trim();
  return {
    ...(name ? { name } : {}),
    subjects: views
      .filter((v) => v.userSelected && v.selectedChapCount > 0)
      .map((v) => ({ code: v.code, chapters: v.chapters.filter((c) => c.selected).map((c) => c.code) })),
    question_count: settings.questionCount,
    duration_s: settings.durationMin * 60,
    difficulty: settings.difficulty,
    ...(types.length > 0 ? { types } : {}),
  };
}
