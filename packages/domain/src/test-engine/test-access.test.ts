import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { mayOpenTest, testableExams, testRefusal, type GoalExams } from './test-access.ts';

const GOALS: GoalExams[] = [
  { code: 'k12-cbse', exams: ['cbse-class-9', 'cbse-class-10'] },
  { code: 'preug', exams: ['jee-main', 'jee-advanced', 'neet-ug'] },
];
const aarav = { id: 'p-aarav', goalCode: 'preug', examCode: 'jee-main' };
const diya = { id: 'p-diya', goalCode: 'k12-cbse', examCode: 'cbse-class-10' };
const published = (examCode: string) => ({ examCode, ownerProfileId: null });

describe('which tests a profile may open (issue 15 Major 4)', () => {
  it('offers a JEE Main aspirant the other exams of the goal, its own exam first', () => {
    expect(testableExams(aarav, GOALS)).toEqual(['jee-main', 'jee-advanced', 'neet-ug']);
    expect(testableExams(diya, GOALS)).toEqual(['cbse-class-10', 'cbse-class-9']);
  });

  it('opens JEE Advanced papers to a JEE Main profile, and its own exam', () => {
    expect(mayOpenTest(aarav, published('jee-advanced'), GOALS)).toBe(true);
    expect(mayOpenTest(aarav, published('jee-main'), GOALS)).toBe(true);
  });

  it("keeps another goal's exams closed, and says why", () => {
    expect(testRefusal(diya, published('jee-advanced'), GOALS)).toBe('other_goal');
    expect(testRefusal(aarav, published('cbse-class-10'), GOALS)).toBe('other_goal');
  });

  it('opens a create-your-own test to its owner only, whatever its exam', () => {
    expect(testRefusal(aarav, { examCode: 'jee-main', ownerProfileId: 'p-aarav' }, GOALS)).toBeNull();
    expect(testRefusal(diya, { examCode: 'cbse-class-10', ownerProfileId: 'p-aarav' }, GOALS)).toBe('not_owner');
  });

  it("opens a class's test to the students of that class only, whatever their exam (issue 23)", () => {
    const classTest = { examCode: 'cbse-class-10', ownerProfileId: null, ownerClassId: 'c-11a' };
    expect(testRefusal({ ...aarav, classIds: ['c-9b', 'c-11a'] }, classTest, GOALS)).toBeNull();
    expect(testRefusal(aarav, classTest, GOALS)).toBe('not_in_class');
    expect(testRefusal({ ...diya, classIds: ['c-9b'] }, classTest, GOALS)).toBe('not_in_class');
    expect(testRefusal({ ...diya, classIds: ['c-11a'] }, { ...published('cbse-class-10'), ownerClassId: null }, GOALS)).toBeNull();
  });

  it('leaves a profile whose goal is not in the taxonomy its own exam only', () => {
    const odd = { id: 'p-odd', goalCode: 'gone', examCode: 'gate' };
    expect(testableExams(odd, GOALS)).toEqual(['gate']);
    expect(mayOpenTest(odd, published('gate'), GOALS)).toBe(true);
    expect(mayOpenTest(odd, published('jee-main'), GOALS)).toBe(false);
  });

  test.prop([fc.constantFrom(...GOALS.flatMap((g) => g.exams.map((e) => ({ goal: g.code, exam: e })))), fc.constantFrom(...GOALS.flatMap((g) => g.exams))])(
    'a published test opens exactly when its exam shares the profile’s goal',
    ({ goal, exam }, testExam) => {
      const sameGoal = GOALS.find((g) => g.code === goal)!.exams.includes(testExam);
      expect(mayOpenTest({ id: 'p', goalCode: goal, examCode: exam }, published(testExam), GOALS)).toBe(sameGoal);
    },
  );
});
