import type { ProductRequest, ProductRequestFile } from '@sds/contract';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '../../../components/ui/screen-icons.tsx';
import { useOpenRequestFile } from '../api/product-requests.ts';

type RequestFileButtonProps = { request: ProductRequest; file: ProductRequestFile };

/**
 * The SDS a requester attached, opened as documents open: fetched with the session's headers
 * (it is no signed link, decision 0025), a pdf in a new tab, an XML file saved.
 */
export function RequestFileButton({ request, file }: RequestFileButtonProps) {
  const { t } = useTranslation('requests');
  const open = useOpenRequestFile(request);
  return (
    <>
      <button
        type="button"
        className="link-button link-button--icon request-item__file"
        disabled={open.isPending}
        aria-busy={open.isPending || undefined}
        onClick={() => open.mutate()}
      >
        <FileIcon width={18} height={18} />
        {t('keyUsers.openFile', { file: file.fileName })}
      </button>
      {open.isError ? (
        <p className="inline-alert" role="alert">
          {t('keyUsers.fileFailed', { file: file.fileName })}
        </p>
      ) : null}
    </>
  );
}
