ALTER TABLE "product_revisions" ADD COLUMN "supplier_email" text;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD COLUMN "supplier_phone" text;--> statement-breakpoint
-- A supplier's record is filled from the sheets that name it (decision 0075): a new supplier
-- takes the e-mail address and telephone of SDS 1.3 with its name; a recorded one takes them
-- only where it has none, so what a key user typed is never overwritten. The update locks only
-- the records it fills (once each), not every supplier a revision names.
CREATE FUNCTION "record_suppliers"("companies" uuid[], "names" text[], "emails" text[], "phones" text[])
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO "suppliers" ("company_id", "name", "name_key", "email", "phone")
  SELECT DISTINCT ON (c, supplier_name_key(n))
    c, btrim(n), supplier_name_key(n), nullif(btrim(e), ''), nullif(btrim(p), '')
  FROM unnest("companies", "names", "emails", "phones") AS t(c, n, e, p)
  WHERE supplier_name_key(n) <> ''
  ORDER BY c, supplier_name_key(n), nullif(btrim(e), '') IS NULL, nullif(btrim(p), '') IS NULL, btrim(n)
  ON CONFLICT ("company_id", "name_key") DO NOTHING;
  UPDATE "suppliers" AS s
  SET "email" = coalesce(s."email", f."email"), "phone" = coalesce(s."phone", f."phone"),
    "updated_at" = now()
  FROM (
    SELECT c, supplier_name_key(n) AS k, max(nullif(btrim(e), '')) AS "email",
      max(nullif(btrim(p), '')) AS "phone"
    FROM unnest("companies", "names", "emails", "phones") AS t(c, n, e, p)
    WHERE supplier_name_key(n) <> '' AND (nullif(btrim(e), '') IS NOT NULL OR nullif(btrim(p), '') IS NOT NULL)
    GROUP BY c, supplier_name_key(n)
  ) AS f
  WHERE s."company_id" = f.c AND s."name_key" = f.k
    AND ((s."email" IS NULL AND f."email" IS NOT NULL) OR (s."phone" IS NULL AND f."phone" IS NOT NULL));
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "suppliers_of_inserted_revisions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_suppliers"(array_agg("company_id"), array_agg("supplier"),
    array_agg("supplier_email"), array_agg("supplier_phone")) FROM "new_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "supplier_of_updated_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_suppliers"(ARRAY[NEW."company_id"], ARRAY[NEW."supplier"],
    ARRAY[NEW."supplier_email"], ARRAY[NEW."supplier_phone"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "product_revisions_supplier_update" ON "product_revisions";--> statement-breakpoint
CREATE TRIGGER "product_revisions_supplier_update"
  AFTER UPDATE OF "supplier", "supplier_email", "supplier_phone" ON "product_revisions"
  FOR EACH ROW WHEN (OLD."supplier" IS DISTINCT FROM NEW."supplier"
    OR OLD."supplier_email" IS DISTINCT FROM NEW."supplier_email"
    OR OLD."supplier_phone" IS DISTINCT FROM NEW."supplier_phone")
  EXECUTE FUNCTION "supplier_of_updated_revision"();--> statement-breakpoint
DROP FUNCTION "record_suppliers"(uuid[], text[]);
