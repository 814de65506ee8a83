import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PackNote, SearchEntity, SearchHit, SearchResults } from '@abhyas/contracts';
import { SEARCH_ENTITIES } from '@abhyas/contracts';
import type { Db } from '../../db/client.ts';
import { books, chapterNotes, exams, learningMapNodes, mocktestBundles, questions, searchDocuments, videos } from '../../db/schema/index.ts';

type Doc = typeof searchDocuments.$inferInsert;

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

/** Markdown/LaTeX source as plain words: formulas' commands, braces and Markdown marks removed. */
const TEX_SYMBOLS: Record<string, string> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  leq: '≤',
  le: '≤',
  geq: '≥',
  ge: '≥',
  neq: '≠',
  ne: '≠',
  infty: '∞',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  lambda: 'λ',
  mu: 'μ',
  sigma: 'σ',
  omega: 'ω',
  Omega: 'Ω',
  rightarrow: '→',
  to: '→',
  circ: '°',
};
const TEX_WORDS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'cosec', 'csc', 'log', 'ln', 'exp', 'lim', 'max', 'min']);

/** Markdown/LaTeX source as plain words: `\frac{a}{b}` → a/b, `\sin` → sin, `\pi` → π; other commands, braces and Markdown marks removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/gu, ' $1/$2 ')
    .replace(/\\sqrt\{([^{}]*)\}/gu, '√$1')
    .replace(/\^\{?\\circ\}?/gu, '°')
    .replace(/\\([a-zA-Z]+)/gu, (m, name: string) => (TEX_WORDS.has(name) ? ` ${name} ` : (TEX_SYMBOLS[name] ?? m)))
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
    for (const n of await db.select().from(chapterNotes)) {
      const item = n.item as unknown as PackNote;
      const chapter = byCode.get(n.chapterCode);
      docs.push({
        entity: 'note',
        code: n.code,
        title: n.title,
        names: cut(
          Object.values(item.translations)
            .map((t) => t.title)
            .join(' '),
          400,
        ),
        subtitle: [chapter?.name, classOf(chapter?.grade ?? null)].filter(Boolean).join(' · '),
        body: plainText([item.keyIdeas, item.formulas, item.commonMistakes, ...item.workedExamples.map((w) => w.problem)].join(' ')).slice(0, 4000),
        subject: chapter?.subject ?? null,
        url: `/learn/summary/${n.chapterCode}#notes`,
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
    for (const t of await db.select().from(mocktestBundles).where(isNull(mocktestBundles.ownerProfileId))) {
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
    await db.execute(sql`analyze search_documents`);
    return docs.length;
  }

  /** A full-text prefix match of every word. */
  private fullText(tsq: string): SQL {
    return sql`${searchDocuments.tsv} @@ to_tsquery('simple', ${tsq})`;
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
   * One page of results for `q` (learning.md §2 Search), best first: full-text rank (title and names
   * weigh most), then chapters before topics before the rest. When full text finds fewer than
   * TYPO_FALLBACK_BELOW items, titles that are close trigram matches are added, so a misspelt word
   * still finds its chapter. Totals per entity cover the whole query. Null when the query has no
   * letter or digit. Questions in `hiddenQuestions` (sealed for the caller, decision 017) are left
   * out of the results and the totals.
   */
  async search(
    q: string,
    entity: SearchEntity | undefined,
    page: number,
    size: number,
    hiddenQuestions: ReadonlySet<string> = new Set(),
  ): Promise<SearchResults | null> {
    const tsq = prefixTsQuery(q);
    if (!tsq) return null;
    const visible = (match: SQL): SQL =>
      hiddenQuestions.size === 0
        ? match
        : and(match, sql`not (${searchDocuments.entity} = 'question' and ${inArray(searchDocuments.code, [...hiddenQuestions])})`)!;
    const page_ = async (db: Db, match: SQL, totals: Map<string, number>, typos: boolean): Promise<SearchResults> => {
      const rows = await db
        .select(HIT_COLUMNS)
        .from(searchDocuments)
        .where(entity ? and(match, eq(searchDocuments.entity, entity)) : match)
        .orderBy(sql`${this.score(tsq, q, typos)} desc`, sql`${searchDocuments.rankBoost} desc`, searchDocuments.code)
        .limit(size)
        .offset(page * size);
      const groups = SEARCH_ENTITIES.filter((e) => totals.has(e)).map((e) => ({ entity: e, total: totals.get(e)! }));
      const total = entity ? (totals.get(entity) ?? 0) : groups.reduce((n, g) => n + g.total, 0);
      return { query: q, entity: entity ?? null, page, size, total, groups, results: rows as SearchHit[] };
    };
    const fullText = visible(this.fullText(tsq));
    const totals = await this.totals(this.db, fullText);
    if ([...totals.values()].reduce((a, b) => a + b, 0) >= TYPO_FALLBACK_BELOW) return page_(this.db, fullText, totals, false);
    const either = visible(this.fullTextOr(tsq, await this.typoMatches(q)));
    return page_(this.db, either, await this.totals(this.db, either), true);
  }

  /** Up to `limit` suggestions as the student types: titles that start with the words first; typo matches fill up. */
  async suggest(q: string, limit = 8): Promise<SearchHit[] | null> {
    const tsq = prefixTsQuery(q);
    if (!tsq) return null;
    const lowered = q.toLowerCase();
    const startsWith = sql`(lower(${searchDocuments.title}) like ${`${lowered.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`}) desc`;
    const suggestible = inArray(searchDocuments.entity, ['chapter', 'topic', 'concept', 'video', 'book', 'test']);
    const run = (db: Db, match: SQL, typos: boolean) =>
      db
        .select(HIT_COLUMNS)
        .from(searchDocuments)
        .where(and(match, suggestible))
        .orderBy(startsWith, sql`${this.score(tsq, q, typos)} desc`, sql`${searchDocuments.rankBoost} desc`, searchDocuments.code)
        .limit(limit);
    const rows = await run(this.db, this.fullText(tsq), false);
    if (rows.length >= limit) return rows as SearchHit[];
    return (await run(this.db, this.fullTextOr(tsq, await this.typoMatches(q)), true)) as SearchHit[];
  }
}
