import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { addDays, indiaDate, joinCodeFrom, liveClassRoomName } from '@abhyas/domain';
import type { Db } from './db/client.ts';
import { mocktestBundles, profiles, publishedBundle } from './db/schema/index.ts';
import { hashPassword } from './lib/passwords.ts';
import { newId } from './lib/ids.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { ContentRepository } from './modules/content/content.repository.ts';
import { ContentService } from './modules/content/content.service.ts';
import { LearningMapRepository } from './modules/content/learning-map.repository.ts';
import { LearningMapService } from './modules/content/learning-map.service.ts';
import { AssignmentsRepository } from './modules/schools/assignments.repository.ts';
import { LiveClassesRepository } from './modules/schools/live-classes.repository.ts';
import { roomSecret } from './modules/schools/live-classes.service.ts';
import { SchoolsRepository } from './modules/schools/schools.repository.ts';

/** The demo teacher (README "Demo accounts"): the demo parents' password. */
export const DEMO_TEACHER = { email: 'teacher@abhyas.in', password: 'Mango#Monsoon26' } as const;
export const DEMO_SCHOOL = { name: 'Abhyas Demo School', className: 'Class 11 · Physics' } as const;

/** Epoch ms of a time of day in India on `date` (YYYY-MM-DD). */
const india = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+05:30`);

/**
 * Seeds the demo school once (issue 23; decision 041), after the content: the teacher
 * teacher@abhyas.in, admin of "Abhyas Demo School" (Pune), with "Class 11 · Physics" on the demo
 * student Aarav's exam; Aarav has joined it; a chapter practice due tomorrow and a test due in 5
 * days (when the content has a chapter with questions and a test of that exam), and a live class
 * tomorrow at 17:00 India time. Does nothing when the teacher exists or there is no Aarav (the demo
 * family not seeded). Returns whether it seeded.
 */
export async function seedDemoSchool(db: Db, namespace: string, now = Date.now()): Promise<boolean> {
  const auth = new AuthRepository(db);
  if (await auth.findUserByVerifiedLogin({ email: DEMO_TEACHER.email })) return false;
  const parent = await auth.findUserByVerifiedLogin({ email: 'demo@abhyas.in' });
  if (!parent) return false;
  const [aarav] = await db
    .select({ id: profiles.id, examCode: profiles.examCode })
    .from(profiles)
    .where(and(eq(profiles.userId, parent.id), eq(profiles.firstName, 'Aarav')))
    .limit(1);
  if (!aarav) return false;

  const teacher = await auth.insertUser({
    id: newId(),
    email: DEMO_TEACHER.email,
    passwordHash: await hashPassword(DEMO_TEACHER.password),
    firstName: 'Kavita',
    lastName: 'Menon',
    emailVerified: true,
    signupSource: 'seed',
  });
  const at = new Date(now);
  const schools = new SchoolsRepository(db);
  const instituteId = newId();
  await schools.createInstitute({ id: instituteId, name: DEMO_SCHOOL.name, kind: 'school', city: 'Pune', createdAt: at }, teacher.id);
  const classId = newId();
  for (let i = 0; i < 8; i += 1) {
    const inserted = await schools.insertClass({
      id: classId,
      instituteId,
      name: DEMO_SCHOOL.className,
      grade: 11,
      section: 'A',
      subject: 'Physics',
      examCode: aarav.examCode,
      teacherUserId: teacher.id,
      joinCode: joinCodeFrom(randomBytes(7)),
      createdAt: at,
    });
    if (inserted) break;
  }
  await schools.addStudent(classId, aarav.id, at);

  const today = indiaDate(now);
  const tomorrow = addDays(today, 1);
  const assignments = new AssignmentsRepository(db);
  // A chapter of the exam with questions, Physics first.
  const content = new ContentService(new ContentRepository(db), new LearningMapService(new LearningMapRepository(db)));
  const map = await content.learningMap(aarav.examCode, 'en').catch(() => null);
  const subjects = [...(map?.subjects ?? [])].sort((a, b) => Number(b.code === 'physics') - Number(a.code === 'physics'));
  const chapter = subjects.flatMap((s) => s.chapters).find((c) => c.questionCount > 0);
  if (chapter) {
    await assignments.insert({
      id: newId(),
      classId,
      title: chapter.name,
      instructions: 'Practise at least 10 questions of this chapter before class.',
      kind: 'practice',
      target: { kind: 'practice', chapter_code: chapter.code },
      targetName: chapter.name,
      startsAt: at,
      dueAt: new Date(india(tomorrow, '20:00')),
      lockedUntilStart: false,
      createdAt: at,
    });
  }
  const [test] = await db
    .select({ code: mocktestBundles.code, name: mocktestBundles.name })
    .from(mocktestBundles)
    .where(and(eq(mocktestBundles.examCode, aarav.examCode), publishedBundle(), isNull(mocktestBundles.schedule), isNull(mocktestBundles.passwordHash)))
    .orderBy(asc(mocktestBundles.code))
    .limit(1);
  if (test) {
    await assignments.insert({
      id: newId(),
      classId,
      title: test.name,
      instructions: 'Take it in one sitting, as in the exam.',
      kind: 'test',
      target: { kind: 'test', test_code: test.code },
      targetName: test.name,
      startsAt: new Date(now + 1000),
      dueAt: new Date(india(addDays(today, 5), '20:00')),
      lockedUntilStart: false,
      createdAt: new Date(now + 1000),
    });
  }
  const title = 'Doubt clearing: this week’s chapter';
  await new LiveClassesRepository(db).insert({
    id: newId(),
    classId,
    title,
    startsAt: new Date(india(tomorrow, '17:00')),
    durationMinutes: 60,
    chapterCode: chapter?.code ?? null,
    roomName: liveClassRoomName(namespace, title, roomSecret()),
    recordingUrl: null,
    createdAt: at,
  });
  return true;
}
