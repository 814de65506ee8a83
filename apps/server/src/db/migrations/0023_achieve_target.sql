CREATE TABLE "achieve_targets" (
	"profile_id" uuid NOT NULL,
	"exam_code" text NOT NULL,
	"goal_code" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_value" double precision NOT NULL,
	"exam_date" date NOT NULL,
	"daily_minutes" integer NOT NULL,
	"journey_name" text NOT NULL,
	"question_response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achieve_targets_profile_id_exam_code_pk" PRIMARY KEY("profile_id","exam_code")
);
--> statement-breakpoint
ALTER TABLE "achieve_targets" ADD CONSTRAINT "achieve_targets_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;