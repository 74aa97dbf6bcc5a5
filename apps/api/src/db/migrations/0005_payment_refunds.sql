ALTER TABLE "orders" ADD COLUMN "provider_amount_paise" integer;--> statement-breakpoint
-- Provider orders made before this column existed were all made for the order's own total.
UPDATE "orders" SET "provider_amount_paise" = "total_paise" WHERE "provider_order_id" IS NOT NULL;
