ALTER TABLE "product_revisions" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD COLUMN "storage_class" text;