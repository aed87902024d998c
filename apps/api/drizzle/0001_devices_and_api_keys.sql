CREATE TYPE "public"."device_role" AS ENUM('User', 'KeyUser');--> statement-breakpoint
CREATE TYPE "public"."device_type" AS ENUM('Apple', 'Gcm', 'Web');--> statement-breakpoint
CREATE TABLE "company_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_guid" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"role" "device_role" NOT NULL,
	"device_type" "device_type" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"device_token" text DEFAULT '' NOT NULL,
	"auth_code_hash" text NOT NULL,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_out_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_api_keys" ADD CONSTRAINT "company_api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_api_keys_key_hash_unique" ON "company_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "company_api_keys_company_idx" ON "company_api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_guid_unique" ON "devices" USING btree ("device_guid");--> statement-breakpoint
CREATE INDEX "devices_active_by_company_idx" ON "devices" USING btree ("company_id","role") WHERE "devices"."signed_out_at" is null and "devices"."revoked_at" is null;