DROP INDEX "subscription_products_accepted_idx";--> statement-breakpoint
ALTER TABLE "subscription_products" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "subscription_products" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "subscription_products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "subscription_products" ADD COLUMN "search_codes" text[];--> statement-breakpoint
CREATE INDEX "subscription_products_accepted_name_idx" ON "subscription_products" USING btree ("subscriber_company_id","locale","name_key") WHERE "subscription_products"."accepted_revision_id" is not null;--> statement-breakpoint
CREATE INDEX "subscription_products_accepted_vector_idx" ON "subscription_products" USING gin ("subscriber_company_id","locale","search_vector") WHERE "subscription_products"."accepted_revision_id" is not null;--> statement-breakpoint
CREATE INDEX "subscription_products_accepted_codes_idx" ON "subscription_products" USING gin ("subscriber_company_id","locale","search_codes") WHERE "subscription_products"."accepted_revision_id" is not null;--> statement-breakpoint
UPDATE "subscription_products" AS sp SET "locale" = r."locale", "name_key" = lower(r."name"), "search_vector" = r."search_vector", "search_codes" = r."search_codes" FROM "product_revisions" AS r WHERE r."id" = sp."accepted_revision_id";
