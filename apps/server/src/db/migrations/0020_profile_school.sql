ALTER TABLE "profiles" ADD COLUMN "school_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "where_is_school" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "state_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "district_name" text;