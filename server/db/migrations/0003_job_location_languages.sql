-- A job's location is written in both languages like every other editor text; the French one is what was stored.
ALTER TABLE "job_posts" ALTER COLUMN "location" SET DATA TYPE jsonb USING jsonb_build_object('fr', "location");
