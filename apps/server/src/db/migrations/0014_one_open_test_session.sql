-- Before the index: if a race ever opened two attempts at one test for one profile, the newest stays
-- open and the others are finished (scored when their result is read, like any finished session).
UPDATE "test_sessions" SET "status" = 'FINISHED', "finished_at" = now(), "finish_reason" = 'superseded'
WHERE "status" = 'STARTED' AND "id" NOT IN (
  SELECT DISTINCT ON ("profile_id", "bundle_code") "id" FROM "test_sessions"
  WHERE "status" = 'STARTED' ORDER BY "profile_id", "bundle_code", "started_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "test_sessions_one_open_idx" ON "test_sessions" USING btree ("profile_id","bundle_code") WHERE status = 'STARTED';
