CREATE TABLE "company_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"license_id" uuid,
	"addon_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_licenses_one_item" CHECK (("company_licenses"."license_id" is null) <> ("company_licenses"."addon_id" is null)),
	CONSTRAINT "company_licenses_quantity_positive" CHECK ("company_licenses"."quantity" between 1 and 100000),
	CONSTRAINT "company_licenses_period" CHECK ("company_licenses"."ends_on" is null or "company_licenses"."ends_on" >= "company_licenses"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "company_locales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"user_licences" integer NOT NULL,
	"key_user_licences" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"user_licences" integer NOT NULL,
	"key_user_licences" integer NOT NULL,
	"duration_months" integer,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_api_keys" ADD COLUMN "prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_api_keys" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_audit_events" ADD CONSTRAINT "company_audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_licenses" ADD CONSTRAINT "company_licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_licenses" ADD CONSTRAINT "company_licenses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_licenses" ADD CONSTRAINT "company_licenses_addon_id_license_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."license_addons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_locales" ADD CONSTRAINT "company_locales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_audit_events_company_idx" ON "company_audit_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_licenses_company_idx" ON "company_licenses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_locales_company_locale_unique" ON "company_locales" USING btree ("company_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "company_locales_one_default" ON "company_locales" USING btree ("company_id") WHERE is_default;