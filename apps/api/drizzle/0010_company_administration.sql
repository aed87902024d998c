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
CREATE UNIQUE INDEX "company_locales_one_default" ON "company_locales" USING btree ("company_id") WHERE is_default;--> statement-breakpoint
-- The starting catalogue (decision 0024). Fixed ids: registration finds "Free" by its id.
INSERT INTO "licenses" ("id", "name", "user_licences", "key_user_licences", "duration_months", "is_available") VALUES
	('00000000-0000-4000-8000-000000000101', 'Free', 5, 1, NULL, true),
	('00000000-0000-4000-8000-000000000102', 'Team', 10, 3, 12, true),
	('00000000-0000-4000-8000-000000000103', 'Site', 50, 10, 12, true);--> statement-breakpoint
INSERT INTO "license_addons" ("id", "name", "user_licences", "key_user_licences", "is_available") VALUES
	('00000000-0000-4000-8000-000000000201', '+5 users', 5, 0, true),
	('00000000-0000-4000-8000-000000000202', '+1 key user', 0, 1, true);--> statement-breakpoint
-- Companies from before licences had their totals written directly. Each gets a company licence
-- that grants exactly those totals, without end: "Free" where they match it, otherwise a
-- withdrawn catalogue licence per pair of totals, so the recompute keeps what they had.
INSERT INTO "licenses" ("name", "user_licences", "key_user_licences", "duration_months", "is_available")
SELECT DISTINCT 'Carried over (' || "user_licence_count" || ' users, ' || "key_user_licence_count" || ' key users)',
	"user_licence_count", "key_user_licence_count", NULL::integer, false
FROM "companies"
WHERE ("user_licence_count", "key_user_licence_count") <> (5, 1)
	AND ("user_licence_count" > 0 OR "key_user_licence_count" > 0);--> statement-breakpoint
INSERT INTO "company_licenses" ("company_id", "license_id", "quantity", "starts_on")
SELECT c."id", l."id", 1, (c."created_at" AT TIME ZONE 'UTC')::date
FROM "companies" c
JOIN "licenses" l ON l."user_licences" = c."user_licence_count"
	AND l."key_user_licences" = c."key_user_licence_count"
	AND (l."id" = '00000000-0000-4000-8000-000000000101'
		OR (l."is_available" = false AND l."name" LIKE 'Carried over (%'))
WHERE c."user_licence_count" > 0 OR c."key_user_licence_count" > 0;
