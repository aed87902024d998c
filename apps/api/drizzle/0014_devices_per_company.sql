DROP INDEX "devices_device_guid_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_guid_company_unique" ON "devices" USING btree ("device_guid","company_id");