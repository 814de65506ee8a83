CREATE TABLE "data_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"namespace" text NOT NULL,
	"topic" text NOT NULL,
	"name" text NOT NULL,
	"feature_name" text,
	"user_id" uuid,
	"profile_id" uuid,
	"session_id" text,
	"browser_id" text,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "data_events_received" ON "data_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "data_events_name_received" ON "data_events" USING btree ("name","received_at");