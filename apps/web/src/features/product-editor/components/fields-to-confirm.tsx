import type { Product } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { importStatusQueryOptions } from '../../../lib/import-status.ts';

const NONE: ReadonlySet<string> = new Set();

/** The product fields an import read from the PDF's text, which the key user must confirm. */
export const FieldsToConfirm = createContext<ReadonlySet<string>>(NONE);

/**
 * The fields to confirm of a product whose import waits for the key user (`PendingUser`),
 * read from its import status. Saving confirms them: the product comes back `Completed` (and
 * the status is read again), and the set is empty.
 */
export function useFieldsToConfirm(product: Product | null): ReadonlySet<string> {
  const isPending = product?.importStatus === 'PendingUser';
  const status = useQuery({
    ...importStatusQueryOptions(product?.id ?? ''),
    enabled: isPending,
  });
  const fields =
    isPending && status.data?.status === 'PendingUser' ? status.data.fieldsToConfirm : null;
  return useMemo(() => (fields ? new Set(fields) : NONE), [fields]);
}

/** Whether the field of this name (a top-level form field) was read from the PDF's text. */
export function useNeedsConfirmation(name: string): boolean {
  return useContext(FieldsToConfirm).has(name);
}

/**
 * The mark on a field read from the PDF's text: words and an icon, not colour alone. Its id
 * goes into the control's `aria-describedby`, so a screen reader says it with the field.
 */
export function ConfirmationMark({ id }: { id: string }) {
  const { t } = useTranslation('editor');
  return (
    <p id={id} className="confirmation-mark">
      <AlertIcon width={16} height={16} />
      {t('importReview.mark')}
    </p>
  );
}

/**
 * The mark of a group of controls (a fieldset, a list) whose field the import asks to
 * confirm: a class for its box, the id for its `aria-describedby`, and the mark to show.
 */
export function useGroupConfirmation(name: string) {
  const isMarked = useNeedsConfirmation(name);
  const markId = useId();
  return {
    markedClass: isMarked ? ' field--to-confirm' : '',
    markId: isMarked ? markId : undefined,
    mark: isMarked ? <ConfirmationMark id={markId} /> : null,
  };
}

/** The ids a control is described by, without the absent ones; undefined when none is left. */
export function describedByOf(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * Above the form of an imported product: what the import could not settle. `PendingUser`:
 * some fields were read from the PDF's text and are marked; `NoXml`: nothing was readable.
 */
export function ImportReviewNotice({ product }: { product: Product | null }) {
  const { t } = useTranslation('editor');
  const fields = useContext(FieldsToConfirm);
  if (fields.size > 0) {
    return (
      <Notice title={t('importReview.title')} icon={<AlertIcon />}>
        <p>{t('importReview.text')}</p>
      </Notice>
    );
  }
  if (product?.importStatus === 'NoXml') {
    return (
      <Notice title={t('importReview.noXmlTitle')}>
        <p>{t('importReview.noXmlText')}</p>
      </Notice>
    );
  }
  return null;
}
