CREATE TABLE "whatsapp_click_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"service_id" integer,
	"clicks" integer NOT NULL,
	CONSTRAINT "whatsapp_click_days_clicks_check" CHECK ("whatsapp_click_days"."clicks" > 0)
);
--> statement-breakpoint
ALTER TABLE "whatsapp_click_days" ADD CONSTRAINT "whatsapp_click_days_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_click_days_day_idx" ON "whatsapp_click_days" USING btree ("day");