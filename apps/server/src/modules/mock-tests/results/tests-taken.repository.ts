import { and, count, desc, eq, gt, inArray, isNotNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { TestTakenKind } from '@abhyas/domain';
import type { Db } from '../../../db/client.ts';
import { exams, mocktestBundles, questions, testSessions } from '../../../db/schema/index.ts';

/** Filters of the tests-taken list; `now` (epoch ms) tells an open session from an expired one. */
export interface TestsTakenFilter {
  status?: 'in_progress' | 'finished' | undefined;
  kind?: TestTakenKind | undefined;
  exam?: string | undefined;
  subject?: string | undefined;
  now: number;
}

/** A session with what the list shows of its test. */
export interface TestTakenRow {
  id: string;
  bundleCode: string;
  examCode: string;
  status: string;
  startedAt: Date;
  deadlineAt: Date;
  finishedAt: Date | null;
  score: number | null;
  result: Record<string, unknown> | null;
  name: string;
  names: Record<string, string>;
  schedule: Record<string, string> | null;
  ownerProfileId: string | null;
  ownerClassId: string | null;
  questionCodes: string[];
}

/** The bundle's question codes, as SQL (a set-returning subquery over its sections). */
const bundleQuestionCodes = sql`(select jsonb_array_elements_text(s->'questionCodes') from jsonb_array_elements(${mocktestBundles.sections}) s)`;

/** The SQL of a test kind (domain testTakenKind). */
function kindIs(kind: TestTakenKind): SQL {
  const diagnostic = sql`${mocktestBundles.code} like 'diagnostic-%'`;
  const custom = or(sql`${mocktestBundles.code} like 'custom-%'`, isNotNull(mocktestBundles.ownerProfileId), isNotNull(mocktestBundles.ownerClassId))!;
  if (kind === 'diagnostic') return diagnostic;
  if (kind === 'custom') return and(not(diagnostic), custom)!;
  const published = and(not(diagnostic), not(custom))!;
  return and(published, kind === 'scheduled' ? isNotNull(mocktestBundles.schedule) : sql`${mocktestBundles.schedule} is null`)!;
}

/** Reads of the tests a profile took (issue 19 §1 `/user-home/test-taken`). */
export class TestsTakenRepository {
  constructor(private readonly db: Db) {}

  private where(profileId: string, f: TestsTakenFilter): SQL {
    const at = new Date(f.now);
    const open = and(eq(testSessions.status, 'STARTED'), gt(testSessions.deadlineAt, at))!;
    return and(
      eq(testSessions.profileId, profileId),
      f.status === 'in_progress' ? open : f.status === 'finished' ? or(ne(testSessions.status, 'STARTED'), lte(testSessions.deadlineAt, at)) : undefined,
      f.kind ? kindIs(f.kind) : undefined,
      f.exam ? eq(testSessions.examCode, f.exam) : undefined,
      f.subject
        ? sql`exists (select 1 from ${questions} where ${questions.code} in ${bundleQuestionCodes} and ${questions.subject} = ${f.subject})`
        : undefined,
    )!;
  }

  /** One page of the profile's sessions (latest start first) and how many there are with these filters. */
  async page(profileId: string, f: TestsTakenFilter, offset: number, limit: number): Promise<{ rows: TestTakenRow[]; total: number }> {
    const where = this.where(profileId, f);
    const rows = await this.db
      .select({
        id: testSessions.id,
        bundleCode: testSessions.bundleCode,
        examCode: testSessions.examCode,
        status: testSessions.status,
        startedAt: testSessions.startedAt,
        deadlineAt: testSessions.deadlineAt,
        finishedAt: testSessions.finishedAt,
        score: testSessions.score,
        result: testSessions.result,
        name: mocktestBundles.name,
        names: mocktestBundles.names,
        schedule: mocktestBundles.schedule,
        ownerProfileId: mocktestBundles.ownerProfileId,
        ownerClassId: mocktestBundles.ownerClassId,
        sections: mocktestBundles.sections,
      })
      .from(testSessions)
      .innerJoin(mocktestBundles, eq(mocktestBundles.code, testSessions.bundleCode))
      .where(where)
      .orderBy(desc(testSessions.startedAt), desc(testSessions.id))
      .offset(offset)
      .limit(limit);
    const [c] = await this.db
      .select({ n: count() })
      .from(testSessions)
      .innerJoin(mocktestBundles, eq(mocktestBundles.code, testSessions.bundleCode))
      .where(where);
    return {
      rows: rows.map(({ sections, ...r }) => ({ ...r, questionCodes: sections.flatMap((x) => x.questionCodes) })),
      total: Number(c?.n ?? 0),
    };
  }

  /** The scores of every finished, scored attempt at each of these tests (all profiles), by test code. */
  async finishedScores(testCodes: string[]): Promise<Map<string, number[]>> {
    const out = new Map<string, number[]>();
    if (testCodes.length === 0) return out;
    const rows = await this.db
      .select({ code: testSessions.bundleCode, score: testSessions.score })
      .from(testSessions)
      .where(and(inArray(testSessions.bundleCode, testCodes), eq(testSessions.status, 'FINISHED'), isNotNull(testSessions.score)));
    for (const r of rows) out.set(r.code, [...(out.get(r.code) ?? []), r.score!]);
    return out;
  }

  /** The exams (code and names) and the subjects of every test the profile took (the list's filter choices). */
  async facets(profileId: string): Promise<{ exams: { code: string; name: string; names: Record<string, string> }[]; subjects: string[] }> {
    const examRows = await this.db
      .selectDistinct({ code: testSessions.examCode, name: exams.name, names: exams.names })
      .from(testSessions)
      .leftJoin(exams, eq(exams.code, testSessions.examCode))
      .where(eq(testSessions.profileId, profileId));
    const subjectRows = await this.db
      .selectDistinct({ subject: questions.subject })
      .from(testSessions)
      .innerJoin(mocktestBundles, eq(mocktestBundles.code, testSessions.bundleCode))
      .innerJoin(questions, sql`${questions.code} in ${bundleQuestionCodes}`)
      .where(eq(testSessions.profileId, profileId));
    return {
      exams: examRows.map((r) => ({ code: r.code, name: r.name ?? r.code, names: r.names ?? {} })),
      subjects: subjectRows.map((r) => r.subject).sort(),
    };
  }
}
