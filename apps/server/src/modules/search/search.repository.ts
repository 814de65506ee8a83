import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SearchEntity, SearchHit, SearchResults, SearchScope } from '@abhyas/contracts';
import { SEARCH_ENTITIES } from '@abhyas/contracts';
import type { Db } from '../../db/client.ts';
import {
  books,
  chapterNotes,
  exams,
  examSyllabus,
  learningMapNodes,
  mocktestBundles,
  profiles,
  publishedBundle,
  questions,
  searchDocuments,
  videos,
} from '../../db/schema/index.ts';
import type { IndexSources, SearchDocument } from './search-index.ts';

/** Below this many full-text matches, close trigram matches of titles are added (typos). */
export const TYPO_FALLBACK_BELOW = 5;

const HIT_COLUMNS = {
  entity: searchDocuments.entity,
  code: searchDocuments.code,
  title: searchDocuments.title,
  subtitle: searchDocuments.subtitle,
  subject: searchDocuments.subject,
  url: searchDocuments.url,
};

/** A query word this similar (pg_trgm, 0–1) to a title word is taken as a misspelling of it. */
export const CORRECTION_MIN_SIMILARITY = 0.4;

/** How a search is narrowed and ranked (issue 15). */
export interface SearchOptions {
  /** Questions sealed for the caller (decision 017): left out of results and totals. */
  hiddenQuestions?: ReadonlySet<string>;
  /** Tests the caller's profile may not open (issue 15): left out of results and totals. */
  hiddenTests?: ReadonlySet<string>;
  /** The profile's exam: its syllabus ranks first. */
  exam?: string | null;
  /** `exam`: only the profile's exam's syllabus (needs `exam`). */
  scope?: SearchScope;
  /** Search the words as typed: no spelling correction. */
  exact?: boolean;
  /** Other spellings of the query (its transliterations into the profile's script, decision 039): a document matching any of them matches. */
  alternatives?: readonly string[];
}

/**
 * `tsq` or any of the alternatives' prefix tsqueries (`(a:*) | (b:*)`), the query unchanged when
 * there is none. Each part comes from prefixTsQuery, so the syntax stays safe.
 */
export function eitherTsQuery(tsq: string, alternatives: readonly string[] = []): string {
  const parts = [tsq, ...alternatives.map(prefixTsQuery).filter((a): a is string => a !== null && a !== tsq)];
  return parts.length === 1 ? tsq : parts.map((p) => `(${p})`).join(' | ');
}

/** `match` without the documents of `entity` whose code is in `codes` (unchanged when `codes` is empty). */
const hiding = (match: SQL, entity: SearchEntity, codes: ReadonlySet<string>): SQL =>
  codes.size === 0 ? match : and(match, sql`not (${searchDocuments.entity} = ${entity} and ${inArray(searchDocuments.code, [...codes])})`)!;

/**
 * The words of a query as a prefix tsquery for the `simple` configuration: each run of letters,
 * marks and digits (any script) becomes `word:*`, joined by `&`. Null when the query has none.
 * Only letters, marks and digits reach to_tsquery, so no input can break its syntax.
 */
export function prefixTsQuery(q: string): string | null {
  const words =
    q
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 12)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/** The search index (issue #3 §6): rebuilt from content, queried by full text and trigrams. */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  /** Number of documents in the index. */
  async size(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(searchDocuments);
    return row?.n ?? 0;
  }

  /**
   * Replaces the index with `docs` in one transaction (searches see the old index until it
   * commits), then refreshes the planner's statistics. Returns the count.
   */
  async replaceIndex(docs: SearchDocument[]): Promise<number> {
    await this.db.transaction(async (tx) => {
      await tx.delete(searchDocuments);
      for (let i = 0; i < docs.length; i += 250) await tx.insert(searchDocuments).values(docs.slice(i, i + 250));
    });
    await this.db.execute(sql`analyze search_documents`);
    return docs.length;
  }

  /** Everything the index is built from (search-index.ts): the learning map, exams, videos, notes, questions, books and published tests. */
  async indexSources(): Promise<IndexSources> {
    const db = this.db;
    const nodes = await db
      .select({
        code: learningMapNodes.code,
        level: learningMapNodes.level,
        parent: learningMapNodes.parentCode,
        subject: learningMapNodes.subject,
        grade: learningMapNodes.grade,
        name: learningMapNodes.name,
        names: learningMapNodes.names,
      })
      .from(learningMapNodes);
    const [classExams, syllabus] = await Promise.all([
      db.select({ code: exams.code, grade: exams.grade }).from(exams).where(isNotNull(exams.grade)),
      db.select({ exam: examSyllabus.examCode, chapter: examSyllabus.chapterCode }).from(examSyllabus),
    ]);
    const videoRows = await db.select().from(videos);
    const notes = await db.select().from(chapterNotes);
    const questionRows = await db
      .select({ code: questions.code, subject: questions.subject, chapter: questions.chapterCode, payload: questions.payload, source: questions.source })
      .from(questions);
    const bookRows = await db.select().from(books);
    const examRows = await db.select({ code: exams.code, name: exams.name }).from(exams);
    const tests = await db.select().from(mocktestBundles).where(publishedBundle());
    return { nodes, classExams, syllabus, videos: videoRows, notes, questions: questionRows, books: bookRows, exams: examRows, tests };
  }

  /** The exam of a profile (code and display name in `locale`), or null for an unknown profile. */
  async examOfProfile(profileId: string, locale = 'en'): Promise<{ code: string; name: string; profileLocale: string } | null> {
    const [row] = await this.db
      .select({ code: exams.code, name: exams.name, names: exams.names, profileLocale: profiles.locale })
      .from(profiles)
      .innerJoin(exams, eq(exams.code, profiles.examCode))
      .where(eq(profiles.id, profileId))
      .limit(1);
    return row ? { code: row.code, name: row.names[locale] ?? row.name, profileLocale: row.profileLocale } : null;
  }

  /** A full-text prefix match of every word. */
  private fullText(tsq: string): SQL {
    return sql`${searchDocuments.tsv} @@ to_tsquery('simple', ${tsq})`;
  }

  /** The document belongs to the exam's syllabus. */
  private inExam(exam: string): SQL {
    return sql`${searchDocuments.exams} @> array[${exam}]::text[]`;
  }

  /**
   * Documents whose title is a close trigram word match of `q` (typos), best first, at most 200.
   * Run apart from the full-text condition and with sequential scans off for the transaction: on
   * this small table the planner prices a scan below the GIN trigram index, yet word_similarity on
   * every row costs 20–30 ms where the index takes 2–8 ms (bench/search.bench.mjs).
   */
  private async typoMatches(q: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const lowered = q.toLowerCase();
      const rows = await tx
        .select({ key: sql<string>`${searchDocuments.entity} || ':' || ${searchDocuments.code}` })
        .from(searchDocuments)
        .where(sql`${lowered} <% lower(${searchDocuments.title})`)
        .orderBy(sql`word_similarity(${lowered}, lower(${searchDocuments.title})) desc`)
        .limit(200);
      return rows.map((r) => r.key);
    });
  }

  /**
   * The query with each word that matches nothing replaced by the most similar word of the titles
   * the typo search found (`keys`), when one is similar enough; null when no word changes.
   * "thermodynamcs" → "thermodynamics" (issue 15: say what the results are for).
   */
  private async correction(q: string, keys: string[]): Promise<string | null> {
    const words =
      q
        .normalize('NFC')
        .toLowerCase()
        .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
    if (keys.length === 0 || words.length === 0 || words.length > 12) return null;
    const fixed: string[] = [];
    for (const word of words) {
      const [known] = await this.db
        .select({ n: sql<number>`1` })
        .from(searchDocuments)
        .where(this.fullText(`${word}:*`))
        .limit(1);
      if (known || [...word].length < 3) {
        fixed.push(word);
        continue;
      }
      const titleWords = this.db.$with('title_words').as(
        this.db
          .selectDistinct({ w: sql<string>`regexp_split_to_table(lower(${searchDocuments.title}), '[[:space:][:punct:]]+')`.as('w') })
          .from(searchDocuments)
          .where(inArray(sql`${searchDocuments.entity} || ':' || ${searchDocuments.code}`, keys)),
      );
      const [best] = await this.db
        .with(titleWords)
        .select({ w: titleWords.w })
        .from(titleWords)
        .where(sql`length(${titleWords.w}) >= 3 and similarity(${titleWords.w}, ${word}) >= ${CORRECTION_MIN_SIMILARITY}`)
        .orderBy(sql`similarity(${titleWords.w}, ${word}) desc`, titleWords.w)
        .limit(1);
      fixed.push(best?.w ?? word);
    }
    const corrected = fixed.join(' ');
    return corrected === words.join(' ') ? null : corrected;
  }

  /** A full-text match, or one of the typo matches found by typoMatches. */
  private fullTextOr(tsq: string, keys: string[]): SQL {
    if (keys.length === 0) return this.fullText(tsq);
    return sql`(${this.fullText(tsq)} or ${inArray(sql`${searchDocuments.entity} || ':' || ${searchDocuments.code}`, keys)})`;
  }

  private score(tsq: string, q: string, typos: boolean): SQL {
    // Equal matches: chapters (boost 3) before topics, videos, books and tests (2), concepts (1), questions (0).
    const rank = sql`ts_rank(${searchDocuments.tsv}, to_tsquery('simple', ${tsq})) * 2 + ${searchDocuments.rankBoost} * 0.1`;
    return typos ? sql`${rank} + word_similarity(${q.toLowerCase()}, lower(${searchDocuments.title}))` : rank;
  }

  private async totals(db: Db, match: SQL): Promise<Map<string, number>> {
    const rows = await db
      .select({ entity: searchDocuments.entity, total: sql<number>`count(*)::int` })
      .from(searchDocuments)
      .where(match)
      .groupBy(searchDocuments.entity);
    return new Map(rows.map((g) => [g.entity, g.total]));
  }

  /**
   * One page of results for `q` (learning.md §2 Search), best first: the profile's exam's syllabus
   * before the rest (issue 15), then full-text rank (title and names weigh most), then chapters
   * before topics before the rest. With `scope: 'exam'` only the exam's syllabus is searched.
   * When full text finds fewer than TYPO_FALLBACK_BELOW items: a query with a misspelt word is
   * corrected and, when the corrected words find more, the results are theirs
   * (`corrected_query`); otherwise titles that are close trigram matches are added. `exact` turns
   * the correction off. Totals per entity cover the whole query. Null when the query has no letter
   * or digit. With `alternatives` (a Latin query's transliterations, decision 039) a document
   * matching any spelling matches. Sealed questions (`hiddenQuestions`, decision 017) and tests the profile may not open
   * (`hiddenTests`, issue 15) are left out of results and totals.
   */
  async search(q: string, entity: SearchEntity | undefined, page: number, size: number, options: SearchOptions = {}): Promise<SearchResults | null> {
    const typed = prefixTsQuery(q);
    if (!typed) return null;
    const tsq = eitherTsQuery(typed, options.alternatives);
    const { hiddenQuestions = new Set<string>(), hiddenTests = new Set<string>(), exam = null, exact = false } = options;
    const scope: SearchScope = exam && options.scope === 'exam' ? 'exam' : 'all';
    const visible = (match: SQL): SQL => {
      const parts = [hiding(hiding(match, 'question', hiddenQuestions), 'test', hiddenTests)];
      if (scope === 'exam' && exam) parts.push(this.inExam(exam));
      return parts.length === 1 ? parts[0]! : and(...parts)!;
    };
    // A title holding the whole query as typed ("JEE Advanced 2019" → the test "JEE Advanced 2019
    // Paper 1") comes first, even from another exam the profile may open: the student asked for it.
    const phrase = q.trim().toLowerCase();
    const titleFirst = phrase ? [sql`(strpos(lower(${searchDocuments.title}), ${phrase}) > 0) desc`] : [];
    const examFirst = [...titleFirst, ...(exam ? [sql`(${this.inExam(exam)}) desc`] : [])];
    const sum = (totals: Map<string, number>) => [...totals.values()].reduce((a, b) => a + b, 0);
    const page_ = async (query: string, match: SQL, totals: Map<string, number>, typos: boolean, corrected: string | null): Promise<SearchResults> => {
      const queryTsq = query === q ? tsq : (prefixTsQuery(query) ?? tsq);
      const rows = await this.db
        .select(HIT_COLUMNS)
        .from(searchDocuments)
        .where(entity ? and(match, eq(searchDocuments.entity, entity)) : match)
        .orderBy(...examFirst, sql`${this.score(queryTsq, query, typos)} desc`, sql`${searchDocuments.rankBoost} desc`, searchDocuments.code)
        .limit(size)
        .offset(page * size);
      const groups = SEARCH_ENTITIES.filter((e) => totals.has(e)).map((e) => ({ entity: e, total: totals.get(e)! }));
      const total = entity ? (totals.get(entity) ?? 0) : groups.reduce((n, g) => n + g.total, 0);
      return { query: q, corrected_query: corrected, scope, exam: null, entity: entity ?? null, page, size, total, groups, results: rows as SearchHit[] };
    };
    const fullText = visible(this.fullText(tsq));
    const totals = await this.totals(this.db, fullText);
    if (exact || sum(totals) >= TYPO_FALLBACK_BELOW) return page_(q, fullText, totals, false, null);
    const keys = await this.typoMatches(q);
    const corrected = await this.correction(q, keys);
    const correctedTsq = corrected ? prefixTsQuery(corrected) : null;
    if (corrected && correctedTsq) {
      const match = visible(this.fullText(correctedTsq));
      const correctedTotals = await this.totals(this.db, match);
      if (sum(correctedTotals) > sum(totals)) return page_(corrected, match, correctedTotals, false, corrected);
    }
    const either = visible(this.fullTextOr(tsq, keys));
    return page_(q, either, await this.totals(this.db, either), true, null);
  }

  /**
   * Up to `limit` suggestions as the student types: the profile's exam's syllabus first (issue 15),
   * then titles that start with the words; typo matches fill up. Tests in `hiddenTests` (the profile
   * may not open them, issue 15) are never suggested.
   */
  async suggest(q: string, limit = 8, exam: string | null = null, hiddenTests: ReadonlySet<string> = new Set()): Promise<SearchHit[] | null> {
    const tsq = prefixTsQuery(q);
    if (!tsq) return null;
    const lowered = q.toLowerCase();
    const startsWith = sql`(lower(${searchDocuments.title}) like ${`${lowered.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`}) desc`;
    const examFirst = exam ? [sql`(${this.inExam(exam)}) desc`] : [];
    const suggestible = hiding(inArray(searchDocuments.entity, ['chapter', 'topic', 'concept', 'video', 'book', 'test']), 'test', hiddenTests);
    const run = (db: Db, match: SQL, typos: boolean) =>
      db
        .select(HIT_COLUMNS)
        .from(searchDocuments)
        .where(and(match, suggestible))
        .orderBy(...examFirst, startsWith, sql`${this.score(tsq, q, typos)} desc`, sql`${searchDocuments.rankBoost} desc`, searchDocuments.code)
        .limit(limit);
    const rows = await run(this.db, this.fullText(tsq), false);
    if (rows.length >= limit) return rows as SearchHit[];
    return (await run(this.db, this.fullTextOr(tsq, await this.typoMatches(q)), true)) as SearchHit[];
  }
}
