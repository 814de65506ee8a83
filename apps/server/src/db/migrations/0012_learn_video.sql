CREATE TABLE "content_reactions" (
	"profile_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"liked" boolean DEFAULT false NOT NULL,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"liked_at" timestamp with time zone,
	"bookmarked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reactions_profile_id_content_type_content_id_pk" PRIMARY KEY("profile_id","content_type","content_id")
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"tracking_id" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_events_tracking_id_profile_id_event_id_pk" PRIMARY KEY("tracking_id","profile_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" text PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"content_type" text NOT NULL,
	"desired_events" jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_opens" (
	"tracking_id" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"opens" integer DEFAULT 1 NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_opens_tracking_id_profile_id_pk" PRIMARY KEY("tracking_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "user_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"content_id" text NOT NULL,
	"content_type" text NOT NULL,
	"watched_s" real NOT NULL,
	"length_s" integer,
	"time_spent_s" real DEFAULT 0 NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"profile_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"status" text NOT NULL,
	"length_s" integer NOT NULL,
	"watched_s" real NOT NULL,
	"ever_completed" boolean DEFAULT false NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_profile_id_content_id_pk" PRIMARY KEY("profile_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "content_reactions" ADD CONSTRAINT "content_reactions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_tracking_id_tracking_links_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_opens" ADD CONSTRAINT "tracking_opens_tracking_id_tracking_links_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_opens" ADD CONSTRAINT "tracking_opens_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activities_profile_idx" ON "user_activities" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "video_progress_profile_status_idx" ON "video_progress" USING btree ("profile_id","status","updated_at");