import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { Screen } from '../../components/ui/screen.tsx';

/** The review screen (SPEC §2: Review, Approve, Approved, Rejected). */
export function Component() {
  const { t } = useTranslation('audit');
  return (
    <Screen title={t('title')} intro={t('intro')}>
      <ComingSoon />
    </Screen>
  );
}
