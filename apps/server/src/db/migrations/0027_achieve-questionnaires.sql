CREATE TABLE "achieve_questionnaires" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"test_code" text NOT NULL,
	"how_it_went" smallint NOT NULL,
	"skip_reasons" jsonb NOT NULL,
	"note" text,
	"skipped" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achieve_questionnaires" ADD CONSTRAINT "achieve_questionnaires_session_id_test_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achieve_questionnaires" ADD CONSTRAINT "achieve_questionnaires_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;