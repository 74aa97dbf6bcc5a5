-- Every place that shows an uploaded file, as one list of URLs. An uploaded picture is deleted
-- only when nothing here names it any more: a dropped product picture that an order still
-- shows stays on disk. A table that starts showing uploads (review photos, say) adds itself.
CREATE VIEW "upload_references" AS
  SELECT "image" AS "url" FROM "categories" WHERE "image" <> ''
  UNION ALL
  SELECT unnest("image_urls") AS "url" FROM "products"
  UNION ALL
  SELECT "image_url" AS "url" FROM "order_items" WHERE "image_url" <> '';
