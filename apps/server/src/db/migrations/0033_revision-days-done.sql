CREATE TABLE "revision_days_done" (
	"profile_id" uuid NOT NULL,
	"day" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "revision_days_done_profile_id_day_pk" PRIMARY KEY("profile_id","day")
);
--> statement-breakpoint
ALTER TABLE "revision_days_done" ADD CONSTRAINT "revision_days_done_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;