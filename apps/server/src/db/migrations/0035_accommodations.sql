CREATE TABLE "profile_accommodations" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"extra_minutes_per_hour" integer DEFAULT 0 NOT NULL,
	"benchmark_disability" boolean DEFAULT false NOT NULL,
	"basis" text DEFAULT '' NOT NULL,
	"set_by_role" text,
	"set_by_user_id" uuid,
	"compensatory_set_at" timestamp with time zone,
	"display" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "extra_minutes_per_hour" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_accommodations" ADD CONSTRAINT "profile_accommodations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_accommodations" ADD CONSTRAINT "profile_accommodations_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;