CREATE TABLE "exam_syllabus" (
	"exam_code" text NOT NULL,
	"subject" text NOT NULL,
	"subject_name" text NOT NULL,
	"chapter_code" text NOT NULL,
	"sort_order" integer NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "exam_syllabus_exam_code_chapter_code_pk" PRIMARY KEY("exam_code","chapter_code")
);
--> statement-breakpoint
CREATE TABLE "learning_map_nodes" (
	"code" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"parent_code" text,
	"subject" text NOT NULL,
	"grade" integer,
	"number" integer,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "learning_map_parent_idx" ON "learning_map_nodes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "learning_map_level_grade_idx" ON "learning_map_nodes" USING btree ("level","grade");