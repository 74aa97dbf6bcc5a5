-- Every change to products or categories (stock included) bumps catalog_state.version once per
-- statement. Catalogue caches key their entries by this version.
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_bump_catalog_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_bump_catalog_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
