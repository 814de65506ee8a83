CREATE TABLE "live_class_answers" (
	"question_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"selected_answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"time_ms" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_class_answers_question_id_profile_id_pk" PRIMARY KEY("question_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "live_class_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"live_class_id" uuid NOT NULL,
	"question_code" text NOT NULL,
	"pushed_by_user_id" uuid,
	"pushed_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_class_answers" ADD CONSTRAINT "live_class_answers_question_id_live_class_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_class_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_answers" ADD CONSTRAINT "live_class_answers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_questions" ADD CONSTRAINT "live_class_questions_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_questions" ADD CONSTRAINT "live_class_questions_pushed_by_user_id_users_id_fk" FOREIGN KEY ("pushed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_class_answers_profile_idx" ON "live_class_answers" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "live_class_questions_class_idx" ON "live_class_questions" USING btree ("live_class_id","pushed_at");