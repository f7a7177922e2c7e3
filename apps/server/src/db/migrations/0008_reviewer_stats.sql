CREATE TABLE "reviewer_stats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviewer_stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"level" text NOT NULL,
	"reviewer_id" integer NOT NULL,
	"n" integer NOT NULL,
	"sum" double precision NOT NULL,
	"sum_sq" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviewer_stats" ADD CONSTRAINT "reviewer_stats_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviewer_stats" ADD CONSTRAINT "reviewer_stats_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviewer_stats_key" ON "reviewer_stats" USING btree ("season_id","level","reviewer_id");