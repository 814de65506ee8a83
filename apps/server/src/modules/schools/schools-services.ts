import type { Db } from '../../db/client.ts';
import type { ContentService } from '../content/content.service.ts';
import type { AnswerSealService } from '../mock-tests/answer-seal.service.ts';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import type { QuestionsService } from '../questions/questions.service.ts';
import { AssignmentsRepository } from './assignments.repository.ts';
import { AssignmentsService } from './assignments.service.ts';
import { ClassTestsService } from './class-tests.service.ts';
import { ClassMasteryRepository } from './class-mastery.repository.ts';
import { ClassMasteryService } from './class-mastery.service.ts';
import { LiveClassesRepository } from './live-classes.repository.ts';
import { LiveClassesService, type LiveClassConfig } from './live-classes.service.ts';
import { LiveQuestionsRepository } from './live-questions.repository.ts';
import { LiveQuestionsService } from './live-questions.service.ts';
import { SchoolsRepository } from './schools.repository.ts';
import { SchoolsService } from './schools.service.ts';

/** The schools module's services (issue 23; decision 041), built once in app.ts. */
export interface SchoolsServices {
  /** Institutes, staff, classes, students and joining by code. */
  schools: SchoolsService;
  /** Assignments: set, listed, reported; the student's tiles; the homework check of sessions; the notices. */
  assignments: AssignmentsService;
  /** Tests the staff build for a class. */
  classTests: ClassTestsService;
  /** The class mastery view. */
  mastery: ClassMasteryService;
  /** Live classes and joining them. */
  liveClasses: LiveClassesService;
  /** A live class's quick questions, the answers, the performance card and the events stream. */
  liveQuestions: LiveQuestionsService;
}

export function createSchoolsServices(
  db: Db,
  deps: {
    content: Pick<ContentService, 'findExam' | 'learningMap' | 'conceptsOfTopics'>;
    practice: Pick<PracticeService, 'conceptStatesOf'>;
    questions: Pick<QuestionsService, 'find' | 'findMany'>;
    seals: Pick<AnswerSealService, 'sealedFor'>;
    tests: Pick<MockTestsService, 'createClassTest'>;
    notify: (profileId: string, input: NotifyInput) => Promise<void>;
    liveClass: LiveClassConfig;
    now: () => number;
    /** A failed read of the events stream's version (logged; the stream goes on). */
    onError?: (err: unknown) => void;
  },
): SchoolsServices {
  const schools = new SchoolsService(new SchoolsRepository(db), deps.content, deps.notify, deps.now);
  const assignmentsRepo = new AssignmentsRepository(db);
  const assignments = new AssignmentsService(assignmentsRepo, schools, deps.content, deps.notify, deps.now);
  const liveClasses = new LiveClassesService(new LiveClassesRepository(db), schools, assignments, deps.liveClass, deps.now);
  return {
    schools,
    assignments,
    classTests: new ClassTestsService(assignmentsRepo, schools, deps.tests),
    mastery: new ClassMasteryService(new ClassMasteryRepository(db), schools, deps.content, deps.practice),
    liveClasses,
    liveQuestions: new LiveQuestionsService(new LiveQuestionsRepository(db), liveClasses, schools, deps.questions, deps.seals, deps.now, deps.onError),
  };
}
