ALTER TABLE "blog_posts" ADD COLUMN "slug_en" text;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "slug_en" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "slug_en" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "slug_en" text;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_english_slug_unique" ON "blog_posts" USING btree (coalesce("slug_en", "slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_english_slug_unique" ON "job_posts" USING btree (coalesce("slug_en", "slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_english_slug_unique" ON "projects" USING btree (coalesce("slug_en", "slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_english_slug_unique" ON "services" USING btree (coalesce("slug_en", "slug"));--> statement-breakpoint
-- Tags become texts in both languages: the stored tags are French.
UPDATE "blog_posts" SET "tags" = COALESCE((SELECT jsonb_agg(jsonb_build_object('fr', "tag")) FROM jsonb_array_elements_text("blog_posts"."tags") AS "tag"), '[]'::jsonb) WHERE jsonb_typeof("tags") = 'array' AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements("blog_posts"."tags") AS "item" WHERE jsonb_typeof("item") <> 'string');
