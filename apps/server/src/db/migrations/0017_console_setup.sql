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
-- Every other season with entries gets its own copy of that tree, those levels and the codes its
-- entries carry, and its entries (and their reviews' proposals) point at the copies: a past
-- winner's level, category and code stay of its own season, which every check now compares. A
-- copy's origin_id is the original's (its id, set above), which also maps a parent, an entry's
-- category or level to the copy in its season; a copied code counts that season's submitted uses.
INSERT INTO "categories" ("season_id", "origin_id", "parent_id", "name", "name_zh", "description", "description_zh", "cover_url", "entry_fee_cents", "early_bird_fee_cents", "late_fee_cents", "sort", "is_active", "entry_form", "created_at")
  SELECT "x"."season_id", "c"."origin_id", "c"."parent_id", "c"."name", "c"."name_zh", "c"."description", "c"."description_zh", "c"."cover_url", "c"."entry_fee_cents", "c"."early_bird_fee_cents", "c"."late_fee_cents", "c"."sort", "c"."is_active", "c"."entry_form", "c"."created_at"
  FROM "categories" "c" JOIN (SELECT DISTINCT "season_id" FROM "entries") "x" ON "x"."season_id" <> "c"."season_id"
  ORDER BY "x"."season_id", "c"."parent_id" NULLS FIRST, "c"."id";--> statement-breakpoint
UPDATE "categories" "k" SET "parent_id" = "p"."id" FROM "categories" "p"
  WHERE "k"."id" <> "k"."origin_id" AND "p"."season_id" = "k"."season_id" AND "p"."origin_id" = "k"."parent_id";--> statement-breakpoint
INSERT INTO "award_levels" ("season_id", "origin_id", "name", "name_zh", "rank", "metal", "winner_package_fee_cents", "trophy_fee_cents", "description", "description_zh", "created_at")
  SELECT "x"."season_id", "a"."origin_id", "a"."name", "a"."name_zh", "a"."rank", "a"."metal", "a"."winner_package_fee_cents", "a"."trophy_fee_cents", "a"."description", "a"."description_zh", "a"."created_at"
  FROM "award_levels" "a" JOIN (SELECT DISTINCT "season_id" FROM "entries") "x" ON "x"."season_id" <> "a"."season_id"
  ORDER BY "x"."season_id", "a"."rank", "a"."id";--> statement-breakpoint
INSERT INTO "invitation_codes" ("season_id", "code", "description", "discount_percent", "discount_cents", "max_uses", "max_uses_per_entrant", "used_count", "category_ids", "expires_at", "is_active", "created_at")
  SELECT DISTINCT ON ("x"."season_id", upper("c"."code")) "x"."season_id", "c"."code", "c"."description", "c"."discount_percent", "c"."discount_cents", "c"."max_uses", "c"."max_uses_per_entrant",
    (SELECT count(*) FROM "entries" "e" WHERE "e"."season_id" = "x"."season_id" AND "e"."status" <> 'draft' AND upper("e"."invitation_code") = upper("c"."code")),
    "c"."category_ids", "c"."expires_at", "c"."is_active", "c"."created_at"
  FROM "invitation_codes" "c" JOIN (SELECT DISTINCT "season_id", upper("invitation_code") AS "code" FROM "entries" WHERE "invitation_code" IS NOT NULL) "x"
    ON "x"."code" = upper("c"."code") AND "x"."season_id" <> "c"."season_id"
  ORDER BY "x"."season_id", upper("c"."code"), "c"."id";--> statement-breakpoint
UPDATE "entries" "e" SET "category_id" = "c"."id" FROM "categories" "c"
  WHERE "c"."season_id" = "e"."season_id" AND "c"."origin_id" = "e"."category_id" AND "c"."id" <> "e"."category_id";--> statement-breakpoint
UPDATE "entries" "e" SET "award_level_id" = "a"."id" FROM "award_levels" "a"
  WHERE "a"."season_id" = "e"."season_id" AND "a"."origin_id" = "e"."award_level_id" AND "a"."id" <> "e"."award_level_id";--> statement-breakpoint
UPDATE "reviews" "r" SET "award_level_id" = "a"."id" FROM "entries" "e", "award_levels" "a"
  WHERE "e"."id" = "r"."entry_id" AND "a"."season_id" = "e"."season_id" AND "a"."origin_id" = "r"."award_level_id" AND "a"."id" <> "r"."award_level_id";--> statement-breakpoint
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