-- Written by hand (decision 0072): each recorded change of what a User sees of a product (the
-- rows the offline sync's triggers of migration 0020 write, in the writing transaction) is
-- announced on "sheet_changes" with the company it concerns, so every server's cache of sheets
-- forgets that company's answers (sheet-cache.ts). One notification per company and statement,
-- sent at commit; PostgreSQL folds repeats within a transaction.
CREATE FUNCTION "announce_product_sheet_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sheet_changes', "company_id"::text)
    FROM (SELECT DISTINCT "company_id" FROM "changed_rows") AS "companies";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "announce_subscribed_sheet_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sheet_changes', "subscriber_company_id"::text)
    FROM (SELECT DISTINCT "subscriber_company_id" FROM "changed_rows") AS "companies";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_sync_changes_announce_insert" AFTER INSERT ON "product_sync_changes"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_product_sheet_changes"();--> statement-breakpoint
CREATE TRIGGER "product_sync_changes_announce_update" AFTER UPDATE ON "product_sync_changes"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_product_sheet_changes"();--> statement-breakpoint
CREATE TRIGGER "subscription_sync_changes_announce_insert" AFTER INSERT ON "subscription_sync_changes"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_subscribed_sheet_changes"();--> statement-breakpoint
CREATE TRIGGER "subscription_sync_changes_announce_update" AFTER UPDATE ON "subscription_sync_changes"
  REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_subscribed_sheet_changes"();
