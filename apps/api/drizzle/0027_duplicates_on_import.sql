ALTER TABLE "product_revisions" ADD COLUMN "ufi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_duplicate" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_text_minhash" integer[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_text_bands" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_revisions_latest_ufi_idx" ON "product_revisions" USING btree ("company_id","ufi") WHERE is_latest and ufi is not null;--> statement-breakpoint
CREATE INDEX "product_revisions_latest_name_key_idx" ON "product_revisions" USING btree ("company_id","locale",lower(regexp_replace("name", '[^[:alnum:]]+', '', 'g'))) WHERE is_latest;--> statement-breakpoint
CREATE INDEX "products_import_text_bands_idx" ON "products" USING gin ("company_id","import_text_bands");