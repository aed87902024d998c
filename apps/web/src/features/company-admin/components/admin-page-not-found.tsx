import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';

/** An address under `/admin` that names no screen (or none for this role). */
export function AdminPageNotFound() {
  const { t } = useTranslation('admin');
  return (
    <Screen title={t('notFound.title')}>
      <Notice tone="error" title={t('notFound.text')}>
        <Link to={paths.admin}>{t('notFound.toStart')}</Link>
      </Notice>
    </Screen>
  );
}
