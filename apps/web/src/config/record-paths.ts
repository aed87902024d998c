import { paths } from './paths.ts';

/**
 * The addresses of the key users' records (issue 25, docs/product/web-app.md#screens): kept out of
 * `paths`, which the first screen loads and whose budget has no room for them (decision 0008).
 */
export const recordPaths = {
  archive: '/archive',
  dueForReview: '/audit/due-for-review',
  suppliers: '/audit/suppliers',
  productVersions: (id: string) => `${paths.productById(id)}/versions`,
} as const;
