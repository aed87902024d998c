-- Contrib extensions for search (typo distance, accent folding); all are trusted extensions,
-- so the database owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TYPE "public"."import_status" AS ENUM('Waiting', 'Importing', 'Completed', 'NoXml', 'ImportFailed', 'New', 'PendingUser', 'Unknown');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('Draft', 'InReview', 'Approved', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."signal_word" AS ENUM('None', 'Danger', 'Warning');--> statement-breakpoint
CREATE TABLE "product_name_words" (
	"company_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "product_name_words_company_id_locale_word_pk" PRIMARY KEY("company_id","locale","word")
);
--> statement-breakpoint
CREATE TABLE "product_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"review_status" "review_status" DEFAULT 'Draft' NOT NULL,
	"reject_reason" text,
	"name" text NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"revision_date" text,
	"version" text DEFAULT '' NOT NULL,
	"signal_word" "signal_word" DEFAULT 'None' NOT NULL,
	"pictograms" text[] DEFAULT '{}'::text[] NOT NULL,
	"adr_class" text,
	"un_number" text,
	"packing_group" text,
	"cas_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"contains" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"hazards" text DEFAULT '' NOT NULL,
	"first_aid" text DEFAULT '' NOT NULL,
	"fire_fighting" text DEFAULT '' NOT NULL,
	"spill_cleanup" text DEFAULT '' NOT NULL,
	"hygiene" text DEFAULT '' NOT NULL,
	"personal_protection" text DEFAULT '' NOT NULL,
	"storage_and_adr" text DEFAULT '' NOT NULL,
	"usage" text DEFAULT '' NOT NULL,
	"waste_management" text DEFAULT '' NOT NULL,
	"h_statements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"p_statements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"search_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"master_code" text NOT NULL,
	"article_number" text NOT NULL,
	"locale" text NOT NULL,
	"import_status" "import_status" DEFAULT 'Unknown' NOT NULL,
	"approved_revision_id" uuid,
	"latest_revision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_name_words" ADD CONSTRAINT "product_name_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_revisions_product_idx" ON "product_revisions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_revisions_search_vector_idx" ON "product_revisions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_revisions_search_codes_idx" ON "product_revisions" USING gin ("search_codes");--> statement-breakpoint
CREATE INDEX "product_revisions_company_locale_idx" ON "product_revisions" USING btree ("company_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "products_article_locale_unique" ON "products" USING btree ("company_id","article_number","locale");--> statement-breakpoint
CREATE INDEX "products_master_code_idx" ON "products" USING btree ("company_id","master_code");