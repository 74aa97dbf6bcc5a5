-- Cached catalogue answers are kept in each API instance's memory and dropped when told, not
-- checked against the database on every request. A content change (anything but stock) bumps
-- catalog_state.version as before and now also NOTIFYs "catalog_changed"; PostgreSQL delivers it
-- to every listening instance when, and only if, the transaction commits. Stock changes are
-- announced by the app after its commits, with the products' ids, on "catalog_stock": a NOTIFY
-- inside every checkout would serialise their commits.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The stock-change counter that every cached answer used to read is no longer read.
DROP TRIGGER IF EXISTS "products_note_stock_change" ON "products";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "note_stock_change"();
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "stock_changes";
