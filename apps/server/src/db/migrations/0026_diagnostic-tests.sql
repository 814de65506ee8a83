CREATE TABLE "diagnostic_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"exam_code" text NOT NULL,
	"bundle_code" text NOT NULL,
	"subjects" jsonb NOT NULL,
	"result" jsonb,
	"finished_at" timestamp with time zone,
	"seeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnostic_tests" ADD CONSTRAINT "diagnostic_tests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diagnostic_tests_bundle" ON "diagnostic_tests" USING btree ("bundle_code");--> statement-breakpoint
CREATE INDEX "diagnostic_tests_profile_exam" ON "diagnostic_tests" USING btree ("profile_id","exam_code");