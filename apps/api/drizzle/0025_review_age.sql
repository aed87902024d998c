CREATE TABLE "due_review_digests" (
	"company_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"due_count" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_review_digests_company_id_iso_week_pk" PRIMARY KEY("company_id","iso_week")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_after_years" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "due_digest_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "due_review_digests" ADD CONSTRAINT "due_review_digests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_revisions_approved_revision_date_idx" ON "product_revisions" USING btree ("company_id","revision_date") WHERE is_current_approved;