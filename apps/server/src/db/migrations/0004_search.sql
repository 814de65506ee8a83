-- Trigram matching for typo-tolerant search (pg_trgm ships with PostgreSQL and with PGlite's contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"entity" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"names" text DEFAULT '' NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"subject" text,
	"url" text NOT NULL,
	"rank_boost" integer DEFAULT 0 NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(names, '')), 'A') || setweight(to_tsvector('simple', coalesce(subtitle, '')), 'B') || setweight(to_tsvector('simple', coalesce(body, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "search_documents_entity_code_pk" PRIMARY KEY("entity","code")
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin (lower("title") gin_trgm_ops);