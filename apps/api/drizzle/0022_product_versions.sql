CREATE TABLE "archived_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"master_code" text NOT NULL,
	"article_number" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"approved_revision_id" uuid,
	"latest_revision_id" uuid NOT NULL,
	"deleted_by_name" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_revisions" DROP CONSTRAINT "product_revisions_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_documents" DROP CONSTRAINT "product_documents_product_id_products_id_fk";
--> statement-breakpoint
DROP INDEX "product_documents_reference_unique";--> statement-breakpoint
DROP INDEX "product_documents_one_pdf_per_product";--> statement-breakpoint
DROP INDEX "product_documents_product_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "archive_retention_years" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_documents" ADD COLUMN "revision_id" uuid;--> statement-breakpoint
-- Documents belonged to the product: its working version takes them, and an approved version that
-- is not the working one carries them too (same reference), so users keep seeing them.
UPDATE "product_documents" d SET "revision_id" = p."latest_revision_id"
FROM "products" p WHERE p."id" = d."product_id";--> statement-breakpoint
INSERT INTO "product_documents" ("product_id", "revision_id", "company_id", "reference", "kind",
  "file_name", "content_type", "size_bytes", "sha256", "storage_key", "position", "created_at")
SELECT d."product_id", p."approved_revision_id", d."company_id", d."reference", d."kind",
  d."file_name", d."content_type", d."size_bytes", d."sha256", d."storage_key", d."position",
  d."created_at"
FROM "product_documents" d JOIN "products" p ON p."id" = d."product_id"
WHERE p."approved_revision_id" IS NOT NULL AND p."approved_revision_id" <> p."latest_revision_id";--> statement-breakpoint
DELETE FROM "product_documents" WHERE "revision_id" IS NULL;--> statement-breakpoint
ALTER TABLE "product_documents" ALTER COLUMN "revision_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "archived_products" ADD CONSTRAINT "archived_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archived_products_company_idx" ON "archived_products" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "archived_products_purge_idx" ON "archived_products" USING btree ("purge_after");--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_revision_id_product_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."product_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_revision_reference_unique" ON "product_documents" USING btree ("revision_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_one_pdf_per_revision" ON "product_documents" USING btree ("revision_id") WHERE kind = 'pdf';--> statement-breakpoint
CREATE INDEX "product_documents_revision_idx" ON "product_documents" USING btree ("revision_id","kind","position");--> statement-breakpoint
CREATE INDEX "product_documents_product_reference_idx" ON "product_documents" USING btree ("product_id","reference");