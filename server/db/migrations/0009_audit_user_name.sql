ALTER TABLE "audit_log" ADD COLUMN "user_name" text;--> statement-breakpoint
UPDATE "audit_log" SET "user_name" = "users"."name" FROM "users" WHERE "users"."id" = "audit_log"."user_id";
