CREATE TABLE "content_bookmarks" (
	"profile_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"bookmarked" boolean NOT NULL,
	"category" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_bookmarks_profile_id_content_type_content_id_pk" PRIMARY KEY("profile_id","content_type","content_id")
);
--> statement-breakpoint
CREATE TABLE "paj_progress" (
	"profile_id" uuid NOT NULL,
	"paj_id" text NOT NULL,
	"step_index" integer NOT NULL,
	"path_type" text DEFAULT '' NOT NULL,
	"path_index" integer DEFAULT -1 NOT NULL,
	"object_id" text DEFAULT '' NOT NULL,
	"object_type" text,
	"status" text NOT NULL,
	"call_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paj_progress_profile_id_paj_id_step_index_path_type_path_index_object_id_pk" PRIMARY KEY("profile_id","paj_id","step_index","path_type","path_index","object_id")
);
--> statement-breakpoint
CREATE TABLE "practice_error_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid,
	"error_code" text NOT NULL,
	"error_type" text NOT NULL,
	"label" text NOT NULL,
	"screen_name" text NOT NULL,
	"module_name" text NOT NULL,
	"feature_name" text NOT NULL,
	"message" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_events" (
	"session_id" uuid NOT NULL,
	"eorder" integer NOT NULL,
	"type" text NOT NULL,
	"question_code" text,
	"event_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_events_session_id_eorder_pk" PRIMARY KEY("session_id","eorder")
);
--> statement-breakpoint
CREATE TABLE "practice_interventions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"concept_code" text NOT NULL,
	"current_mastery" real NOT NULL,
	"predicted_mastery" real NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_question_log" (
	"session_id" uuid NOT NULL,
	"question_code" text NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"skipped" boolean DEFAULT false NOT NULL,
	"swu_step" integer,
	"swu_badge" text,
	CONSTRAINT "practice_question_log_session_id_question_code_pk" PRIMARY KEY("session_id","question_code")
);
--> statement-breakpoint
CREATE TABLE "practice_step_attempts" (
	"session_id" uuid NOT NULL,
	"question_code" text NOT NULL,
	"step_index" integer NOT NULL,
	"outcome" text NOT NULL,
	"selected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time_ms" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_step_attempts_session_id_question_code_step_index_pk" PRIMARY KEY("session_id","question_code","step_index")
);
--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "revealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "scope" jsonb;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "practice_id" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "video_id" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "concept_code" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "start_question_code" text;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "paj" jsonb;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "meta" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "last_eorder" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_bookmarks" ADD CONSTRAINT "content_bookmarks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paj_progress" ADD CONSTRAINT "paj_progress_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_error_reports" ADD CONSTRAINT "practice_error_reports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_events" ADD CONSTRAINT "practice_events_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_interventions" ADD CONSTRAINT "practice_interventions_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_question_log" ADD CONSTRAINT "practice_question_log_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_step_attempts" ADD CONSTRAINT "practice_step_attempts_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_error_reports_created_idx" ON "practice_error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "practice_interventions_session_idx" ON "practice_interventions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "practice_step_attempts_question_idx" ON "practice_step_attempts" USING btree ("question_code","step_index");