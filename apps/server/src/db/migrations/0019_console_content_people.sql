CREATE TABLE "jury_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jury_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"identity" integer NOT NULL,
	"season_id" integer NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jury_invitations_identity_check" CHECK ("jury_invitations"."identity" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "jury_profiles" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "jury_profiles" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "media_reports" ADD COLUMN "title_zh" text;--> statement-breakpoint
ALTER TABLE "media_reports" ADD COLUMN "summary_zh" text;--> statement-breakpoint
ALTER TABLE "media_reports" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jury_invitations" ADD CONSTRAINT "jury_invitations_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jury_invitations" ADD CONSTRAINT "jury_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jury_invitations" ADD CONSTRAINT "jury_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jury_invitations_token_key" ON "jury_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "jury_invitations_email_idx" ON "jury_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_kind_language_key" ON "mail_templates" USING btree ("kind","language");--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jury_profiles" ADD CONSTRAINT "jury_profiles_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jury_profiles" ADD CONSTRAINT "jury_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;