CREATE TABLE "timeline_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"source_reference" text NOT NULL,
	"activity_type" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"duration_s" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timeline_activities" ADD CONSTRAINT "timeline_activities_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_activities_profile_reference" ON "timeline_activities" USING btree ("profile_id","source_reference");--> statement-breakpoint
CREATE INDEX "timeline_activities_profile_occurred" ON "timeline_activities" USING btree ("profile_id","occurred_at");