CREATE TABLE "data_shares" (
	"user_id" uuid NOT NULL,
	"party" text NOT NULL,
	"purpose" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_shares_user_id_party_purpose_pk" PRIMARY KEY("user_id","party","purpose")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "opted_out_at" timestamp with time zone;