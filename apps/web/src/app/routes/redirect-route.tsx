import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { Screen } from '../../components/ui/screen.tsx';

/** Where e-mail and QR-code links land to be sent on (SPEC §2, DESIGN §9). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Screen title={t('redirect.title')} intro={t('redirect.text')}>
      <ComingSoon />
    </Screen>
  );
}
