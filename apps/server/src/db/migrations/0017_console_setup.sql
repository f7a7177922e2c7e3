DROP INDEX "invitation_codes_code_key";--> statement-breakpoint
ALTER TABLE "award_levels" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "award_levels" ADD COLUMN "origin_id" integer;--> statement-breakpoint
ALTER TABLE "award_levels" ADD COLUMN "metal" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "origin_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "entry_form" jsonb;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "form_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD COLUMN "max_uses_per_entrant" integer;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD COLUMN "category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "criteria_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "criteria_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "score_max" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "entry_form" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Categories, award levels and invitation codes were shared by every season; they become the
-- current season's (else the newest's). Without any season no entry can use them, so they go.
UPDATE "seasons" SET "is_current" = false WHERE "is_current" AND "id" <> (SELECT "id" FROM "seasons" WHERE "is_current" ORDER BY "year" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
UPDATE "categories" SET "season_id" = (SELECT "id" FROM "seasons" ORDER BY "is_current" DESC, "year" DESC, "id" DESC LIMIT 1), "origin_id" = "id";--> statement-breakpoint
UPDATE "award_levels" SET "season_id" = (SELECT "id" FROM "seasons" ORDER BY "is_current" DESC, "year" DESC, "id" DESC LIMIT 1), "origin_id" = "id";--> statement-breakpoint
UPDATE "invitation_codes" SET "season_id" = (SELECT "id" FROM "seasons" ORDER BY "is_current" DESC, "year" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
DELETE FROM "categories" WHERE "season_id" IS NULL;--> statement-breakpoint
DELETE FROM "award_levels" WHERE "season_id" IS NULL;--> statement-breakpoint
DELETE FROM "invitation_codes" WHERE "season_id" IS NULL;--> statement-breakpoint
ALTER TABLE "award_levels" ALTER COLUMN "season_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "season_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_codes" ALTER COLUMN "season_id" SET NOT NULL;--> statement-breakpoint
-- The one administrator flag becomes the administrator staff role.
UPDATE "users" SET "staff_role" = 'administrator' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "award_levels" ADD CONSTRAINT "award_levels_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD CONSTRAINT "invitation_codes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_levels_season_idx" ON "award_levels" USING btree ("season_id","rank");--> statement-breakpoint
CREATE INDEX "award_levels_origin_idx" ON "award_levels" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "categories_season_idx" ON "categories" USING btree ("season_id","sort");--> statement-breakpoint
CREATE INDEX "categories_origin_idx" ON "categories" USING btree ("origin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_codes_season_code_key" ON "invitation_codes" USING btree ("season_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_current" ON "seasons" USING btree ("is_current") WHERE "seasons"."is_current";--> statement-breakpoint
ALTER TABLE "award_levels" ADD CONSTRAINT "award_levels_metal_check" CHECK ("award_levels"."metal" in ('platinum', 'gold', 'silver', 'bronze', 'laurel'));--> statement-breakpoint
ALTER TABLE "award_levels" ADD CONSTRAINT "award_levels_fees_check" CHECK ("award_levels"."winner_package_fee_cents" >= 0 and "award_levels"."trophy_fee_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD CONSTRAINT "invitation_codes_cents_check" CHECK ("invitation_codes"."discount_cents" >= 0 and ("invitation_codes"."discount_cents" = 0 or "invitation_codes"."discount_percent" = 0));--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_score_max_check" CHECK ("seasons"."score_max" between 3 and 10);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("users"."staff_role" in ('administrator', 'finance', 'content', 'viewer'));