import { createHash } from 'node:crypto';
import { Product } from '@sds/contract';
import { regulatoryLists } from '../regulatory/index.ts';

/**
 * What a sheet's presentation depends on besides the database: the sheet's fields and the
 * dated regulatory lists its flags are screened against (decision 0057). A device's offline
 * pack made under another edition is downloaded again (decision 0052): a new field or a newer
 * list changes sheets no database row changed.
 */
export function sheetEdition(): string {
  const lists = [...regulatoryLists().values()].map(({ list, version }) => `${list}:${version}`);
  const parts = [Object.keys(Product.shape).sort().join(','), ...lists.sort()];
  return createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 16);
}
