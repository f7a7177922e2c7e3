CREATE INDEX "entries_console_submitted_idx" ON "entries" USING btree ("season_id","submitted_at" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "entries_console_title_idx" ON "entries" USING btree ("season_id","title","id" desc);--> statement-breakpoint
CREATE INDEX "entries_console_category_idx" ON "entries" USING btree ("season_id","category_id","id" desc);--> statement-breakpoint
CREATE INDEX "entries_console_status_idx" ON "entries" USING btree ("season_id","status","id" desc);--> statement-breakpoint
CREATE INDEX "entries_console_entry_fee_idx" ON "entries" USING btree ("season_id","entry_fee_status","id" desc);--> statement-breakpoint
CREATE INDEX "entries_console_winner_fee_idx" ON "entries" USING btree ("season_id","winner_package_fee_status","id" desc);--> statement-breakpoint
CREATE INDEX "entries_console_trophy_fee_idx" ON "entries" USING btree ("season_id","additional_trophy_fee_status","id" desc);--> statement-breakpoint
CREATE INDEX "entries_console_award_idx" ON "entries" USING btree ("season_id","award_level_id","id" desc);--> statement-breakpoint
CREATE INDEX "entries_console_unassigned_idx" ON "entries" USING btree ("season_id","id" desc) WHERE "entries"."assigned_count" = 0 and "entries"."status" in ('submitted', 'in_review');--> statement-breakpoint
CREATE INDEX "entries_console_purged_idx" ON "entries" USING btree ("season_id","id" desc) WHERE "entries"."personal_data_purged_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_excess_idx" ON "payment_orders" USING btree ("entry_id") WHERE "payment_orders"."excess_at" is not null;