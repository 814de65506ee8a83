import type { ClassTest, CustomTestBody } from '@abhyas/contracts';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import type { AssignmentsRepository } from './assignments.repository.ts';
import type { SchoolsService } from './schools.service.ts';

/**
 * Tests a teacher builds for a class (issue 23 §2 "create-your-own built by the teacher for the
 * class"; decision 043): picked from the chosen chapters as a student's create-your-own test is,
 * with the class's exam's marking, owned by the class, so only its students open it. The staff
 * then set it as a test assignment like any test of the bank.
 */
export class ClassTestsService {
  constructor(
    private readonly repo: Pick<AssignmentsRepository, 'classTests'>,
    private readonly schools: Pick<SchoolsService, 'staffClass'>,
    private readonly tests: Pick<MockTestsService, 'createClassTest'>,
  ) {}

  /**
   * POST /api/classes/{id}/tests (staff; 201): the test's code, name, duration (s), question count,
   * max marks and sections. 404 CLASS_NOT_FOUND; 400 UNKNOWN_CHAPTER; 409 NOT_ENOUGH_QUESTIONS.
   */
  async create(userId: string, classId: string, body: CustomTestBody) {
    const { view } = await this.schools.staffClass(userId, classId);
    return this.tests.createClassTest({ classId, examCode: view.c.examCode, teacherUserId: userId }, body);
  }

  /** GET /api/classes/{id}/tests (staff): the class's tests, newest first. 404 CLASS_NOT_FOUND. */
  async list(userId: string, classId: string): Promise<ClassTest[]> {
    await this.schools.staffClass(userId, classId);
    return (await this.repo.classTests(classId)).map((t) => ({
      code: t.code,
      name: t.name,
      duration: t.durationS,
      question_count: t.sections.reduce((n, s) => n + s.questionCodes.length, 0),
      created_at: t.createdAt.getTime(),
    }));
  }
}
