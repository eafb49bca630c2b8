-- Keep one row per search before the index becomes unique (two simultaneous first searches could store two).
DELETE FROM "prefill_records" a USING "prefill_records" b WHERE a."kind" = b."kind" AND a."search_hash" = b."search_hash" AND a.ctid > b.ctid;--> statement-breakpoint
DROP INDEX "prefill_records_search_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "prefill_records_search_idx" ON "prefill_records" USING btree ("kind","search_hash");
