import { describe, expect, it } from 'vitest';
import { LEARNING_MAP_FIXTURE } from '../test-fixtures.ts';
import { buildCustomTestBody, DEFAULT_SETTINGS, setAllChapters, setChapterSelected, setSubjectSelected, subjectViews, type Selection } from './selection.ts';

const physics = LEARNING_MAP_FIXTURE.subjects[0]!;
const allPhysics = physics.chapters.map((c) => c.code);
const view = (sel: Selection, code = 'physics') => subjectViews(LEARNING_MAP_FIXTURE.subjects, sel).find((s) => s.code === code)!;

describe('create-your-own-test selection (learning.md §4)', () => {
  it('select-all sets the selected count to the chapter total, and unselect-all to zero', () => {
    let sel = setSubjectSelected({}, 'physics', true);
    sel = setChapterSelected(sel, 'physics', allPhysics[0]!, true);
    expect(view(sel).selectedChapCount).toBe(1);
    sel = setAllChapters(sel, 'physics', allPhysics, true);
    expect(view(sel)).toMatchObject({ userSelected: true, selectedChapCount: physics.chapters.length, chapterTotal: 3 });
    sel = setAllChapters(sel, 'physics', allPhysics, false);
    expect(view(sel).selectedChapCount).toBe(0);
    expect(view(sel).userSelected).toBe(true);
  });

  it('unselecting a subject clears its chapters, and selecting it again starts with none', () => {
    let sel = setAllChapters(setSubjectSelected({}, 'physics', true), 'physics', allPhysics, true);
    sel = setSubjectSelected(sel, 'physics', false);
    expect(view(sel)).toMatchObject({ userSelected: false, selectedChapCount: 0 });
    expect(view(setSubjectSelected(sel, 'physics', true)).selectedChapCount).toBe(0);
  });

  it('leaves other subjects alone and builds the body from selected subjects with chapters, in syllabus order', () => {
    let sel = setAllChapters({}, 'chemistry', ['chem-11-01'], true);
    sel = setChapterSelected(setSubjectSelected(sel, 'physics', true), 'physics', 'phy-12-01', true);
    sel = setSubjectSelected(sel, 'maths', true); // chosen but without chapters: left out
    expect(view(sel, 'chemistry').selectedChapCount).toBe(1);
    const body = buildCustomTestBody(subjectViews(LEARNING_MAP_FIXTURE.subjects, sel), {
      ...DEFAULT_SETTINGS,
      questionCount: 10,
      durationMin: 15,
      typeGroups: ['numerical'],
    });
    expect(body).toEqual({
      subjects: [
        { code: 'physics', chapters: ['phy-12-01'] },
        { code: 'chemistry', chapters: ['chem-11-01'] },
      ],
      question_count: 10,
      duration_s: 900,
      difficulty: 'mixed',
      types: ['integer', 'numerical_operations', 'subjective_numerical'],
    });
  });
});
