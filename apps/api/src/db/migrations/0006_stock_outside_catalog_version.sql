-- Stock is not catalogue content. Selling or restocking no longer bumps catalog_state.version:
-- otherwise every checkout queues on that one row until it commits, and every order makes every
-- instance's cached catalogue answers stale. Caches read the quantities they show live instead.
-- Any other change to a product (a new column included) still bumps the version, once per row.
DROP TRIGGER IF EXISTS "products_bump_catalog_version" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_bump_catalog_version"
  AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "products_content_bump_catalog_version"
  AFTER UPDATE ON "products"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'quantity' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'quantity' - 'updated_at'))
  EXECUTE FUNCTION "bump_catalog_version"();
