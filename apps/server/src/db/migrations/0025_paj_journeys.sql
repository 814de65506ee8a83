CREATE TABLE "paj_journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"exam_code" text NOT NULL,
	"goal_code" text NOT NULL,
	"journey" jsonb NOT NULL,
	"input" jsonb NOT NULL,
	"planned_on" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paj_journeys" ADD CONSTRAINT "paj_journeys_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paj_journeys_profile_exam" ON "paj_journeys" USING btree ("profile_id","exam_code");