CREATE TABLE "mocktest_bundles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exam_code" text NOT NULL,
	"duration_s" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"source" text,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"subject" text NOT NULL,
	"chapter_code" text,
	"payload" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"source" text,
	"difficulty" integer NOT NULL,
	"ideal_time_s" integer NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "questions_subject_idx" ON "questions" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "questions_chapter_idx" ON "questions" USING btree ("chapter_code");