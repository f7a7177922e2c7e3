ALTER TABLE "categories" ADD COLUMN "early_bird_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "late_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "early_bird_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "late_fee_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tier_fees_check" CHECK ("categories"."early_bird_fee_cents" >= 0 and "categories"."late_fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_fee_tiers_check" CHECK ("seasons"."early_bird_ends_at" is null or "seasons"."late_fee_starts_at" is null or "seasons"."early_bird_ends_at" <= "seasons"."late_fee_starts_at");