/**
 * Which tests a profile may open (issue 15 Major 4; learning.md §2 Tests, platform.md §3 goals and
 * exams). A profile prepares for one exam of one goal; it may test itself on every exam of that
 * goal, because the exams of a goal are prepared for together (a JEE Main aspirant takes JEE
 * Advanced papers too; a CBSE class 10 student revises with class 9 papers). Tests of another
 * goal's exams stay closed: their syllabus is not the profile's. A create-your-own test is only
 * ever its owner's. Pure: the caller passes the taxonomy (goal → exam codes) it has read.
 */

/** The goal and exam a profile prepares for. */
export interface TestTaker {
  id: string;
  goalCode: string;
  examCode: string;
  /** The classes the profile is a student of (issue 23): their class tests open for it. */
  classIds?: readonly string[];
}

/** A test as far as access goes: its exam and, for a create-your-own or a class test, its owner. */
export interface TestOwnership {
  examCode: string;
  /** Null for a published test; the owning profile's id for a create-your-own test. */
  ownerProfileId: string | null;
  /** The class a teacher built the test for (issue 23 §2); null or absent otherwise. */
  ownerClassId?: string | null;
}

/** One goal of the taxonomy with the codes of its exams, in their order. */
export interface GoalExams {
  code: string;
  exams: readonly string[];
}

/**
 * The exams whose tests `profile` may take: its own exam first, then the other exams of its goal
 * in the taxonomy's order. A goal missing from `goals` (an old profile, a taxonomy being changed)
 * leaves the profile its own exam.
 */
export function testableExams(profile: Pick<TestTaker, 'goalCode' | 'examCode'>, goals: readonly GoalExams[]): string[] {
  const goal = goals.find((g) => g.code === profile.goalCode);
  return [profile.examCode, ...(goal?.exams ?? []).filter((e) => e !== profile.examCode)];
}

/** Why a profile may not open a test: another profile's own test, another class's test, or an exam outside its goal. */
export type TestRefusal = 'not_owner' | 'not_in_class' | 'other_goal';

/**
 * Whether `profile` may open `test` (see its summary, read its paper, start it): null when it may,
 * else why not. A create-your-own test opens for its owner only (`not_owner`); a class test for
 * the students of its class only, whatever their exam, since their teacher chose it for them
 * (`not_in_class`); a published test opens when its exam is one of `testableExams` (`other_goal`
 * otherwise).
 */
export function testRefusal(profile: TestTaker, test: TestOwnership, goals: readonly GoalExams[]): TestRefusal | null {
  if (test.ownerClassId) return profile.classIds?.includes(test.ownerClassId) ? null : 'not_in_class';
  if (test.ownerProfileId !== null) return test.ownerProfileId === profile.id ? null : 'not_owner';
  return testableExams(profile, goals).includes(test.examCode) ? null : 'other_goal';
}

/** `testRefusal(…) === null`: the profile may open the test. */
export function mayOpenTest(profile: TestTaker, test: TestOwnership, goals: readonly GoalExams[]): boolean {
  return testRefusal(profile, test, goals) === null;
}
