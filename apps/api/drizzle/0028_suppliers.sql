CREATE TYPE "public"."supplier_request_status" AS ENUM('Open', 'Uploaded', 'Replaced');--> statement-breakpoint
CREATE TABLE "supplier_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"article_number" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_token_hash" text,
	"status" "supplier_request_status" DEFAULT 'Open' NOT NULL,
	"requester_kind" text NOT NULL,
	"requester_id" uuid NOT NULL,
	"requester_name" text NOT NULL,
	"requester_role" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	CONSTRAINT "supplier_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "supplier_requests_reminder_token_hash_unique" UNIQUE("reminder_token_hash")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"email" text,
	"phone" text,
	"locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_requests_product_idx" ON "supplier_requests" USING btree ("company_id","product_id","sent_at");--> statement-breakpoint
CREATE INDEX "supplier_requests_supplier_idx" ON "supplier_requests" USING btree ("supplier_id","sent_at");--> statement-breakpoint
CREATE INDEX "supplier_requests_reminder_idx" ON "supplier_requests" USING btree ("sent_at") WHERE status = 'Open' and reminded_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_company_name_key_idx" ON "suppliers" USING btree ("company_id","name_key");--> statement-breakpoint
-- A supplier's key (decision 0070): its name in lower case with white space trimmed and
-- collapsed, so "ACME  Chemicals " and "Acme Chemicals" are one supplier.
CREATE FUNCTION "supplier_name_key"("name" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(btrim("name"), '\s+', ' ', 'g'));
$$;--> statement-breakpoint
-- Every revision that names a supplier the company has not recorded records it: imports, the
-- editor and new products fill the list alike. What key users keep (e-mail, phone, language)
-- is never touched.
CREATE FUNCTION "record_suppliers"("companies" uuid[], "names" text[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO "suppliers" ("company_id", "name", "name_key")
  SELECT DISTINCT ON (c, supplier_name_key(n)) c, btrim(n), supplier_name_key(n)
  FROM unnest("companies", "names") AS t(c, n)
  WHERE supplier_name_key(n) <> ''
  ORDER BY c, supplier_name_key(n), btrim(n)
  ON CONFLICT ("company_id", "name_key") DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION "suppliers_of_inserted_revisions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_suppliers"(array_agg("company_id"), array_agg("supplier")) FROM "new_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "supplier_of_updated_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "record_suppliers"(ARRAY[NEW."company_id"], ARRAY[NEW."supplier"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_revisions_suppliers_insert" AFTER INSERT ON "product_revisions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "suppliers_of_inserted_revisions"();--> statement-breakpoint
CREATE TRIGGER "product_revisions_supplier_update" AFTER UPDATE OF "supplier" ON "product_revisions"
  FOR EACH ROW WHEN (OLD."supplier" IS DISTINCT FROM NEW."supplier")
  EXECUTE FUNCTION "supplier_of_updated_revision"();--> statement-breakpoint
-- The suppliers the companies' current sheets name already.
SELECT "record_suppliers"(array_agg("company_id"), array_agg("supplier"))
  FROM "product_revisions" WHERE "is_latest" OR "is_current_approved";
