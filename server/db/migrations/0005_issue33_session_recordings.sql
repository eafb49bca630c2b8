CREATE TABLE "session_recordings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"anonymous_id" text NOT NULL,
	"correlation_id" text NOT NULL,
	"recording_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"events" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_recordings_anonymous_idx" ON "session_recordings" USING btree ("anonymous_id","id");--> statement-breakpoint
CREATE INDEX "session_recordings_received_at_idx" ON "session_recordings" USING btree ("received_at");