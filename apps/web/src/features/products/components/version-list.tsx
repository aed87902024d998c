import type { ProductVersion } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadIcon, FileIcon } from '../../../components/ui/screen-icons.tsx';
import { formatMoment } from '../../../lib/format-moment.ts';
import { formatRevisionDate } from './product-details.tsx';
import { ReviewStatusBadge } from './review-status-badge.tsx';

/** The query parameter naming the version whose content the versions screen shows. */
export const VERSION_PARAMETER = 'version';

/** "Version 3", or the version's date of creation when it has no number. */
export function useVersionLabel() {
  const { t, i18n } = useTranslation('audit');
  return (version: Pick<ProductVersion, 'version' | 'createdAt'>) =>
    t('versions.version', {
      version: version.version.trim() || formatMoment(version.createdAt, i18n.language),
    });
}

/** Open and save links of a version's SDS pdf, each naming the version for screen readers. */
function VersionPdf({ version, label }: { version: ProductVersion; label: string }) {
  const { t } = useTranslation('audit');
  const pdf = version.documents.find((document) => document.kind === 'pdf');
  if (!pdf) return <p className="card__hint">{t('versions.noPdf')}</p>;
  // Each link's name says which version it is: a list of "Open PDF" links tells nothing apart.
  const open = t('versions.openPdf');
  const save = t('versions.savePdf');
  return (
    <div className="card__actions">
      <a
        className="button button--secondary"
        href={pdf.url}
        target="_blank"
        rel="noopener"
        aria-label={`${open} (${label})`}
      >
        <FileIcon width={18} height={18} />
        {open}
      </a>
      <a
        className="button button--secondary"
        href={pdf.downloadUrl}
        download={pdf.fileName}
        aria-label={`${save} (${label})`}
      >
        <DownloadIcon width={18} height={18} />
        {save}
      </a>
    </div>
  );
}

function VersionEntry({ version, isSelected }: { version: ProductVersion; isSelected: boolean }) {
  const { t, i18n } = useTranslation('audit');
  const label = useVersionLabel()(version);
  const images = version.documents.filter((document) => document.kind === 'image').length;
  return (
    <li
      className={isSelected ? 'card version-entry version-entry--selected' : 'card version-entry'}
    >
      <div className="card__head">
        <h3 className="card__title">
          <Link
            to={`?${VERSION_PARAMETER}=${encodeURIComponent(version.id)}`}
            replace
            preventScrollReset
            aria-current={isSelected ? 'true' : undefined}
          >
            {label}
          </Link>
        </h3>
        {version.isShownToUsers ? (
          <span className="review-status review-status--approved">
            {t('versions.shownToUsers')}
          </span>
        ) : (
          <ReviewStatusBadge status={version.reviewStatus} />
        )}
      </div>
      <dl className="fact-list">
        <div>
          <dt>{t('versions.revisionDate')}</dt>
          <dd>
            {version.revisionDate
              ? formatRevisionDate(version.revisionDate, i18n.language)
              : t('versions.noDate')}
          </dd>
        </div>
        <div>
          <dt>{t('versions.approved')}</dt>
          <dd>
            {version.approvedAt
              ? t('versions.byAt', {
                  who: version.approvedBy ?? '—',
                  when: formatMoment(version.approvedAt, i18n.language),
                })
              : t('versions.notApproved')}
          </dd>
        </div>
        <div>
          <dt>{t('versions.images')}</dt>
          <dd>{new Intl.NumberFormat(i18n.language).format(images)}</dd>
        </div>
      </dl>
      <VersionPdf version={version} label={label} />
    </li>
  );
}

/** Every version of the product, newest first, each a link that shows its content below. */
export function VersionList({
  versions,
  selectedId,
}: {
  versions: ProductVersion[];
  selectedId: string | null;
}) {
  const { t } = useTranslation('audit');
  const headingId = useId();
  return (
    <section className="screen-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="screen-section__title">
        {t('versions.listTitle')}
      </h2>
      <ol className="stacked-list">
        {versions.map((version) => (
          <VersionEntry key={version.id} version={version} isSelected={version.id === selectedId} />
        ))}
      </ol>
    </section>
  );
}
