// The Drizzle schema, one file per feature under schema/. Code imports the tables from here;
// drizzle-kit reads this file too (apps/api/drizzle.config.ts), so a table exported from a
// feature file but not listed here gets no migration.
export * from './schema/companies.ts';
export * from './schema/accounts.ts';
export * from './schema/devices.ts';
export * from './schema/api-keys.ts';
export * from './schema/licences.ts';
export * from './schema/products.ts';
export * from './schema/product-records.ts';
export * from './schema/documents.ts';
export * from './schema/requests.ts';
export * from './schema/subscriptions.ts';
export * from './schema/notifications.ts';
export * from './schema/feedback.ts';
export * from './schema/jobs.ts';
export * from './schema/offline-sync.ts';
export * from './schema/suppliers.ts';
export * from './schema/inventory.ts';
