import type { ProductRequest } from '@sds/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Principal } from '../../platform/http/principal.ts';
import { claimProductRequest } from './claim-product-request.ts';
import { presentProductRequest } from './product-requests.presenter.ts';

/**
 * A key user decides not to add the requested product. The request and its file are kept (the
 * requester's words stay readable); deciding it again is a `409`.
 */
export async function dismissProductRequest(
  db: Db,
  principal: Principal,
  requestId: string,
): Promise<ProductRequest> {
  return presentProductRequest(await claimProductRequest(db, principal, requestId, 'Dismissed'));
}
