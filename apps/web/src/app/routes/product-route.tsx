import { useParams, useSearchParams } from 'react-router';
import { productAddressFrom } from '../../features/products/api/get-product.ts';
import {
  ProductSheet,
  ProductSheetError,
} from '../../features/products/components/product-sheet.tsx';

/**
 * Product detail (SPEC §2), addressed as `/product/:id`, `/product?articleNumber=…&locale=…`
 * or `/product?masterCode=…` (SPEC §3, DESIGN §9). An address that names no product is
 * refused before any call (SPEC §5) with the SPEC's "Could not load product".
 */
export function Component() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const address = productAddressFrom({
    id,
    articleNumber: searchParams.get('articleNumber'),
    locale: searchParams.get('locale'),
    masterCode: searchParams.get('masterCode'),
  });
  if (!address) return <ProductSheetError kind="not-found" />;
  return <ProductSheet address={address} />;
}
