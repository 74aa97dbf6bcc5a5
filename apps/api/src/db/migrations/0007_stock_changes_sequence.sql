-- A counter of stock changes, so that a cached catalogue answer need not read the quantities it
-- shows on every request: it reads them again only when this counter has moved. A sequence, not
-- a row: nextval takes no lock and ignores rollbacks, so checkouts do not queue on it. The app
-- moves it after each commit that changed stock (the one moment a reader is sure to see the new
-- quantities); this trigger moves it too, for changes made outside the app.
CREATE SEQUENCE IF NOT EXISTS "stock_changes";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "note_stock_change"() RETURNS trigger AS $$
BEGIN
  PERFORM nextval('stock_changes');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "products_note_stock_change"
  AFTER UPDATE OF "quantity" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_stock_change"();
