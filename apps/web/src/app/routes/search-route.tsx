import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { Screen } from '../../components/ui/screen.tsx';

/** Product search and results (SPEC §2); the search itself arrives with the products issue. */
export function Component() {
  const { t } = useTranslation('products');
  return (
    <Screen title={t('search.title')} intro={t('search.intro')}>
      <ComingSoon />
    </Screen>
  );
}
