CREATE TABLE "revision_cards" (
	"profile_id" uuid NOT NULL,
	"question_code" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" text NOT NULL,
	"last_review" timestamp with time zone,
	"source" text NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_cards_profile_id_question_code_pk" PRIMARY KEY("profile_id","question_code")
);
--> statement-breakpoint
CREATE TABLE "revision_list_items" (
	"list_id" uuid NOT NULL,
	"question_code" text NOT NULL,
	"seq" serial NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_list_items_list_id_question_code_pk" PRIMARY KEY("list_id","question_code")
);
--> statement-breakpoint
CREATE TABLE "revision_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"question_code" text NOT NULL,
	"grade" text NOT NULL,
	"was_due" boolean NOT NULL,
	"source" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_settings" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"daily_cap" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_list_items" ADD CONSTRAINT "revision_list_items_list_id_revision_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."revision_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_lists" ADD CONSTRAINT "revision_lists_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_reviews" ADD CONSTRAINT "revision_reviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_settings" ADD CONSTRAINT "revision_settings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revision_cards_due_idx" ON "revision_cards" USING btree ("profile_id","due");--> statement-breakpoint
CREATE INDEX "revision_lists_profile_idx" ON "revision_lists" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "revision_reviews_profile_idx" ON "revision_reviews" USING btree ("profile_id","reviewed_at");