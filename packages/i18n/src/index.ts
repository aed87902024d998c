// The translation catalogues of the web app and the server (the JSON files under `locales/`),
// and what both sides need to work with them. Browser-safe: reading the files from disk is
// `@sds/i18n/files`, for Node only.
export { type Catalogue, textAt } from './catalogue.ts';
export {
  catalogueProblems,
  flattenCatalogue,
  placeholdersOf,
  pluralCategories,
  SOURCE_LOCALE,
} from './catalogue-parity.ts';
