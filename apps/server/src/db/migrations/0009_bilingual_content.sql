ALTER TABLE "award_levels" ADD COLUMN "description_zh" text;--> statement-breakpoint
ALTER TABLE "jury_profiles" ADD COLUMN "title_zh" text;--> statement-breakpoint
ALTER TABLE "jury_profiles" ADD COLUMN "bio_zh" text;