CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"code" text NOT NULL,
	"record" text NOT NULL,
	"signature" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"payment_order_id" integer NOT NULL,
	"refund_id" integer,
	"credits_invoice_id" integer,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"supplied_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice','credit_note'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_no" text NOT NULL,
	"payment_order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending','succeeded'))
);
--> statement-breakpoint
CREATE TABLE "trophy_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trophy_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_fee_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_status" text DEFAULT 'unpaid' NOT NULL,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trophy_orders_amount_check" CHECK ("trophy_orders"."quantity" > 0 and "trophy_orders"."unit_fee_cents" >= 0 and "trophy_orders"."amount_cents" = "trophy_orders"."quantity" * "trophy_orders"."unit_fee_cents"),
	CONSTRAINT "trophy_orders_fee_status_check" CHECK ("trophy_orders"."fee_status" in ('unpaid','pending','paid','waived','refunded'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_amount_check";--> statement-breakpoint
DROP INDEX "payment_orders_open_key";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "trophy_order_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_orders" ADD CONSTRAINT "trophy_orders_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_orders" ADD CONSTRAINT "trophy_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_entry_key" ON "certificates" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_counters_key" ON "document_counters" USING btree ("series","year");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("payment_order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_refund_no_key" ON "payment_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "trophy_orders_entry_idx" ON "trophy_orders" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_trophy_order_id_trophy_orders_id_fk" FOREIGN KEY ("trophy_order_id") REFERENCES "public"."trophy_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("checked_at") WHERE "payment_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_key" ON "payment_orders" USING btree ("entry_id","fee_kind","provider",coalesce("trophy_order_id", 0)) WHERE "payment_orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_cents" >= 0 and "payment_orders"."refunded_cents" >= 0 and "payment_orders"."refunded_cents" <= "payment_orders"."amount_cents");