-- An invoice may carry several credit notes, each for some of its lines and quantities: one
-- INVOICE per order still, any number of CREDIT_NOTEs (docs/decisions/044-several-credit-notes.md).
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_kind_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'INVOICE';--> statement-breakpoint
CREATE INDEX "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_invoice_idx" ON "invoices" USING btree ("invoice_id");