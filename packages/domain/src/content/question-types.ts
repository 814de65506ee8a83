/**
 * The question model shared by practice, tests and solutions (learning.md §3 "Question types").
 * Pure data: bodies are Markdown with LaTeX (`$…$`, `$$…$$`, `\begin{tabular}` tables).
 */

/** Every question type of learning.md §3, by its stable code. */
export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'matrix',
  'matrix_single_choice',
  'matrix_match_single_choice',
  'linked_comprehension',
  'true_false',
  'assertion_reason',
  'integer',
  'subjective_answer',
  'subjective_numerical',
  'fill_in_the_blank',
  'fill_in_the_blanks',
  'single_dropdown',
  'multiple_dropdown',
  'match_the_following',
  'sequencing',
  'numerical_operations',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** An option of a choice-type question; `code` is `A`, `B`, … in display order. */
export interface QuestionOption {
  code: string;
  body: string;
}

/** A row/column item of a matrix or match-the-following question. */
export interface MatrixItem {
  code: string;
  body: string;
}

/** Accepted numeric answer: exact value with a tolerance, or an inclusive range. */
export type NumericKey = { value: number; tolerance?: number } | { min: number; max: number };

/**
 * The answer key, by type family:
 * - choice (single/multiple choice, true/false, assertion–reason, matrix single choice): option codes;
 * - integer: an exact integer;
 * - numerical (subjective numerical, numerical operations): a NumericKey (default tolerance 0.01);
 * - blanks and drop-downs: accepted strings per blank (case- and space-insensitive);
 * - matrix / match the following: for each row code, the column codes it matches;
 * - sequencing: item codes in the correct order;
 * - subjective answer: a model answer, marked by a person (never auto-correct).
 */
export type AnswerKey =
  | { kind: 'choice'; options: string[] }
  | { kind: 'integer'; value: number }
  | { kind: 'numeric'; accept: NumericKey }
  | { kind: 'blanks'; blanks: string[][] }
  | { kind: 'matrix'; pairs: Record<string, string[]> }
  | { kind: 'sequence'; order: string[] }
  | { kind: 'subjective'; modelAnswer: string };

/**
 * What a student submitted. Choice types: option codes (`['B']`, `['A','C']`); integer and numerical:
 * the typed string; blanks/drop-downs: one string per blank; matrix: row → column codes;
 * sequencing: item codes in order; subjective: free text.
 */
export type Response =
  | { kind: 'choice'; options: string[] }
  | { kind: 'text'; value: string }
  | { kind: 'blanks'; values: string[] }
  | { kind: 'matrix'; pairs: Record<string, string[]> }
  | { kind: 'sequence'; order: string[] };

/** Hint shown on request (learning.md §4 Practice). */
export interface Hint {
  body: string;
}

/** One step of "solve with us" (learning.md §4). */
export interface SolveStep {
  body: string;
  /** Optional check the student answers before the next step is shown. */
  check?: { options: QuestionOption[]; answer: string };
}

export interface Question {
  code: string;
  type: QuestionType;
  /** Language of this variant (`en`, `hi`, …). */
  language: string;
  body: string;
  options?: QuestionOption[];
  /** Matrix / match-the-following rows and columns. */
  rows?: MatrixItem[];
  columns?: MatrixItem[];
  /** Sequencing items (shown shuffled). */
  items?: MatrixItem[];
  /** Passage shared by linked-comprehension questions. */
  passage?: string;
  /** Drop-down types: the choices offered in each blank (`{{1}}`, `{{2}}`, … in the body), in order. */
  blankOptions?: string[][];
  answer: AnswerKey;
  hints: Hint[];
  /** Full worked solution (`answer_explanation`). */
  solution: string;
  solveWithUs?: SolveStep[];
  /** Expected time to answer, in seconds. */
  idealTimeS: number;
  /** 1 (easiest) … 10 (hardest). */
  difficulty: number;
  primaryConcept: string | null;
  secondaryConcepts: string[];
  /** Where the question comes from, e.g. "JEE Advanced 2016 Paper 1, Q1". */
  source?: string;
  /** Language variants of the wording, by locale (`hi`, …); codes and the key stay the same. */
  translations?: Record<string, QuestionTranslation>;
}

/**
 * The words of a question in another language (learning.md §3 question `languages`). Every list
 * gives the same items as the original, in the same order (same codes); what is left out falls back
 * to the original. Drop-down choices and accepted blank answers are not translated: the key compares
 * them as written.
 */
export interface QuestionTranslation {
  body: string;
  options?: QuestionOption[];
  rows?: MatrixItem[];
  columns?: MatrixItem[];
  items?: MatrixItem[];
  passage?: string;
  hints?: Hint[];
  solution?: string;
  solveWithUs?: SolveStep[];
}

/** Result of checking one response (learning.md §3 answer result). */
export interface AnswerCheck {
  /** 1 correct, 0 incorrect; between for partly correct multi-part answers. */
  correctness: number;
  /** True when fully correct. */
  correct: boolean;
  /** Multiple choice: chosen correct options, chosen wrong options, correct options in the key. */
  chosenCorrect?: number;
  chosenWrong?: number;
  keyCount?: number;
  /** The response could not be read for this type (e.g. letters in an integer answer). */
  invalid?: boolean;
  /** Subjective answers wait for a person. */
  needsReview?: boolean;
}

/** Per-question marking of a section (issue #3: data on the section, not code). */
export type MarkingScheme =
  | { kind: 'simple'; correct: number; wrong: number; unanswered: number }
  | {
      /** JEE Advanced multiple-correct partial marking. */
      kind: 'jee-advanced-multiple';
      full: number;
      /** Marks when all four options are correct and three are chosen (all chosen correct). */
      threeOfFour: number;
      /** Three or more correct options, two correct ones chosen, none wrong. */
      twoChosen: number;
      /** Two or more correct options, one correct one chosen, none wrong. */
      oneChosen: number;
      wrong: number;
      unanswered: number;
    };
