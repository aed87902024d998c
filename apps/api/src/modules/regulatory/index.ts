// The regulatory module's public entry (docs/ARCHITECTURE.md#module-borders): the lists a
// product's CAS numbers are screened against and the screening (decision 0057).
export {
  type ListLoadResult,
  loadRegulatoryList,
  loadRegulatoryListFile,
  regulatoryLists,
} from './regulatory-lists.ts';
export { flagKindsOf, screenCasNumbers } from './screen-cas-numbers.ts';
