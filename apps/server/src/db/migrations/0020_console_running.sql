CREATE TABLE "bulk_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"actor_id" integer,
	"season_id" integer NOT NULL,
	"params" jsonb NOT NULL,
	"entry_ids" integer[] NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_jobs_status_check" CHECK ("bulk_jobs"."status" in ('queued','running','done','failed')),
	CONSTRAINT "bulk_jobs_counts_check" CHECK ("bulk_jobs"."done" >= 0 and "bulk_jobs"."failed" >= 0 and "bulk_jobs"."done" + "bulk_jobs"."failed" <= "bulk_jobs"."total")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entry_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "personal_data_purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_jobs_created_idx" ON "bulk_jobs" USING btree ("id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_key" ON "saved_views" USING btree ("user_id","page","name");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entry_idx" ON "audit_log" USING btree ("entry_id","id" desc) WHERE "audit_log"."entry_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id" desc);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id" desc);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_retention_check" CHECK ("seasons"."retention_days" is null or "seasons"."retention_days" >= 0);--> statement-breakpoint
-- An entry's history reads the audit log by entry (issue 29): rows written before this column
-- are given theirs, from an entry subject or from the order, invoice or trophy order named.
UPDATE "audit_log" SET "entry_id" = "subject_id"::integer WHERE "subject_type" = 'entry' AND "subject_id" ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" a SET "entry_id" = o."entry_id" FROM "payment_orders" o WHERE a."subject_type" = 'payment_order' AND a."subject_id" = o."order_no" AND a."entry_id" IS NULL;--> statement-breakpoint
UPDATE "audit_log" a SET "entry_id" = t."entry_id" FROM "trophy_orders" t WHERE a."subject_type" = 'trophy_order' AND a."subject_id" = t."id"::text AND a."entry_id" IS NULL;--> statement-breakpoint
-- Append-only (docs/product.md#audit-log): no row is changed or removed, except by an erasure,
-- which sets laurel.erasing for its transaction to scrub the erased person's personal fields.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('laurel.erasing', true), '') = 'on' AND TG_OP = 'UPDATE' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
