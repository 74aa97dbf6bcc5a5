-- Search that forgives: part numbers typed without their dashes or spaces match a generated,
-- trigram-indexed key of the name, brand, SKU and MPN; a misspelt word is looked up among the
-- words of product names and brands (search_words, kept by the triggers below) by similarity.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(regexp_replace(regexp_replace(name || ' ' || brand || ' ' || coalesce(sku, '') || ' ' || coalesce(mpn, ''), '([0-9])\s*([kKmM]?)\s*(Ω|Ω|ω|[oO][hH][mM][sS]?)', '\1\2', 'g'), '[^[:alnum:][:space:]]+', '', 'g')) || ' ' || regexp_replace(lower(name), '[^[:alnum:]]+', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_key_trigram_idx" ON "products" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
-- The words a name and brand give the lexicon: lowercase runs of letters and digits, four
-- characters or more, with at least one letter (numbers are not misspelt, they are different).
CREATE OR REPLACE FUNCTION "product_search_words"("name" text, "brand" text) RETURNS SETOF text AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower("name" || ' ' || "brand"), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 4 AND w ~ '[[:alpha:]]'
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", "product_search_words"("products"."name", "products"."brand") AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One statement's new products (a bulk import too) add their words once, in word order, so two
-- transactions adding the same new word queue rather than deadlock.
CREATE OR REPLACE FUNCTION "add_inserted_search_words"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "inserted", "product_search_words"("inserted"."name", "inserted"."brand") AS w
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_inserted"
  AFTER INSERT ON "products" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "add_inserted_search_words"();
--> statement-breakpoint
-- A rename (or a new brand) adds its words; stock and price updates do not run it.
CREATE OR REPLACE FUNCTION "add_renamed_search_words"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT w FROM "product_search_words"(NEW."name", NEW."brand") AS w
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_renamed"
  AFTER UPDATE OF "name", "brand" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."brand" IS DISTINCT FROM NEW."brand")
  EXECUTE FUNCTION "add_renamed_search_words"();
