import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index (issue #3 §6; learning.md §2 Search): one document per chapter, topic, concept,
 * video, question, book and test, rebuilt from the content tables after every import. `title`
 * holds the display name; `names` every locale's name (so Hindi, Tamil, … queries match) and `body`
 * the rest of the searchable text. `tsv` is full text with the `simple` configuration (no stemming,
 * so Indic scripts index word for word); `lower(title)` carries a trigram index for typos.
 * `exams` names the exams whose syllabus holds the document (its chapter's exams; a test's exam),
 * so a profile's exam ranks first and can filter (issue 15).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    entity: text('entity').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    names: text('names').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    subject: text('subject'),
    url: text('url').notNull(),
    /** Orders equal matches: chapters before topics, shorter codes first. */
    rankBoost: integer('rank_boost').notNull().default(0),
    /** Exam codes whose syllabus holds this document (chapter, its topics, concepts, videos, notes, questions; a book's or a test's exams). */
    exams: text('exams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(names, '')), 'A') || setweight(to_tsvector('simple', coalesce(subtitle, '')), 'B') || setweight(to_tsvector('simple', coalesce(body, '')), 'C')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.code] }),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('search_documents_exams_idx').using('gin', t.exams),
  ],
);
