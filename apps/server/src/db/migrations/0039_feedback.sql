CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"contact" text,
	"page" text,
	"locale" text,
	"user_id" uuid,
	"profile_id" uuid,
	"browser_id" text
);
--> statement-breakpoint
CREATE INDEX "feedback_created" ON "feedback" USING btree ("created_at");