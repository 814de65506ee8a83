ALTER TABLE "practice_attempts" ADD COLUMN "tries" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_question_log" ADD COLUMN "first_try" jsonb;--> statement-breakpoint
ALTER TABLE "practice_step_attempts" ADD COLUMN "tries" integer DEFAULT 1 NOT NULL;