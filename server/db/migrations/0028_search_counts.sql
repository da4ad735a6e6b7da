CREATE TABLE "search_counts" (
	"day" date NOT NULL,
	"language" text NOT NULL,
	"words" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_counts_day_language_words_pk" PRIMARY KEY("day","language","words"),
	CONSTRAINT "search_counts_searches_check" CHECK ("search_counts"."searches" > 0)
);
