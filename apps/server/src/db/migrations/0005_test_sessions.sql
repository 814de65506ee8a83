CREATE TABLE "test_events" (
	"session_id" uuid NOT NULL,
	"eorder" integer NOT NULL,
	"id" text,
	"event_type" text NOT NULL,
	"section" text,
	"question_code" text,
	"t" real NOT NULL,
	"event_info" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_events_session_id_eorder_pk" PRIMARY KEY("session_id","eorder")
);
--> statement-breakpoint
CREATE TABLE "test_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"bundle_code" text NOT NULL,
	"exam_code" text NOT NULL,
	"goal_code" text NOT NULL,
	"status" text NOT NULL,
	"ui_style" text DEFAULT 'dark' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"finish_reason" text,
	"last_eorder" integer DEFAULT 0 NOT NULL,
	"score" real,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_events" ADD CONSTRAINT "test_events_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD CONSTRAINT "test_sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_sessions_profile_bundle_idx" ON "test_sessions" USING btree ("profile_id","bundle_code");--> statement-breakpoint
CREATE INDEX "test_sessions_open_deadline_idx" ON "test_sessions" USING btree ("status","deadline_at");