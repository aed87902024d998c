ALTER TABLE "companies" ADD COLUMN "emergency_country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "emergency_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "poison_centre_number" text;