DROP INDEX "invoices_order_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("payment_order_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."replaced_at" is null;