/**
 * Rows the importers write (pack questions and mock tests, issue #3 §3–§4), each with the content
 * hash an import compares by: shared by the pack and JEEBench importers.
 */
import type { ContentPack, PackQuestion } from '@abhyas/contracts';
import type { questions, StoredSection } from '../../../db/schema/index.ts';
import { sha256 } from '../../../lib/ids.ts';

/** JSON with object keys in sorted order, so equal items hash equal however their keys were ordered. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Content hash of a pack item: the item as normalised by the schema, as key-sorted JSON. */
export const itemHash = (item: unknown): string => sha256(stableJson(item));

/** A row of the questions table, with its code and content hash. */
export type QuestionInsert = typeof questions.$inferInsert & { code: string; contentHash: string };

/** Rows for the questions table from a pack question. */
export function questionRow(q: PackQuestion): QuestionInsert {
  const { answer, ...payload } = q;
  return {
    code: q.code,
    type: q.type,
    language: q.language,
    subject: q.subject,
    chapterCode: q.chapter as string | null,
    topicCode: q.topic ?? null,
    primaryConcept: q.primaryConcept,
    languages: [q.language, ...Object.keys(q.translations).filter((l) => l !== q.language)],
    payload: payload as unknown as (typeof questions.$inferInsert)['payload'],
    answer,
    source: q.source ?? null,
    difficulty: q.difficulty,
    idealTimeS: q.idealTimeS,
    contentHash: itemHash(q),
  };
}

/** The mocktest_bundles row of a pack mock test (hash of the pack item). */
export function mocktestRow(item: ContentPack['mocktests'][number]) {
  const sections: StoredSection[] = item.sections.map((s) => ({
    code: s.code,
    name: s.name,
    questionCodes: [...s.questions],
    markingByType: { ...s.marking },
    ...(s.timeS === undefined ? {} : { sectionTimeS: s.timeS }),
    ...(s.compulsoryCount === undefined ? {} : { compulsoryCount: s.compulsoryCount }),
    ...(s.names === undefined ? {} : { names: s.names }),
    ...(s.paperQuestionCount === undefined ? {} : { paperQuestionCount: s.paperQuestionCount }),
  }));
  return {
    code: item.code,
    name: item.name,
    names: item.names,
    sourceNames: item.sourceNames ?? {},
    instructions: item.instructions,
    schedule: (item.schedule ?? null) as Record<string, string> | null,
    examCode: item.exam,
    durationS: item.durationS,
    sections,
    source: item.source ?? null,
    passwordHash: item.passwordHash ?? null,
    contentHash: itemHash(item),
  };
}
