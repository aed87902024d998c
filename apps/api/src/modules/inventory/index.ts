// Inventory (issue 26): where products are kept. The TRGS 510 storage classes — the
// mixed-storage table and the class a product's data suggest (decision 0056) — and the
// company's sites, locations and stock with its recorded movements (decision 0073), and its
// register of hazardous substances (decision 0076), and Seveso III per site (decision 0077).
export { locationRoutes } from './locations/locations.routes.ts';
export { stockRoutes } from './locations/stock.routes.ts';
export { registerRoutes } from './register/register.routes.ts';
export { sevesoRoutes } from './seveso/seveso.routes.ts';
export { recordStockRemovalsOfProduct } from './locations/stock-movements.ts';
export {
  mixedStorage,
  mixedStorageConflicts,
  type MixedStorage,
  type MixedStorageConflict,
  type MixedStorageRule,
} from './storage-classes/mixed-storage.ts';
export {
  stepOf,
  suggestStorageClass,
  type StorageClassSuggestion,
} from './storage-classes/storage-class-suggestion.ts';
