import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar while the next screen's code loads; CSS delays it so quick loads never flash. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('loading')} />;
}
