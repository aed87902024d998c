-- Article numbers and master codes are found by their leading parts too (DC-1001 finds
-- DC-1001-EN; search-text.ts codePrefixes): the rows saved before get the same codes here.
-- Search codes are no part of a sheet, so the offline sync's change trigger stays out of it.
CREATE FUNCTION "code_prefixes"("code" text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(p."prefix"), '{}'::text[])
  FROM (
    SELECT array_to_string(parts[1:n], '') AS "prefix"
    FROM (SELECT array_remove(regexp_split_to_array(upper("code"), '[^0-9A-Z]+'), '') AS parts) s,
         generate_series(1, coalesce(array_length(s.parts, 1), 0) - 1) AS n
  ) p
  WHERE length(p."prefix") >= 2 AND p."prefix" ~ '[0-9]';
$$;--> statement-breakpoint
ALTER TABLE "product_revisions" DISABLE TRIGGER "product_revisions_sync_update";--> statement-breakpoint
UPDATE "product_revisions" r
  SET "search_codes" = ARRAY(
    SELECT DISTINCT c FROM unnest(r."search_codes" || code_prefixes(p."article_number")
                                  || code_prefixes(p."master_code")) AS c)
  FROM "products" p
  WHERE p."id" = r."product_id"
    AND cardinality(code_prefixes(p."article_number") || code_prefixes(p."master_code")) > 0;--> statement-breakpoint
ALTER TABLE "product_revisions" ENABLE TRIGGER "product_revisions_sync_update";--> statement-breakpoint
ALTER TABLE "subscription_products" DISABLE TRIGGER "subscription_products_sync_update";--> statement-breakpoint
UPDATE "subscription_products" sp
  SET "search_codes" = r."search_codes"
  FROM "product_revisions" r
  WHERE r."id" = sp."accepted_revision_id" AND sp."search_codes" IS DISTINCT FROM r."search_codes";--> statement-breakpoint
ALTER TABLE "subscription_products" ENABLE TRIGGER "subscription_products_sync_update";--> statement-breakpoint
DROP FUNCTION "code_prefixes"(text);
