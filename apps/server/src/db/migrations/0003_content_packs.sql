CREATE TABLE "books" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"grade" integer,
	"item" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cheat_sheets" (
	"code" text PRIMARY KEY NOT NULL,
	"chapter_code" text NOT NULL,
	"title" text NOT NULL,
	"item" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"chapter_code" text NOT NULL,
	"topic_code" text,
	"length_s" integer NOT NULL,
	"item" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mocktest_bundles" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mocktest_bundles" ADD COLUMN "instructions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "topic_code" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "primary_concept" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "languages" jsonb DEFAULT '["en"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_map_nodes" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "cheat_sheets_chapter_idx" ON "cheat_sheets" USING btree ("chapter_code");--> statement-breakpoint
CREATE INDEX "videos_chapter_idx" ON "videos" USING btree ("chapter_code");--> statement-breakpoint
CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("topic_code");--> statement-breakpoint
CREATE INDEX "questions_concept_idx" ON "questions" USING btree ("primary_concept");