DROP INDEX "product_revisions_search_vector_idx";--> statement-breakpoint
DROP INDEX "product_revisions_search_codes_idx";--> statement-breakpoint
ALTER TABLE "product_revisions" ADD COLUMN "is_current_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD COLUMN "is_latest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand: the flags of existing revisions, from the products' pointers.
UPDATE "product_revisions" r SET "is_current_approved" = true FROM "products" p WHERE p."approved_revision_id" = r."id";--> statement-breakpoint
UPDATE "product_revisions" r SET "is_latest" = true FROM "products" p WHERE p."latest_revision_id" = r."id";--> statement-breakpoint
CREATE INDEX "product_revisions_scoped_vector_idx" ON "product_revisions" USING gin ("company_id","locale","search_vector");--> statement-breakpoint
CREATE INDEX "product_revisions_scoped_codes_idx" ON "product_revisions" USING gin ("company_id","locale","search_codes");--> statement-breakpoint
CREATE INDEX "product_revisions_approved_name_idx" ON "product_revisions" USING btree ("company_id","locale",lower("name")) WHERE is_current_approved;