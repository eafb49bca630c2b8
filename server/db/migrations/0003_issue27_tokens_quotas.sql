CREATE TABLE "telemetry_quotas" (
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "telemetry_quotas_scope_key_hash_window_start_pk" PRIMARY KEY("scope","key_hash","window_start")
);
--> statement-breakpoint
ALTER TABLE "card_tokens" ADD COLUMN "session_external_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "telemetry_quotas_window_idx" ON "telemetry_quotas" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "telemetry_events_received_at_idx" ON "telemetry_events" USING btree ("received_at");