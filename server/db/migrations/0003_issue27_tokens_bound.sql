ALTER TABLE "card_tokens" ADD COLUMN "session_external_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;