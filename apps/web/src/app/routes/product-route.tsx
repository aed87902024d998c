import { useParams, useSearchParams } from 'react-router';
import { productAddressFrom } from '../../features/products/api/get-product.ts';
import {
  ProductSheet,
  ProductSheetError,
} from '../../features/products/components/product-sheet.tsx';

/**
 * Product detail (docs/product/web-app.md#screens), addressed as `/product/:id`,
 * `/product?articleNumber=…&locale=…` or `/product?masterCode=…`
 * (docs/product/product-content.md#a-product, docs/product/web-app.md#screens). An address that
 * names no product is refused before any call
 * (docs/product/wire-conventions.md#required-parameters) with "Could not load product"
 * (docs/product/web-app.md#messages).
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
