CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"referrer" text NOT NULL,
	"device" text NOT NULL,
	"light" boolean NOT NULL,
	"status" smallint NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_day_path_language_referrer_device_light_status_pk" PRIMARY KEY("day","path","language","referrer","device","light","status"),
	CONSTRAINT "page_views_views_check" CHECK ("page_views"."views" > 0)
);
