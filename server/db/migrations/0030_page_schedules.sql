CREATE TABLE "page_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"base_version" integer NOT NULL,
	"user_id" integer,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_schedules_page_id_unique" UNIQUE("page_id")
);
--> statement-breakpoint
ALTER TABLE "page_schedules" ADD CONSTRAINT "page_schedules_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_schedules" ADD CONSTRAINT "page_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;