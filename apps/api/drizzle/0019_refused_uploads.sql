CREATE TABLE "refused_uploads" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refused_uploads" ADD CONSTRAINT "refused_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;