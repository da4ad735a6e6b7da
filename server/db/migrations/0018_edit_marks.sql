CREATE TABLE "edit_marks" (
	"resource" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_over_from" integer,
	"taken_over_at" timestamp with time zone,
	CONSTRAINT "edit_marks_resource_item_id_pk" PRIMARY KEY("resource","item_id")
);
--> statement-breakpoint
ALTER TABLE "edit_marks" ADD CONSTRAINT "edit_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_marks" ADD CONSTRAINT "edit_marks_taken_over_from_users_id_fk" FOREIGN KEY ("taken_over_from") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;