ALTER TABLE "search_documents" ADD COLUMN "exams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_exams_idx" ON "search_documents" USING gin ("exams");--> statement-breakpoint
-- The index is rebuilt from the content at the next start when it is empty: emptied here, so
-- every document gets its exams and the titles of the new plain-text reader (issue 15).
DELETE FROM "search_documents";
