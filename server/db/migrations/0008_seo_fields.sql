ALTER TABLE "blog_posts" ADD COLUMN "seo_title" jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo_description" jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo_image" text;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "seo_title" jsonb;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "seo_description" jsonb;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "seo_image" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "seo_title" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "seo_description" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "seo_image" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seo_title" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seo_description" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "seo_image" text;