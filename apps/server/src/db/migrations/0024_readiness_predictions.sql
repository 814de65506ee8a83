CREATE TABLE "readiness_predictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"exam_code" text NOT NULL,
	"predicted" real NOT NULL,
	"low" real NOT NULL,
	"high" real NOT NULL,
	"max_marks" real NOT NULL,
	"mastery_share" real NOT NULL,
	"as_of" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readiness_predictions" ADD CONSTRAINT "readiness_predictions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "readiness_predictions_profile_exam_idx" ON "readiness_predictions" USING btree ("profile_id","exam_code","created_at");