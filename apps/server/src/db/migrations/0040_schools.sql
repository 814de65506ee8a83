CREATE TABLE "assignment_done" (
	"assignment_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assignment_done_assignment_id_profile_id_pk" PRIMARY KEY("assignment_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"class_id" uuid NOT NULL,
	"title" text NOT NULL,
	"instructions" text,
	"kind" text NOT NULL,
	"target" jsonb NOT NULL,
	"target_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"locked_until_start" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"class_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_students_class_id_profile_id_pk" PRIMARY KEY("class_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institute_id" uuid NOT NULL,
	"name" text NOT NULL,
	"grade" integer,
	"section" text,
	"subject" text,
	"exam_code" text NOT NULL,
	"teacher_user_id" uuid,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institute_members" (
	"institute_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "institute_members_institute_id_user_id_pk" PRIMARY KEY("institute_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"city" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"class_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"chapter_code" text,
	"room_name" text NOT NULL,
	"recording_url" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "homework_id" uuid;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "test_sessions" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "homework_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "assignment_done" ADD CONSTRAINT "assignment_done_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_done" ADD CONSTRAINT "assignment_done_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_members" ADD CONSTRAINT "institute_members_institute_id_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institute_members" ADD CONSTRAINT "institute_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_class_idx" ON "assignments" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_due_idx" ON "assignments" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "class_students_profile_idx" ON "class_students" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_join_code_key" ON "classes" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "classes_institute_idx" ON "classes" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_user_id");--> statement-breakpoint
CREATE INDEX "institute_members_user_idx" ON "institute_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_classes_class_idx" ON "live_classes" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_sessions_homework_idx" ON "test_sessions" USING btree ("homework_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_homework_idx" ON "practice_sessions" USING btree ("homework_id");