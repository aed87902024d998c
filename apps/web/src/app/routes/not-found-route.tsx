import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompassIcon } from '../../components/ui/icons.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { paths } from '../../config/paths.ts';

/** Any address no route claims. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Screen title={t('notFound.title')}>
      <Notice title={t('notFound.text')} icon={<CompassIcon />}>
        <Link to={paths.start}>{t('actions.backToStart')}</Link>
      </Notice>
    </Screen>
  );
}
