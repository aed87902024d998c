import type { PlausibilityFinding, Product } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { importStatusQueryOptions } from '../../../lib/import-status.ts';
import { FindingList, useFindingSentence } from './import-findings.tsx';

/** What an import left for the key user to confirm: fields, and the findings among them. */
export interface ImportReview {
  fields: ReadonlySet<string>;
  findings: readonly PlausibilityFinding[];
}

const NOTHING_TO_CONFIRM: ImportReview = { fields: new Set(), findings: [] };

/**
 * The product fields an import asks the key user to confirm (read from the PDF's text, or
 * named by a finding of the plausibility check), with the findings.
 */
export const FieldsToConfirm = createContext<ImportReview>(NOTHING_TO_CONFIRM);

/**
 * The fields to confirm of a product whose import waits for the key user (`PendingUser`),
 * read from its import status, with the findings. Saving confirms them: the product comes back
 * `Completed` (and the status is read again), and both are empty.
 */
export function useFieldsToConfirm(product: Product | null): ImportReview {
  const isPending = product?.importStatus === 'PendingUser';
  const status = useQuery({
    ...importStatusQueryOptions(product?.id ?? ''),
    enabled: isPending,
  });
  const answer = isPending && status.data?.status === 'PendingUser' ? status.data : null;
  return useMemo(
    () =>
      answer
        ? { fields: new Set(answer.fieldsToConfirm), findings: answer.findings }
        : NOTHING_TO_CONFIRM,
    [answer],
  );
}

/** Whether the import asks to confirm the field of this name (a top-level form field). */
export function useNeedsConfirmation(name: string): boolean {
  return useContext(FieldsToConfirm).fields.has(name);
}

/**
 * The mark on a field the import asks to confirm: words and an icon, not colour alone — the
 * sentences of the findings about this field, else that it was read from the PDF's text. Its
 * id goes into the control's `aria-describedby`, so a screen reader says it with the field.
 */
export function ConfirmationMark({ id, field }: { id: string; field?: string }) {
  const { t } = useTranslation('editor');
  const sentenceOf = useFindingSentence();
  const findings = useContext(FieldsToConfirm).findings.filter(
    (finding) => finding.field === field,
  );
  return (
    <p id={id} className="confirmation-mark">
      <AlertIcon width={16} height={16} />
      {findings.length > 0 ? findings.map(sentenceOf).join(' ') : t('importReview.mark')}
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
    mark: isMarked ? <ConfirmationMark id={markId} field={name} /> : null,
  };
}

/** The ids a control is described by, without the absent ones; undefined when none is left. */
export function describedByOf(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * Above the form of an imported product: what the import could not settle. `PendingUser`:
 * some fields were read from the PDF's text, or do not fit together (each finding in a
 * sentence), and are marked; `NoXml`: nothing was readable.
 */
export function ImportReviewNotice({ product }: { product: Product | null }) {
  const { t } = useTranslation('editor');
  const { fields, findings } = useContext(FieldsToConfirm);
  const findingFields = new Set<string>(findings.map((finding) => finding.field));
  const isReadFromText = [...fields].some((field) => !findingFields.has(field));
  if (fields.size > 0) {
    const title = isReadFromText ? t('importReview.title') : t('importReview.findingsTitle');
    return (
      <Notice title={title} icon={<AlertIcon />}>
        {isReadFromText && findings.length > 0 ? <p>{t('importReview.findingsTitle')}</p> : null}
        {findings.length > 0 ? <FindingList findings={findings} /> : null}
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
