import type { CustomTestBody } from '@abhyas/contracts';
import { maxMarks, pickCustomTest, standardMarking, type MarkingScheme, type Question } from '@abhyas/domain';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import type { AnswerSealService } from '../answer-seal.service.ts';
import { conflict } from '../mock-test-errors.ts';
import type { CustomTestRepository } from './custom-test.repository.ts';

/**
 * Who a built test belongs to: a profile (its create-your-own test) or a class (the test its
 * teacher built for it, issue 23 §2), with the exam whose marking it takes and whose open
 * attempts seal questions out of it (decision 017).
 */
export type BuiltTestOwner =
  { kind: 'profile'; profileId: string; examCode: string } | { kind: 'class'; classId: string; examCode: string; teacherUserId: string };

/** Create your own test (issue #4 §3): a seeded pick from the chosen chapters, with the exam's marking, owned by the profile; and a class test built the same way by its teacher. */
export class CustomTestService {
  constructor(
    private readonly repo: CustomTestRepository,
    /** Sealed answer keys (decision 017): tests of one's own leave sealed questions out. */
    private readonly seals: AnswerSealService,
  ) {}

  /**
   * Generates a create-your-own-test for the profile from the chosen chapters (issue #4 §3), with
   * the exam's marking, owned by the profile, from questions not sealed for it (decision 017).
   * 400 UNKNOWN_CHAPTER for chapters not in the learning map; 409 NOT_ENOUGH_QUESTIONS when the
   * bank has none that fit.
   */
  async createCustomTest(profile: { id: string; examCode: string }, body: CustomTestBody) {
    return this.buildTest({ kind: 'profile', profileId: profile.id, examCode: profile.examCode }, body);
  }

  /**
   * Builds a test for `owner` from the chosen chapters (see createCustomTest): a profile's own
   * test, or a class test its teacher built (issue 23 §2), which only the class's students open.
   * 400 UNKNOWN_CHAPTER; 409 NOT_ENOUGH_QUESTIONS.
   */
  async buildTest(owner: BuiltTestOwner, body: CustomTestBody) {
    const chapterCodes = [...new Set(body.subjects.flatMap((x) => x.chapters))];
    const nodes = await this.repo.findChapters(chapterCodes);
    const known = new Set(nodes.map((n) => n.code));
    const unknown = body.subjects.flatMap((x, i) => x.chapters.map((c, j) => ({ c, path: `subjects[${i}].chapters[${j}]` }))).filter((x) => !known.has(x.c));
    if (unknown.length > 0)
      throw new AppError(
        400,
        'UNKNOWN_CHAPTER',
        `Not chapters of the learning map: ${unknown.map((x) => x.c).join(', ')}.`,
        unknown.map((x) => ({ path: x.path, message: `'${x.c}' is not a chapter` })),
      );
    const subjectOfChapter = new Map(body.subjects.flatMap((x) => x.chapters.map((c) => [c, x.code] as const)));
    const sealed = await this.seals.sealedFor(owner.kind === 'profile' ? { profileId: owner.profileId } : { userId: owner.teacherUserId });
    const rows = (await this.repo.findChapterQuestions(chapterCodes)).filter((r) => !sealed.has(r.code));
    const candidates = rows.map((r) => ({
      code: r.code,
      subject: subjectOfChapter.get(r.chapter!)!,
      chapter: r.chapter!,
      type: r.type as Question['type'],
      difficulty: r.difficulty,
    }));
    const seed = Number.parseInt(newId().replace(/-/g, '').slice(-8), 16);
    const picked = pickCustomTest(
      candidates,
      body.subjects.map((x) => x.code),
      { questionCount: body.question_count, difficulty: body.difficulty, types: body.types as Question['type'][] | undefined },
      seed,
    ).filter((x) => x.questions.length > 0);
    if (picked.length === 0)
      throw conflict(
        'NOT_ENOUGH_QUESTIONS',
        'The bank has no questions of that difficulty and type in the chosen chapters yet; choose more chapters or another difficulty.',
      );
    const typeOf = new Map(rows.map((r) => [r.code, r.type as Question['type']]));
    const books = await this.repo.findNodeNames([...new Set(nodes.map((n) => n.parent!).filter(Boolean))]);
    const bookName = new Map(books.map((b) => [b.code, b.name]));
    const subjectName = (code: string) => {
      const chapter = nodes.find((n) => subjectOfChapter.get(n.code) === code);
      return (chapter?.parent && bookName.get(chapter.parent)) || code.charAt(0).toUpperCase() + code.slice(1);
    };
    const sections = picked.map((x) => {
      const markingByType: Record<string, MarkingScheme> = {};
      for (const c of x.questions) markingByType[typeOf.get(c)!] = standardMarking(owner.examCode, typeOf.get(c)!);
      return { code: x.subject, name: subjectName(x.subject), questionCodes: x.questions, markingByType };
    });
    const count_ = sections.reduce((n, x) => n + x.questionCodes.length, 0);
    const maxMarks_ = sections.reduce((n, x) => n + x.questionCodes.reduce((m, c) => m + maxMarks(x.markingByType[typeOf.get(c)!]!), 0), 0);
    const forClass = owner.kind === 'class';
    const name = body.name ?? `${forClass ? 'Class test' : 'My test'}: ${sections.map((x) => x.name).join(', ')}`;
    const code = `${forClass ? 'class' : 'custom'}-${newId()}`;
    await this.repo.insertBundle({
      code,
      name,
      examCode: owner.examCode,
      durationS: body.duration_s,
      sections,
      instructions: (forClass ? classTestInstructions : customTestInstructions)(name, count_, body.duration_s),
      source: forClass ? 'Class test' : 'Create your own test',
      ownerProfileId: forClass ? null : owner.profileId,
      ownerClassId: forClass ? owner.classId : null,
      contentHash: code,
    });
    return {
      code,
      name,
      duration: body.duration_s,
      question_count: count_,
      max_marks: maxMarks_,
      sections: sections.map((x) => ({ code: x.code, name: x.name, question_count: x.questionCodes.length })),
    };
  }
}

/** The instructions of a create-your-own test named `name` of `count` questions in `durationS` seconds, in English and Hindi (Markdown). */
function customTestInstructions(name: string, count: number, durationS: number): Record<string, string> {
  return {
    en: `## ${name}\n\n- ${count} questions from the chapters you chose, in ${Math.round(durationS / 60)} minutes.\n- Marking as in your exam; only saved answers count.\n- The test submits itself when the time is up.`,
    hi: `## ${name}\n\n- आपके चुने अध्यायों से ${count} प्रश्न, ${Math.round(durationS / 60)} मिनट में।\n- अंकन आपकी परीक्षा के अनुसार; केवल सेव किए गए उत्तर गिने जाते हैं।\n- समय समाप्त होने पर टेस्ट अपने आप जमा हो जाता है।`,
  };
}

/** The instructions of a class test (issue 23 §2): as a create-your-own test's, with the chapters the teacher chose. */
function classTestInstructions(name: string, count: number, durationS: number): Record<string, string> {
  return {
    en: `## ${name}\n\n- ${count} questions from the chapters your teacher chose, in ${Math.round(durationS / 60)} minutes.\n- Marking as in your exam; only saved answers count.\n- The test submits itself when the time is up.`,
    hi: `## ${name}\n\n- आपके शिक्षक के चुने अध्यायों से ${count} प्रश्न, ${Math.round(durationS / 60)} मिनट में।\n- अंकन आपकी परीक्षा के अनुसार; केवल सेव किए गए उत्तर गिने जाते हैं।\n- समय समाप्त होने पर टेस्ट अपने आप जमा हो जाता है।`,
  };
}
