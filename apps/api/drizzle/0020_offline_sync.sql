CREATE TABLE "product_sync_changes" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"changed_xid" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_sync_changes" (
	"subscriber_company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"changed_xid" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_sync_changes_subscriber_company_id_product_id_pk" PRIMARY KEY("subscriber_company_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "product_sync_changes_position_idx" ON "product_sync_changes" USING btree ("company_id","changed_xid","product_id");--> statement-breakpoint
CREATE INDEX "subscription_sync_changes_position_idx" ON "subscription_sync_changes" USING btree ("subscriber_company_id","changed_xid","product_id");--> statement-breakpoint
CREATE INDEX "products_company_locale_id_idx" ON "products" USING btree ("company_id","locale","id");--> statement-breakpoint
CREATE INDEX "subscription_products_accepted_locale_idx" ON "subscription_products" USING btree ("subscriber_company_id","locale","product_id") WHERE "subscription_products"."accepted_revision_id" is not null;--> statement-breakpoint
-- Written by hand (decision 0052): every change to what a User sees of a product records the
-- product and the writing transaction's id, in that transaction, whoever wrote the row. A
-- product's sheet lists its language variants (same company and master code), so a change to
-- one touches them all. Statement triggers with transition tables: one set-based write per
-- statement, so a bulk insert of 20,000 products does not look up siblings row by row.
CREATE FUNCTION "sync_touch_products"("ids" uuid[], "companies" uuid[], "masters" text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "product_sync_changes" ("product_id", "company_id", "changed_xid", "changed_at")
  SELECT "id", "company_id", pg_current_xact_id()::text::bigint, now() FROM (
    SELECT p."id", p."company_id" FROM "products" p
      JOIN (SELECT DISTINCT * FROM unnest("companies", "masters")) AS m("company_id", "master_code")
        ON p."company_id" = m."company_id" AND p."master_code" = m."master_code"
    UNION
    SELECT * FROM unnest("ids", "companies")
  ) AS "touched"
  ON CONFLICT ("product_id") DO UPDATE
    SET "company_id" = excluded."company_id", "changed_xid" = excluded."changed_xid",
        "changed_at" = excluded."changed_at";
$$;--> statement-breakpoint
CREATE FUNCTION "sync_products_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_products"(array_agg("id"), array_agg("company_id"), array_agg("master_code"))
    FROM "new_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "sync_products_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_products"(array_agg("id"), array_agg("company_id"), array_agg("master_code"))
    FROM (SELECT "id", "company_id", "master_code" FROM "old_rows"
          UNION SELECT "id", "company_id", "master_code" FROM "new_rows") AS "changed";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "sync_products_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_products"(array_agg("id"), array_agg("company_id"), array_agg("master_code"))
    FROM "old_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_sync_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sync_products_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_sync_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sync_products_updated"();--> statement-breakpoint
CREATE TRIGGER "products_sync_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sync_products_deleted"();--> statement-breakpoint
-- An approved revision's content never changes, but its flags and review state may; drafts
-- (neither approved before nor after) are nobody's sheet yet.
CREATE FUNCTION "sync_revisions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_products"(array_agg(p."id"), array_agg(p."company_id"), array_agg(p."master_code"))
    FROM "products" p
    WHERE p."id" IN (SELECT o."product_id" FROM "old_rows" o WHERE o."is_current_approved"
                     UNION SELECT n."product_id" FROM "new_rows" n WHERE n."is_current_approved");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_revisions_sync_update" AFTER UPDATE ON "product_revisions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sync_revisions_updated"();--> statement-breakpoint
-- A sheet lists its documents (not its variants' documents): the product alone.
CREATE FUNCTION "sync_touch_documents_of"("product_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_sync_changes" ("product_id", "company_id", "changed_xid", "changed_at")
  SELECT p."id", p."company_id", pg_current_xact_id()::text::bigint, now() FROM "products" p
    WHERE p."id" = ANY("product_ids")
  ON CONFLICT ("product_id") DO UPDATE
    SET "changed_xid" = excluded."changed_xid", "changed_at" = excluded."changed_at";
$$;--> statement-breakpoint
CREATE FUNCTION "sync_documents_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_documents_of"(array_agg(DISTINCT "product_id")) FROM "new_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "sync_documents_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_documents_of"(array_agg(DISTINCT "product_id"))
    FROM (SELECT "product_id" FROM "old_rows" UNION SELECT "product_id" FROM "new_rows") AS "changed";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "sync_documents_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_documents_of"(array_agg(DISTINCT "product_id")) FROM "old_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_documents_sync_insert" AFTER INSERT ON "product_documents"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sync_documents_inserted"();--> statement-breakpoint
CREATE TRIGGER "product_documents_sync_update" AFTER UPDATE ON "product_documents"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sync_documents_updated"();--> statement-breakpoint
CREATE TRIGGER "product_documents_sync_delete" AFTER DELETE ON "product_documents"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sync_documents_deleted"();--> statement-breakpoint
-- The company's name is on every sheet of it (rare: a rename touches all its products).
CREATE FUNCTION "sync_company_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_sync_changes" ("product_id", "company_id", "changed_xid", "changed_at")
  SELECT p."id", p."company_id", pg_current_xact_id()::text::bigint, now() FROM "products" p
    WHERE p."company_id" = NEW."id"
  ON CONFLICT ("product_id") DO UPDATE
    SET "changed_xid" = excluded."changed_xid", "changed_at" = excluded."changed_at";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "companies_sync_rename" AFTER UPDATE OF "name" ON "companies"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "sync_company_renamed"();--> statement-breakpoint
-- A subscriber's view of a publisher's product: accepted, a newer revision accepted, refused,
-- taken out, the subscription ended (its rows go by cascade, which fires this too).
CREATE FUNCTION "sync_touch_subscribed"("subscribers" uuid[], "product_ids" uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "subscription_sync_changes"
    ("subscriber_company_id", "product_id", "changed_xid", "changed_at")
  SELECT DISTINCT s, p, pg_current_xact_id()::text::bigint, now()
    FROM unnest("subscribers", "product_ids") AS t(s, p)
  ON CONFLICT ("subscriber_company_id", "product_id") DO UPDATE
    SET "changed_xid" = excluded."changed_xid", "changed_at" = excluded."changed_at";
$$;--> statement-breakpoint
CREATE FUNCTION "sync_subscribed_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_subscribed"(array_agg("subscriber_company_id"), array_agg("product_id"))
    FROM "new_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "sync_subscribed_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_subscribed"(array_agg("subscriber_company_id"), array_agg("product_id"))
    FROM (SELECT "subscriber_company_id", "product_id" FROM "old_rows"
          UNION SELECT "subscriber_company_id", "product_id" FROM "new_rows") AS "changed";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "sync_subscribed_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_touch_subscribed"(array_agg("subscriber_company_id"), array_agg("product_id"))
    FROM "old_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "subscription_products_sync_insert" AFTER INSERT ON "subscription_products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscribed_inserted"();--> statement-breakpoint
CREATE TRIGGER "subscription_products_sync_update" AFTER UPDATE ON "subscription_products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscribed_updated"();--> statement-breakpoint
CREATE TRIGGER "subscription_products_sync_delete" AFTER DELETE ON "subscription_products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscribed_deleted"();
