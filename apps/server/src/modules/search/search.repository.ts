import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SearchEntity, SearchHit, SearchResults } from '@abhyas/contracts';
import { SEARCH_ENTITIES } from '@abhyas/contracts';
import type { Db } from '../../db/client.ts';
import { books, exams, learningMapNodes, mocktestBundles, questions, searchDocuments, videos } from '../../db/schema/index.ts';

type Doc = typeof searchDocuments.$inferInsert;

/** Markdown/LaTeX source as plain words: formulas' commands, braces and Markdown marks removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\\(?:text|mathrm|mathbf|textbf)\{([^}]*)\}/gu, ' $1 ')
    .replace(/\\[a-zA-Z]+/gu, ' ')
    .replace(/\{\{\d+\}\}/gu, ' … ')
    .replace(/[$*_#>`|{}^~]|\\\\/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

const cut = (text: string, n: number) => (text.length <= n ? text : `${text.slice(0, n - 1).trimEnd()}…`);
const localNames = (names: Record<string, string> | null | undefined) => Object.values(names ?? {}).join(' ');

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
   * Replaces the index with documents built from the learning map, videos, questions, books and
   * mock tests, in one transaction (searches see the old index until it commits). Returns the count.
   */
  async rebuild(): Promise<number> {
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
    const byCode = new Map(nodes.map((n) => [n.code, n]));
    const docs: Doc[] = [];
    const classOf = (grade: number | null) => (grade ? `Class ${grade}` : '');
    const subjectName = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
    for (const n of nodes) {
      const parent = n.parent ? byCode.get(n.parent) : undefined;
      if (n.level === 'chapter') {
        docs.push({
          entity: 'chapter',
          code: n.code,
          title: n.name,
          names: localNames(n.names),
          subtitle: [classOf(n.grade), subjectName(n.subject)].filter(Boolean).join(' · '),
          subject: n.subject,
          url: `/learn/summary/${n.code}`,
          rankBoost: 3,
        });
      } else if (n.level === 'topic') {
        docs.push({
          entity: 'topic',
          code: n.code,
          title: n.name,
          names: localNames(n.names),
          subtitle: [parent?.name, classOf(n.grade)].filter(Boolean).join(' · '),
          subject: n.subject,
          url: `/topic/summary/${n.code}`,
          rankBoost: 2,
        });
      } else if (n.level === 'concept') {
        const chapter = parent?.parent ? byCode.get(parent.parent) : undefined;
        docs.push({
          entity: 'concept',
          code: n.code,
          title: n.name,
          names: localNames(n.names),
          subtitle: [parent?.name, chapter?.name].filter(Boolean).join(' · '),
          subject: n.subject,
          url: `/topic/summary/${n.parent ?? ''}?concept=${n.code}`,
          rankBoost: 1,
        });
      }
    }
    const chapterName = (code: string | null) => (code ? (byCode.get(code)?.name ?? '') : '');
    for (const v of await db.select().from(videos)) {
      const item = v.item as { names?: Record<string, string>; description?: string; owner?: { name?: string } };
      docs.push({
        entity: 'video',
        code: v.code,
        title: v.title,
        names: localNames(item.names),
        subtitle: [chapterName(v.chapterCode), item.owner?.name].filter(Boolean).join(' · '),
        body: item.description ?? '',
        subject: v.subject,
        url: `/video/summary/${v.code}`,
        rankBoost: 2,
      });
    }
    for (const q of await db
      .select({ code: questions.code, subject: questions.subject, chapter: questions.chapterCode, payload: questions.payload, source: questions.source })
      .from(questions)) {
      const text = plainText(q.payload.body);
      const translated = Object.values(q.payload.translations ?? {})
        .map((t) => plainText(t.body))
        .join(' ');
      const options = (q.payload.options ?? []).map((o) => plainText(o.body)).join(' ');
      docs.push({
        entity: 'question',
        code: q.code,
        title: cut(text, 160),
        names: cut(translated, 400),
        subtitle: [chapterName(q.chapter), q.source].filter(Boolean).join(' · '),
        body: `${text} ${options}`.slice(0, 2000),
        subject: q.subject,
        url: `/question/${q.code}`,
        rankBoost: 0,
      });
    }
    for (const b of await db.select().from(books)) {
      const item = b.item as {
        names?: Record<string, string>;
        description?: string;
        publisher?: string;
        toc?: { title: string; children?: { title: string }[] }[];
      };
      const toc = (item.toc ?? []).flatMap((e) => [e.title, ...(e.children ?? []).map((c) => c.title)]).join(' ');
      docs.push({
        entity: 'book',
        code: b.code,
        title: b.title,
        names: localNames(item.names),
        subtitle: [item.publisher, classOf(b.grade), subjectName(b.subject)].filter(Boolean).join(' · '),
        body: `${item.description ?? ''} ${toc}`.slice(0, 4000),
        subject: b.subject,
        url: `${b.kind === 'big_book' ? '/bigbooktoc' : '/booktoc'}?book_id=${b.code}`,
        rankBoost: 2,
      });
    }
    const examNames = new Map((await db.select({ code: exams.code, name: exams.name }).from(exams)).map((e) => [e.code, e.name]));
    for (const t of await db.select().from(mocktestBundles)) {
      docs.push({
        entity: 'test',
        code: t.code,
        title: t.name,
        names: localNames(t.names),
        subtitle: examNames.get(t.examCode) ?? t.examCode,
        body: t.sections.map((s) => s.name).join(' '),
        subject: null,
        url: `/test/summary/${t.code}`,
        rankBoost: 2,
      });
    }
    await db.transaction(async (tx) => {
      await tx.delete(searchDocuments);
      for (let i = 0; i < docs.length; i += 250) await tx.insert(searchDocuments).values(docs.slice(i, i + 250));
    });
    return docs.length;
  }

  /** Condition of a match: full-text prefix match, or a trigram word match for typos. */
  private matches(tsq: string, q: string): SQL {
    return sql`(${searchDocuments.tsv} @@ to_tsquery('simple', ${tsq}) or ${q.toLowerCase()} <% lower(${searchDocuments.title} || ' ' || ${searchDocuments.names}))`;
  }

  /**
   * One page of results for `q` (learning.md §2 Search), best first: full-text rank (title words
   * weigh most) plus trigram word similarity, then chapters before topics before the rest. Totals
   * per entity cover the whole query. Null when the query has no letter or digit.
   */
  async search(q: string, entity: SearchEntity | undefined, page: number, size: number): Promise<SearchResults | null> {
    const tsq = prefixTsQuery(q);
    if (!tsq) return null;
    const match = this.matches(tsq, q);
    const lowered = q.toLowerCase();
    const score = sql<number>`ts_rank(${searchDocuments.tsv}, to_tsquery('simple', ${tsq})) * 2 + word_similarity(${lowered}, lower(${searchDocuments.title} || ' ' || ${searchDocuments.names}))`;
    const [groupRows, rows] = await Promise.all([
      this.db
        .select({ entity: searchDocuments.entity, total: sql<number>`count(*)::int` })
        .from(searchDocuments)
        .where(match)
        .groupBy(searchDocuments.entity),
      this.db
        .select({
          entity: searchDocuments.entity,
          code: searchDocuments.code,
          title: searchDocuments.title,
          subtitle: searchDocuments.subtitle,
          subject: searchDocuments.subject,
          url: searchDocuments.url,
        })
        .from(searchDocuments)
        .where(entity ? and(match, eq(searchDocuments.entity, entity)) : match)
        .orderBy(sql`${score} desc`, sql`${searchDocuments.rankBoost} desc`, searchDocuments.code)
        .limit(size)
        .offset(page * size),
    ]);
    const totals = new Map(groupRows.map((g) => [g.entity, g.total]));
    const groups = SEARCH_ENTITIES.filter((e) => totals.has(e)).map((e) => ({ entity: e, total: totals.get(e)! }));
    const total = entity ? (totals.get(entity) ?? 0) : groups.reduce((n, g) => n + g.total, 0);
    return { query: q, entity: entity ?? null, page, size, total, groups, results: rows as SearchHit[] };
  }

  /** Up to `limit` suggestions as the student types: titles that start with the words first. */
  async suggest(q: string, limit = 8): Promise<SearchHit[] | null> {
    const tsq = prefixTsQuery(q);
    if (!tsq) return null;
    const lowered = q.toLowerCase();
    const rows = await this.db
      .select({
        entity: searchDocuments.entity,
        code: searchDocuments.code,
        title: searchDocuments.title,
        subtitle: searchDocuments.subtitle,
        subject: searchDocuments.subject,
        url: searchDocuments.url,
      })
      .from(searchDocuments)
      .where(and(this.matches(tsq, q), inArray(searchDocuments.entity, ['chapter', 'topic', 'concept', 'video', 'book', 'test'])))
      .orderBy(
        sql`(lower(${searchDocuments.title}) like ${`${lowered.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`}) desc`,
        sql`ts_rank(${searchDocuments.tsv}, to_tsquery('simple', ${tsq})) * 2 + word_similarity(${lowered}, lower(${searchDocuments.title} || ' ' || ${searchDocuments.names})) desc`,
        sql`${searchDocuments.rankBoost} desc`,
        searchDocuments.code,
      )
      .limit(limit);
    return rows as SearchHit[];
  }
}
