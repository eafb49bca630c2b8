CREATE TABLE "card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coverage_options" (
	"kind" text NOT NULL,
	"partner" text NOT NULL,
	"policy_type" text NOT NULL,
	"state" text NOT NULL,
	"variant" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "coverage_options_kind_partner_policy_type_state_variant_pk" PRIMARY KEY("kind","partner","policy_type","state","variant")
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"policy_type" text,
	"user_id" uuid,
	"status" text DEFAULT 'accepted' NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_number_mappings" (
	"traffic_source" text NOT NULL,
	"policy_type" text NOT NULL,
	"flow_location" text NOT NULL,
	"phone_number" text NOT NULL,
	CONSTRAINT "phone_number_mappings_traffic_source_policy_type_flow_location_pk" PRIMARY KEY("traffic_source","policy_type","flow_location")
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_hash" text NOT NULL,
	"ip_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"policy_number" text NOT NULL,
	"policy_type" text NOT NULL,
	"carrier_id" text NOT NULL,
	"premium" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"effective_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prefill_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"partner" text,
	"search_hash" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratecall_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"policy_type" text NOT NULL,
	"carrier_id" text NOT NULL,
	"user_id" uuid,
	"level" text NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"companys_quote_number" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_rules" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"default_value" jsonb,
	"definition" jsonb NOT NULL,
	"checksum" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sink" text NOT NULL,
	"event" text NOT NULL,
	"anonymous_id" text,
	"correlation_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "policy_type" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "kind" text DEFAULT 'quotes' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbound_messages_channel_idx" ON "outbound_messages" USING btree ("channel","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone_hash","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_idx" ON "phone_verifications" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "prefill_records_search_idx" ON "prefill_records" USING btree ("kind","search_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ratecall_sessions_external_idx" ON "ratecall_sessions" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "telemetry_events_sink_idx" ON "telemetry_events" USING btree ("sink","event","received_at");