ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint
-- An invoice or credit note takes its number as the transaction that issues it commits, not when
-- the row is written. Taking the number locks the series' counter row until the commit ends;
-- taken at commit, the lock is held for the commit alone, where taken mid-transaction it was held
-- for every statement after it and every round trip to the app, and concurrent confirmations
-- queued for each other's whole transaction. A rollback still gives the number back (the trigger
-- never ran, or ran in the transaction rolled back), so each series stays gapless.
-- The Indian financial year (April to March, India time) of a moment, e.g. '26-27'.
CREATE OR REPLACE FUNCTION "indian_financial_year"("at" timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT to_char("india" - interval '3 months', 'YY') || '-' || to_char("india" + interval '9 months', 'YY')
  FROM (SELECT ("at" AT TIME ZONE 'UTC') + interval '5 hours 30 minutes' AS "india") AS "moment"
$$;--> statement-breakpoint
-- Numbers the document: the next number of its series in the current financial year, e.g.
-- 'CK/26-27/000123' ('CN/...' for a credit note; seven digits past a million, 16 characters at
-- most). Its date is read once the number is held, so a later number is never dated earlier;
-- only a wait across the financial year's end keeps the moment the year was read.
CREATE OR REPLACE FUNCTION "number_document"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "asked" timestamptz := clock_timestamp();
  "series_year" text := "indian_financial_year"("asked");
  "taken" integer;
  "held" timestamptz;
  "document_number" text;
BEGIN
  INSERT INTO "invoice_counters" ("kind", "financial_year", "last_number")
    VALUES (NEW."kind", "series_year", 1)
    ON CONFLICT ("kind", "financial_year")
    DO UPDATE SET "last_number" = "invoice_counters"."last_number" + 1
    RETURNING "last_number" INTO "taken";
  "held" := clock_timestamp();
  "document_number" := CASE NEW."kind" WHEN 'INVOICE' THEN 'CK' ELSE 'CN' END
    || '/' || "series_year" || '/'
    || CASE WHEN "taken" < 1000000 THEN lpad("taken"::text, 6, '0') ELSE "taken"::text END;
  IF length("document_number") > 16 THEN
    RAISE EXCEPTION 'Document number % is longer than 16 characters', "document_number";
  END IF;
  UPDATE "invoices" SET
    "number" = "document_number",
    "sequence" = "taken",
    "financial_year" = "series_year",
    "issued_at" = CASE WHEN "indian_financial_year"("held") = "series_year" THEN "held" ELSE "asked" END
  WHERE "id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_number_at_commit"
  AFTER INSERT ON "invoices"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "number_document"();
