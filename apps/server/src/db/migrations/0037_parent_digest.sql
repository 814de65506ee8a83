CREATE TABLE "parent_digest_sends" (
	"user_id" uuid NOT NULL,
	"week_start" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parent_digest_sends_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "parent_digest_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_digest" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_digest_sends" ADD CONSTRAINT "parent_digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_digest_settings" ADD CONSTRAINT "parent_digest_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;