CREATE TABLE "chapter_notes" (
	"code" text PRIMARY KEY NOT NULL,
	"chapter_code" text NOT NULL,
	"title" text NOT NULL,
	"item" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chapter_notes_chapter_idx" ON "chapter_notes" USING btree ("chapter_code");