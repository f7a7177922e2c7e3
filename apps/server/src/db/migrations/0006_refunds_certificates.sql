ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_status_check";--> statement-breakpoint
DROP INDEX "certificates_entry_key";--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "public_key" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_entry_key" ON "certificates" USING btree ("entry_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('requested','failed','pending','succeeded'));