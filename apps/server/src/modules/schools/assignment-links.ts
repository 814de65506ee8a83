/**
 * Where an assignment's tile leads (learning.md §2 practice and test parameters, §3 "school context
 * on tests and practice"; decision 041): the page of the work with the assignment's id
 * (`homework_id`), its institute (`school_id`) and its class (`class_id`), so the session it starts
 * is counted for the assignment (the practice page also reads the spec's `schoolId` and `classId`).
 * Pure.
 */
import type { StoredAssignmentTarget } from './assignments.repository.ts';

export interface LinkFacts {
  id: string;
  target: StoredAssignmentTarget;
  /** The target's name (the chapter's, for practice). */
  targetName: string;
  instituteId: string;
  classId: string;
  examCode: string;
  /** A book's kind (`book` or `big_book`), for its page. */
  bookKind?: string | undefined;
}

export function assignmentLink(f: LinkFacts): string {
  const ids = { homework_id: f.id, school_id: f.instituteId, class_id: f.classId };
  const t = f.target;
  switch (t.kind) {
    case 'practice': {
      const q = new URLSearchParams({
        mode: 'Normal',
        lm_code: t.chapter_code,
        lm_level: 'chapter',
        lm_name: f.targetName,
        title: f.targetName,
        exam_code: f.examCode,
        ...ids,
      });
      return `/practice?${q.toString()}`;
    }
    case 'test':
      return `/mock-test/${encodeURIComponent(t.test_code)}/session?${new URLSearchParams(ids).toString()}`;
    case 'video':
      return `/video/summary/${encodeURIComponent(t.video_id)}?${new URLSearchParams(ids).toString()}`;
    case 'book': {
      const q = new URLSearchParams({ book_id: t.book_id, ...(t.chapter_code ? { chapter_code: t.chapter_code } : {}), ...ids });
      return `${f.bookKind === 'big_book' ? '/bigbooktoc' : '/booktoc'}?${q.toString()}`;
    }
  }
}
