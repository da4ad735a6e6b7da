CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"slug_en" text,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover_image" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"place" jsonb,
	"online_url" text,
	"registration" text DEFAULT 'contact' NOT NULL,
	"registration_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone,
	"seo_title" jsonb,
	"seo_description" jsonb,
	"seo_image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('draft', 'published')),
	CONSTRAINT "events_registration_check" CHECK ("events"."registration" in ('contact', 'external'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_unique" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "events_english_slug_unique" ON "events" USING btree (coalesce("slug_en", "slug"));--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("status","starts_at");