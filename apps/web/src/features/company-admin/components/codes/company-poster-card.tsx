import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../../components/ui/screen-icons.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useDownloadCompanyPoster } from '../../api/company-poster.ts';

/**
 * The company's sign-in poster (issue 24): an A4 pdf with a QR code that signs a phone in as a
 * user device, and the company's emergency numbers. It carries the user code, so resetting that
 * code voids every printed poster; the card says so.
 */
export function CompanyPosterCard({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('admin');
  const download = useDownloadCompanyPoster(companyId);
  return (
    <section className="card code-card-admin" aria-labelledby="poster-card-title">
      <div className="code-card-admin__about">
        <h2 id="poster-card-title" className="card__title">
          {t('codes.poster.title')}
        </h2>
        <p className="admin-muted">{t('codes.poster.text')}</p>
      </div>
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() =>
            download.mutate(
              { locale: i18n.language, fileName: `${t('codes.poster.fileName')}.pdf` },
              { onError: () => void notify(t('codes.poster.failed'), { kind: 'error' }) },
            )
          }
        >
          {download.isPending ? (
            <span className="button__spinner" aria-hidden="true" />
          ) : (
            <DownloadIcon width={18} height={18} />
          )}
          {t('codes.poster.download')}
        </button>
      </div>
    </section>
  );
}
