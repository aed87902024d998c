import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Screen } from '../../components/ui/screen.tsx';

/**
 * Product detail (SPEC §2), addressed as `/product/:id`, `/product?articleNumber=…&locale=…`
 * or `/product?masterCode=…` (SPEC §3, DESIGN §9).
 */
export function Component() {
  const { t } = useTranslation('products');
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const articleNumber = searchParams.get('articleNumber');
  const locale = searchParams.get('locale');
  const masterCode = searchParams.get('masterCode');

  let identification: string | null = null;
  if (id) identification = t('product.byId', { id });
  else if (articleNumber && locale) {
    identification = t('product.byArticleNumber', { articleNumber, locale });
  } else if (masterCode) identification = t('product.byMasterCode', { masterCode });

  return (
    <Screen title={t('product.title')} intro={identification}>
      {identification ? <ComingSoon /> : <Notice tone="error" title={t('product.loadFailed')} />}
    </Screen>
  );
}
