import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { storageKeys } from '../../../config/storage-keys.ts';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { failureKindOf } from '../../../lib/api-failure.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoment } from '../../../lib/format-moment.ts';
import { lookUpUploadLink, uploadThroughLink } from '../api/suppliers-api.ts';
import './suppliers.css';

/** Why an upload was refused: the key of the page's words for it. */
function refusalOf(error: unknown) {
  if (isApiError(error, 'upload-not-an-sds')) return 'supplierUpload.notAnSds' as const;
  if (isApiError(error, 'link-invalid')) return 'supplierUpload.invalid' as const;
  const kind = failureKindOf(error);
  if (kind === 'unsupported') return 'supplierUpload.notPdf' as const;
  if (kind === 'too-large') return 'supplierUpload.tooLarge' as const;
  if (kind === 'rate-limited') return 'supplierUpload.tooMany' as const;
  return 'supplierUpload.failed' as const;
}

function UploadForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('audit');
  const [file, setFile] = useState<File | null>(null);
  const lookup = useQuery({
    queryKey: ['supplier-upload', token],
    queryFn: ({ signal }) => lookUpUploadLink(token, signal),
    retry: false,
  });
  const upload = useMutation({ mutationFn: (chosen: File) => uploadThroughLink(token, chosen) });
  // The request's language when the visitor has not chosen one: the e-mail was in it.
  const requestLocale = lookup.data?.locale;
  useEffect(() => {
    if (requestLocale && !localStorage.getItem(storageKeys.language))
      void i18n.changeLanguage(requestLocale);
  }, [requestLocale, i18n]);
  if (lookup.isPending) return <p role="status">{t('supplierUpload.checking')}</p>;
  if (lookup.isError) return <Notice tone="error" title={t('supplierUpload.invalid')} />;
  if (upload.isSuccess) {
    return <Notice title={t('supplierUpload.sent', { companyName: lookup.data.companyName })} />;
  }
  const asked = lookup.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };
  return (
    <form className="supplier-form" onSubmit={submit}>
      <p>
        {t('supplierUpload.asked', {
          companyName: asked.companyName,
          supplierName: asked.supplierName,
          productName: asked.productName,
          articleNumber: asked.articleNumber,
        })}
      </p>
      <p>{t('supplierUpload.expires', { date: formatMoment(asked.expiresAt, i18n.language) })}</p>
      <div className="field">
        <label className="field__label" htmlFor="supplier-upload-file">
          {t('supplierUpload.file')}
        </label>
        <input
          id="supplier-upload-file"
          className="input"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {upload.isError ? <Notice tone="error" title={t(refusalOf(upload.error))} /> : null}
      <div>
        <button
          type="submit"
          className="button button--primary"
          disabled={!file || upload.isPending}
        >
          {upload.isPending ? t('supplierUpload.reading') : t('supplierUpload.send')}
        </button>
      </div>
    </form>
  );
}

/**
 * The supplier's upload page (issue 25 point 4, decision 0070), opened by its e-mailed link
 * `/redirect#supplier-upload=<token>`:
 * no account, the e-mailed link is the credential. It says who asks for which product's SDS and
 * until when, and takes one PDF; a file that is no SDS is refused with the reason and the link
 * keeps working.
 */
export function SupplierUploadScreen({ token }: { token: string }) {
  const hasTexts = useLazyNamespace('audit');
  const { t } = useTranslation('audit');
  if (!hasTexts) return <AppLoading />;
  return (
    <Screen title={t('supplierUpload.title')} variant="card">
      <UploadForm token={token} />
    </Screen>
  );
}
