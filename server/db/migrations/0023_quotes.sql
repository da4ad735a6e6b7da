CREATE TABLE "quote_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_gnf" bigint DEFAULT 0 NOT NULL,
	"total_gnf" bigint NOT NULL,
	"deposit_percent" integer DEFAULT 50 NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"terms" text NOT NULL,
	"token" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'accepted', 'refused', 'replaced')),
	CONSTRAINT "quotes_deposit_check" CHECK ("quotes"."deposit_percent" between 0 and 100),
	CONSTRAINT "quotes_total_check" CHECK ("quotes"."total_gnf" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_version_unique" ON "quotes" USING btree ("year","sequence","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_unique" ON "quotes" USING btree ("token");--> statement-breakpoint
CREATE INDEX "quotes_message_idx" ON "quotes" USING btree ("message_id");