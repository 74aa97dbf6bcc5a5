-- Orders shipped before couriers were recorded keep their number with no courier: no link is made for them.
ALTER TABLE "orders" DROP CONSTRAINT "orders_tracking_number_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_courier_awb_idx" ON "orders" USING btree ("courier","tracking_number");