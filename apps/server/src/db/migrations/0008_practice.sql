CREATE TABLE "concept_mastery" (
	"profile_id" uuid NOT NULL,
	"concept_code" text NOT NULL,
	"mastery" real NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concept_mastery_profile_id_concept_code_pk" PRIMARY KEY("profile_id","concept_code")
);
--> statement-breakpoint
CREATE TABLE "embium_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_attempts" (
	"session_id" uuid NOT NULL,
	"question_code" text NOT NULL,
	"concept_code" text,
	"correct" boolean NOT NULL,
	"correctness" real NOT NULL,
	"selected_answer" jsonb NOT NULL,
	"time_spent_s" real NOT NULL,
	"ideal_time_s" integer NOT NULL,
	"hint_used" boolean DEFAULT false NOT NULL,
	"attempt_type" text NOT NULL,
	"mastery_before" real,
	"mastery_after" real,
	"silver" integer DEFAULT 0 NOT NULL,
	"gold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_attempts_session_id_question_code_pk" PRIMARY KEY("session_id","question_code")
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"chapter_code" text,
	"title" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"learning_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "concept_mastery" ADD CONSTRAINT "concept_mastery_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embium_ledger" ADD CONSTRAINT "embium_ledger_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embium_ledger_award_idx" ON "embium_ledger" USING btree ("profile_id","kind","reason","source");--> statement-breakpoint
CREATE INDEX "embium_ledger_profile_idx" ON "embium_ledger" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_profile_idx" ON "practice_sessions" USING btree ("profile_id");