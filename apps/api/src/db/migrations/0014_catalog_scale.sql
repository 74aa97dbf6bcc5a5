-- A catalogue of 100,000 products: every listing order gets an index that reads it in that
-- order, name substring search gets a trigram index, and each category's number of products is
-- kept as products come and go, so no page counts every product to show 24 of them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "category_product_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_price_asc_idx" ON "products" USING btree ("price_paise","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("price_paise" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("name","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ((coalesce(1 - "price_paise"::float / nullif("compare_at_paise", 0), 0)) desc,"created_at" DESC NULLS FIRST,"id") WHERE "products"."compare_at_paise" > "products"."price_paise";--> statement-breakpoint
CREATE INDEX "products_name_trigram_idx" ON "products" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "category_product_counts" ("category_id", "product_count")
SELECT "category_id", count(*) FROM "products" GROUP BY "category_id";
--> statement-breakpoint
-- One statement's new products, counted per category in one row each; categories are taken in
-- id order so that two transactions adding to the same categories queue instead of deadlocking.
CREATE OR REPLACE FUNCTION "count_inserted_products"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "category_product_counts" AS c ("category_id", "product_count")
  SELECT "category_id", count(*) FROM "inserted" GROUP BY "category_id" ORDER BY "category_id"
  ON CONFLICT ("category_id") DO UPDATE SET "product_count" = c."product_count" + excluded."product_count";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_count_inserted"
  AFTER INSERT ON "products" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_inserted_products"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_deleted_products"() RETURNS trigger AS $$
BEGIN
  UPDATE "category_product_counts" AS c SET "product_count" = c."product_count" - d."n"
  FROM (SELECT "category_id", count(*) AS "n" FROM "deleted" GROUP BY "category_id") AS d
  WHERE c."category_id" = d."category_id";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_count_deleted"
  AFTER DELETE ON "products" REFERENCING OLD TABLE AS "deleted"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_deleted_products"();
--> statement-breakpoint
-- A product moved to another category. Only statements that set the category fire it (stock
-- updates never do), and only for rows whose category really changed.
CREATE OR REPLACE FUNCTION "count_moved_product"() RETURNS trigger AS $$
BEGIN
  UPDATE "category_product_counts" SET "product_count" = "product_count" - 1
  WHERE "category_id" = OLD."category_id";
  INSERT INTO "category_product_counts" AS c ("category_id", "product_count")
  VALUES (NEW."category_id", 1)
  ON CONFLICT ("category_id") DO UPDATE SET "product_count" = c."product_count" + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_count_moved"
  AFTER UPDATE OF "category_id" ON "products"
  FOR EACH ROW WHEN (OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION "count_moved_product"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_truncated_products"() RETURNS trigger AS $$
BEGIN
  DELETE FROM "category_product_counts";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_count_truncated"
  AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_truncated_products"();
