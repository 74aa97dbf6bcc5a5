CREATE TABLE "order_payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_amount_paise" integer NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_provider_order_id_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
-- An order's online payment moves to a table of the payments module's own; every order that went
-- to the provider keeps its provider order, and a paid one its payment.
INSERT INTO "order_payments" ("order_id", "provider_order_id", "provider_amount_paise", "provider_payment_id", "paid_at", "created_at", "updated_at")
SELECT "id", "provider_order_id", coalesce("provider_amount_paise", "total_paise"), "provider_payment_id", "paid_at", "updated_at", "updated_at"
FROM "orders" WHERE "provider_order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_provider_order_id_unique";--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "provider_order_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "provider_amount_paise";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "provider_payment_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "paid_at";