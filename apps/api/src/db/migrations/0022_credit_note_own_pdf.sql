-- A credit note used to be inserted as a copy of its invoice's row, and with it the invoice's
-- stored-PDF hash when the SHIPPED e-mail had already stored the invoice. Such a note names a file
-- that is not its own and was never served (every download failed), so its hash is cleared: the
-- note is drawn and stored once, as its own document, when it is next needed.
UPDATE "invoices" AS "note"
SET "pdf_sha256" = NULL, "pdf_template_version" = NULL
FROM "invoices" AS "invoice"
WHERE "note"."kind" = 'CREDIT_NOTE'
  AND "note"."invoice_id" = "invoice"."id"
  AND "note"."pdf_sha256" = "invoice"."pdf_sha256";
