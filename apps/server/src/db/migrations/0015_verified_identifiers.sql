DROP INDEX "users_email_key";--> statement-breakpoint
DROP INDEX "users_mobile_key";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "login_via" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_key" ON "users" USING btree ("email") WHERE "users"."email" is not null and "users"."email_verified";--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_mobile_key" ON "users" USING btree ("mobile") WHERE "users"."mobile" is not null and "users"."mobile_verified";--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");