CREATE TABLE "whatsapp_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"service_id" integer,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_clicks_placement_check" CHECK ("whatsapp_clicks"."placement" in ('header', 'service', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_clicks" ADD CONSTRAINT "whatsapp_clicks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_clicks_created_at_idx" ON "whatsapp_clicks" USING btree ("created_at");