/**
 * The school context of work started from an assignment (issue 23 §2; learning.md §6 "Tests in a
 * school context carry schoolId, classId and homework id"): an assignment tile's link carries the
 * assignment (`homework_id`), its institute (`school_id`) and class (`class_id`), and the practice
 * and test screens pass them on to the session they create, so the teacher's report counts it.
 * The spec's camel-case spellings (`homeworkId`, `schoolId`, `classId`) are read too.
 */
export interface SchoolContext {
  homework_id?: string;
  school_id?: string;
  class_id?: string;
}

const NAMES: Record<keyof SchoolContext, readonly string[]> = {
  homework_id: ['homework_id', 'homeworkId'],
  school_id: ['school_id', 'schoolId'],
  class_id: ['class_id', 'classId'],
};

/** Longest id kept (the session calls accept 120 characters). */
const MAX = 120;

/** The school context in a URL's query (`location.search` as an object, or a query string); only the ids present and non-empty. */
export function schoolContextOf(search: Record<string, unknown> | string): SchoolContext {
  const get =
    typeof search === 'string'
      ? (
          (q) => (k: string) =>
            q.get(k)
        )(new URLSearchParams(search))
      : (k: string) => search[k];
  const out: SchoolContext = {};
  for (const [field, names] of Object.entries(NAMES) as [keyof SchoolContext, readonly string[]][]) {
    for (const name of names) {
      const raw = get(name);
      const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
      if (value !== '' && value.length <= MAX) {
        out[field] = value;
        break;
      }
    }
  }
  return out;
}
