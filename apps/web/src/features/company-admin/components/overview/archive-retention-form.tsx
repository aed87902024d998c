import { DEFAULT_ARCHIVE_RETENTION_YEARS, RecordKeeping } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useCompanyRecordKeeping, useSaveRecordKeeping } from '../../api/company-record-keeping.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

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
    <SettingsForm
      onSubmit={submit}
      saveLabel={t('retention.save')}
      isSaving={save.isPending}
      failure={failure}
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
    </SettingsForm>
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
    <SettingsSection
      id="archive-retention"
      title={t('retention.title')}
      intro={t('retention.intro')}
      isError={recordKeeping.isError}
      loadFailed={t('retention.loadFailed')}
    >
      {recordKeeping.data ? (
        <RetentionFields
          companyId={companyId}
          savedYears={recordKeeping.data.archiveRetentionYears}
        />
      ) : null}
    </SettingsSection>
  );
}
