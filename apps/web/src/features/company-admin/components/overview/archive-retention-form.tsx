import { DEFAULT_ARCHIVE_RETENTION_YEARS, RecordKeeping } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingText } from '../../../../components/ui/lazy-texts.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useCompanyRecordKeeping, useSaveRecordKeeping } from '../../api/company-record-keeping.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';

function RetentionFields({ companyId, savedYears }: { companyId: string; savedYears: number }) {
  const { t } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const save = useSaveRecordKeeping(companyId);
  const [years, setYears] = useState(String(savedYears));
  const [isInvalid, setIsInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    const text = years.trim();
    const parsed = RecordKeeping.safeParse({
      archiveRetentionYears: /^\d+$/.test(text) ? Number(text) : Number.NaN,
    });
    setIsInvalid(!parsed.success);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      void notify(t('retention.saved'), { kind: 'success' });
    } catch (error) {
      setFailure(failureMessage(error, { 'not-found': t('errors.companyNotFound') }));
    }
  };

  return (
    <form
      className="admin-inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('retention.years')}
        hint={t('retention.default', { years: DEFAULT_ARCHIVE_RETENTION_YEARS })}
        inputMode="numeric"
        autoComplete="off"
        value={years}
        onChange={(event) => setYears(event.target.value)}
        error={isInvalid ? t('retention.invalid') : undefined}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
      >
        {t('retention.save')}
      </button>
      {failure ? (
        <p className="admin-form-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

/**
 * How many years the archive keeps a deleted product's versions (decision 0061): 1 to 100,
 * 40 unless the company says otherwise; a change moves what is archived already too.
 */
export function ArchiveRetentionSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation('admin');
  const recordKeeping = useCompanyRecordKeeping(companyId);
  return (
    <section className="screen-section" aria-labelledby="archive-retention-heading">
      <h2 id="archive-retention-heading" className="screen-section__title">
        {t('retention.title')}
      </h2>
      <p className="admin-muted">{t('retention.intro')}</p>
      {recordKeeping.data ? (
        <RetentionFields
          companyId={companyId}
          savedYears={recordKeeping.data.archiveRetentionYears}
        />
      ) : recordKeeping.isError ? (
        <p className="admin-form-failure" role="alert">
          {t('retention.loadFailed')}
        </p>
      ) : (
        <LoadingText />
      )}
    </section>
  );
}
