CREATE TABLE "fee_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"fee_kind" text NOT NULL,
	"trophy_order_id" integer,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_decisions_fee_kind_check" CHECK ("fee_decisions"."fee_kind" in ('entry','winnerPackage','additionalTrophy')),
	CONSTRAINT "fee_decisions_kind_check" CHECK ("fee_decisions"."kind" in ('waive','paid_offline','reopen'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "excess_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fee_decisions" ADD CONSTRAINT "fee_decisions_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_decisions" ADD CONSTRAINT "fee_decisions_trophy_order_id_trophy_orders_id_fk" FOREIGN KEY ("trophy_order_id") REFERENCES "public"."trophy_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_decisions" ADD CONSTRAINT "fee_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_decisions_fee_idx" ON "fee_decisions" USING btree ("entry_id","fee_kind");--> statement-breakpoint
-- Statuses set by hand before the fee ledger become the decisions they were: a fee marked paid or
-- waived with no paid order behind it keeps its status (services/payments/fee-ledger/).
INSERT INTO "fee_decisions" ("entry_id", "fee_kind", "kind", "reason")
SELECT e."id", f."fee_kind", CASE f."status" WHEN 'waived' THEN 'waive' ELSE 'paid_offline' END, 'Set before the fee ledger kept decisions (migration 0012).'
FROM "entries" e
CROSS JOIN LATERAL (VALUES ('entry', e."entry_fee_status"), ('winnerPackage', e."winner_package_fee_status")) AS f("fee_kind", "status")
WHERE f."status" IN ('paid', 'waived')
  AND NOT EXISTS (SELECT 1 FROM "payment_orders" o WHERE o."entry_id" = e."id" AND o."fee_kind" = f."fee_kind" AND o."status" = 'paid');
--> statement-breakpoint
INSERT INTO "fee_decisions" ("entry_id", "fee_kind", "trophy_order_id", "kind", "reason")
SELECT t."entry_id", 'additionalTrophy', t."id", CASE t."fee_status" WHEN 'waived' THEN 'waive' ELSE 'paid_offline' END, 'Set before the fee ledger kept decisions (migration 0012).'
FROM "trophy_orders" t
WHERE t."fee_status" IN ('paid', 'waived') AND t."amount_cents" > 0
  AND NOT EXISTS (SELECT 1 FROM "payment_orders" o WHERE o."trophy_order_id" = t."id" AND o."status" = 'paid');
