CREATE TABLE "product_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"audience" "device_role" NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"locale" text NOT NULL,
	"publisher_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_products" (
	"subscription_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"subscriber_company_id" uuid NOT NULL,
	"accepted_revision_id" uuid,
	"refused_revision_id" uuid,
	"decided_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_products_subscription_id_product_id_pk" PRIMARY KEY("subscription_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_company_id" uuid NOT NULL,
	"publisher_company_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_not_self" CHECK ("subscriptions"."subscriber_company_id" <> "subscriptions"."publisher_company_id")
);
--> statement-breakpoint
ALTER TABLE "product_notifications" ADD CONSTRAINT "product_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_notifications" ADD CONSTRAINT "product_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_products" ADD CONSTRAINT "subscription_products_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_products" ADD CONSTRAINT "subscription_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_products" ADD CONSTRAINT "subscription_products_accepted_revision_id_product_revisions_id_fk" FOREIGN KEY ("accepted_revision_id") REFERENCES "public"."product_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_products" ADD CONSTRAINT "subscription_products_refused_revision_id_product_revisions_id_fk" FOREIGN KEY ("refused_revision_id") REFERENCES "public"."product_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_company_id_companies_id_fk" FOREIGN KEY ("subscriber_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_publisher_company_id_companies_id_fk" FOREIGN KEY ("publisher_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_notifications_feed_idx" ON "product_notifications" USING btree ("company_id","audience","created_at");--> statement-breakpoint
CREATE INDEX "subscription_products_accepted_idx" ON "subscription_products" USING btree ("subscriber_company_id","accepted_revision_id") WHERE "subscription_products"."accepted_revision_id" is not null;--> statement-breakpoint
CREATE INDEX "subscription_products_product_idx" ON "subscription_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_pair_unique" ON "subscriptions" USING btree ("subscriber_company_id","publisher_company_id");--> statement-breakpoint
CREATE INDEX "subscriptions_publisher_idx" ON "subscriptions" USING btree ("publisher_company_id");