import {
  DEFAULT_REVIEW_AFTER_YEARS,
  MAX_REVIEW_AFTER_YEARS,
  MIN_REVIEW_AFTER_YEARS,
  type RecordKeepingSettings,
} from '@sds/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../components/ui/toast.tsx';
import { useCompanyRecordKeeping, useSaveRecordKeeping } from '../../api/company-record-keeping.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';
import { KeyUserContactsField } from './key-user-contacts-field.tsx';
import { readKeyUserContacts } from './key-user-contacts.ts';

const YEAR_CHOICES = Array.from(
  { length: MAX_REVIEW_AFTER_YEARS - MIN_REVIEW_AFTER_YEARS + 1 },
  (_, index) => MIN_REVIEW_AFTER_YEARS + index,
);

function ReviewAgeFields({
  companyId,
  saved,
}: {
  companyId: string;
  saved: RecordKeepingSettings;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const failureMessage = useFailureMessage();
  const save = useSaveRecordKeeping(companyId);
  const [years, setYears] = useState(saved.reviewAfterYears);
  const [digest, setDigest] = useState(saved.dueDigestEnabled);
  const [contacts, setContacts] = useState(saved.keyUserContacts.join('\n'));
  const [isContactsChecked, setContactsChecked] = useState(false);
  const contactsField = useRef<HTMLTextAreaElement>(null);
  const typedContacts = readKeyUserContacts(contacts);
  const [failure, setFailure] = useState<string | null>(null);
  const yearsIn = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'year',
    unitDisplay: 'long',
  });

  const submit = async () => {
    setFailure(null);
    setContactsChecked(true);
    if (typedContacts.problem) {
      contactsField.current?.focus();
      return;
    }
    try {
      // The archive's years as they stand: the same setting, saved by its own form.
      const answer = await save.mutateAsync({
        archiveRetentionYears: saved.archiveRetentionYears,
        reviewAfterYears: years,
        dueDigestEnabled: digest,
        keyUserContacts: typedContacts.addresses,
      });
      // As kept: an address typed twice shows once (the fields stay when nothing else changed).
      setContacts(answer.keyUserContacts.join('\n'));
      void notify(t('reviewAge.saved'), { kind: 'success' });
    } catch (error) {
      setFailure(failureMessage(error, { 'not-found': t('errors.companyNotFound') }));
    }
  };

  return (
    <SettingsForm
      onSubmit={submit}
      saveLabel={t('reviewAge.save')}
      isSaving={save.isPending}
      failure={failure}
    >
      <div className="field">
        <label htmlFor={`${id}-years`} className="field__label">
          {t('reviewAge.years')}
        </label>
        <select
          id={`${id}-years`}
          className="input"
          aria-describedby={`${id}-years-hint`}
          value={years}
          onChange={(event) => setYears(Number(event.target.value))}
        >
          {YEAR_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {yearsIn.format(choice)}
            </option>
          ))}
        </select>
        <p id={`${id}-years-hint`} className="field__hint">
          {t('reviewAge.default', { years: yearsIn.format(DEFAULT_REVIEW_AFTER_YEARS) })}
        </p>
      </div>
      <label className="choice-group__option admin-checkbox">
        <input
          type="checkbox"
          checked={digest}
          onChange={(event) => setDigest(event.target.checked)}
        />
        {t('reviewAge.digest')}
      </label>
      <KeyUserContactsField
        id={`${id}-contacts`}
        value={contacts}
        onChange={setContacts}
        onBlur={() => setContactsChecked(true)}
        problem={isContactsChecked ? typedContacts.problem : null}
        fieldRef={contactsField}
      />
    </SettingsForm>
  );
}

/**
 * When a sheet is due for review (decision 0065): after 1 to 5 years from its revision date, 3
 * unless the company says otherwise; whether the weekly e-mail of those goes out, and to which
 * key-user contacts besides the administrators. Beside the archive's retention, the same setting
 * on the server.
 */
export function ReviewAgeSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation('admin');
  const recordKeeping = useCompanyRecordKeeping(companyId);
  return (
    <SettingsSection
      id="review-age"
      title={t('reviewAge.title')}
      intro={t('reviewAge.intro')}
      isError={recordKeeping.isError}
      loadFailed={t('reviewAge.loadFailed')}
    >
      {recordKeeping.data ? (
        <ReviewAgeFields
          // Fresh fields once the archive's form has saved too (the same answer).
          key={JSON.stringify(recordKeeping.data)}
          companyId={companyId}
          saved={recordKeeping.data}
        />
      ) : null}
    </SettingsSection>
  );
}
