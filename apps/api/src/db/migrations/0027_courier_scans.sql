ALTER TABLE "order_tracking" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tracking_source_idx" ON "order_tracking" USING btree ("order_id","source_key");--> statement-breakpoint
CREATE INDEX "orders_awb_idx" ON "orders" USING btree ("tracking_number");