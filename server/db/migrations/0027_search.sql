-- The site search (ADR 0061): each language's words stemmed with accents and case ignored.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "weltaare_fr" (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "weltaare_fr" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "weltaare_en" (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "weltaare_en" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TABLE "search_entries" (
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"body" text NOT NULL,
	"path" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"source_version" integer,
	"words" "tsvector" NOT NULL,
	CONSTRAINT "search_entries_kind_item_key_language_pk" PRIMARY KEY("kind","item_key","language"),
	CONSTRAINT "search_entries_language_check" CHECK ("search_entries"."language" in ('fr', 'en'))
);
--> statement-breakpoint
CREATE INDEX "search_entries_words_idx" ON "search_entries" USING gin ("words");