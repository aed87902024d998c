CREATE TYPE "public"."container_unit" AS ENUM('g', 'kg', 'mL', 'L');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_kind" AS ENUM('Added', 'Changed', 'Moved', 'Removed');--> statement-breakpoint
CREATE TYPE "public"."stock_unit" AS ENUM('kg', 'L', 'pieces');--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"unit" "stock_unit" NOT NULL,
	"container_size" numeric(15, 3),
	"container_unit" "container_unit",
	"max_quantity" numeric(15, 3),
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_entries_quantity_check" CHECK ("stock_entries"."quantity" >= 0),
	CONSTRAINT "stock_entries_pieces_check" CHECK (("stock_entries"."unit" = 'pieces') = ("stock_entries"."container_size" is not null and "stock_entries"."container_unit" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"sequence" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"stock_entry_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"from_location_id" uuid,
	"from_location_name" text,
	"to_location_id" uuid,
	"to_location_name" text,
	"before" jsonb,
	"after" jsonb,
	"actor_kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_sibling_name_idx" ON "locations" USING btree ("company_id",coalesce("parent_id", "company_id"),lower("name"));--> statement-breakpoint
CREATE INDEX "locations_company_parent_idx" ON "locations" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "stock_entries_location_idx" ON "stock_entries" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_entries_product_idx" ON "stock_entries" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_company_idx" ON "stock_movements" USING btree ("company_id","sequence");--> statement-breakpoint
CREATE INDEX "stock_movements_from_idx" ON "stock_movements" USING btree ("from_location_id","sequence");--> statement-breakpoint
CREATE INDEX "stock_movements_to_idx" ON "stock_movements" USING btree ("to_location_id","sequence");