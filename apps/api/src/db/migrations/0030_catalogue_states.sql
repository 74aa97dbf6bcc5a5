ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_mm" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_mpn_unique_idx" ON "products" USING btree (lower("mpn"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_known" CHECK ("products"."status" in ('DRAFT', 'ACTIVE', 'ARCHIVED'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measures_positive" CHECK (coalesce("products"."weight_grams", 1) > 0 and coalesce("products"."length_mm", 1) > 0 and coalesce("products"."width_mm", 1) > 0 and coalesce("products"."height_mm", 1) > 0);--> statement-breakpoint
-- A product priced below ₹1 could never be paid for: it leaves the shop as a draft for staff to price.
UPDATE "products" SET "status" = 'DRAFT' WHERE "price_paise" < 100;
--> statement-breakpoint
-- Category icons come from a fixed list now: the icon-font classes typed by hand become the
-- nearest icon of the list, anything else none.
UPDATE "categories" SET "icon" = CASE
  WHEN "icon" IN ('circuit-board', 'cpu', 'microchip', 'thermometer', 'wifi', 'bluetooth', 'radio',
    'monitor', 'cog', 'battery-charging', 'zap', 'plug', 'cable', 'wrench', 'bot', 'lightbulb',
    'speaker', 'camera', 'gauge', 'package') THEN "icon"
  WHEN "icon" ILIKE '%microchip%' THEN 'microchip'
  WHEN "icon" ILIKE '%robot%' THEN 'bot'
  WHEN "icon" ILIKE '%battery%' THEN 'battery-charging'
  WHEN "icon" ILIKE '%bolt%' OR "icon" ILIKE '%plug%' THEN 'zap'
  WHEN "icon" ILIKE '%wifi%' OR "icon" ILIKE '%tower%' THEN 'wifi'
  WHEN "icon" ILIKE '%temperature%' OR "icon" ILIKE '%thermometer%' THEN 'thermometer'
  WHEN "icon" ILIKE '%tv%' OR "icon" ILIKE '%desktop%' OR "icon" ILIKE '%display%' THEN 'monitor'
  WHEN "icon" ILIKE '%gear%' OR "icon" ILIKE '%cog%' THEN 'cog'
  WHEN "icon" ILIKE '%wrench%' OR "icon" ILIKE '%tools%' THEN 'wrench'
  ELSE '' END;
--> statement-breakpoint
-- The kept per-category counts are what shoppers see, so they count only active products now.
DELETE FROM "category_product_counts";
--> statement-breakpoint
INSERT INTO "category_product_counts" ("category_id", "product_count")
SELECT "category_id", count(*) FROM "products" WHERE "status" = 'ACTIVE' GROUP BY "category_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_inserted_products"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "category_product_counts" AS c ("category_id", "product_count")
  SELECT "category_id", count(*) FROM "inserted" WHERE "status" = 'ACTIVE'
  GROUP BY "category_id" ORDER BY "category_id"
  ON CONFLICT ("category_id") DO UPDATE SET "product_count" = c."product_count" + excluded."product_count";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_deleted_products"() RETURNS trigger AS $$
BEGIN
  UPDATE "category_product_counts" AS c SET "product_count" = c."product_count" - d."n"
  FROM (SELECT "category_id", count(*) AS "n" FROM "deleted" WHERE "status" = 'ACTIVE'
    GROUP BY "category_id") AS d
  WHERE c."category_id" = d."category_id";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A product moved to another category, published, or taken off sale.
CREATE OR REPLACE FUNCTION "count_moved_product"() RETURNS trigger AS $$
BEGIN
  IF OLD."status" = 'ACTIVE' THEN
    UPDATE "category_product_counts" SET "product_count" = "product_count" - 1
    WHERE "category_id" = OLD."category_id";
  END IF;
  IF NEW."status" = 'ACTIVE' THEN
    INSERT INTO "category_product_counts" AS c ("category_id", "product_count")
    VALUES (NEW."category_id", 1)
    ON CONFLICT ("category_id") DO UPDATE SET "product_count" = c."product_count" + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_count_moved" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_count_moved"
  AFTER UPDATE OF "category_id", "status" ON "products"
  FOR EACH ROW WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "count_moved_product"();
