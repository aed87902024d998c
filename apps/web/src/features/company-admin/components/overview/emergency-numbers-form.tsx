import {
  EMERGENCY_NUMBER_DEFAULTS,
  EmergencyNumbers,
  suggestedEmergencyCountry,
  type EmergencyCountry,
  type EmergencyNumberDefault,
} from '@sds/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import {
  useCompanyEmergencyNumbers,
  useSaveEmergencyNumbers,
} from '../../api/company-emergency-numbers.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

type Fields = { country: string; emergencyNumber: string; poisonCentreNumber: string };

const COUNTRIES = Object.keys(EMERGENCY_NUMBER_DEFAULTS) as EmergencyCountry[];
const isCountry = (code: string): code is EmergencyCountry => code in EMERGENCY_NUMBER_DEFAULTS;

/** A country's name in the reader's language ("Belgium", "België"). */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What the form sends: empty fields are no number (null). */
function requestOf(fields: Fields) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    country: orNull(fields.country),
    emergencyNumber: orNull(fields.emergencyNumber),
    poisonCentreNumber: orNull(fields.poisonCentreNumber),
  };
}

function EmergencyNumbersFields({ companyId, saved }: { companyId: string; saved: Fields }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const failureMessage = useFailureMessage();
  const save = useSaveEmergencyNumbers(companyId);
  const [fields, setFields] = useState<Fields>(saved);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const offered: EmergencyNumberDefault | null = isCountry(fields.country)
    ? EMERGENCY_NUMBER_DEFAULTS[fields.country]
    : null;
  // Only a poison-centre number seen on its centre's page is filled in: a wrong one would be
  // dialled in an emergency. For the others the admin looks it up on the source page.
  const checkedPoisonCentre = offered?.checked ? offered.poisonCentre : null;
  const poisonCentreUnchecked = Boolean(offered?.poisonCentre) && !offered?.checked;
  const set = (field: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setFailure(null);
    const parsed = EmergencyNumbers.safeParse(requestOf(fields));
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setInvalid(new Set());
    try {
      await save.mutateAsync(parsed.data);
      void notify(t('emergency.saved'), { kind: 'success' });
    } catch (error) {
      setFailure(failureMessage(error, { 'not-found': t('errors.companyNotFound') }));
    }
  };

  return (
    <SettingsForm
      onSubmit={submit}
      saveLabel={t('emergency.save')}
      isSaving={save.isPending}
      failure={failure}
    >
      <div className="field">
        <label htmlFor={`${id}-country`} className="field__label">
          {t('emergency.country')}
        </label>
        <select
          id={`${id}-country`}
          className="input"
          value={fields.country}
          onChange={(event) => set('country')(event.target.value)}
        >
          <option value="">{t('languages.choose')}</option>
          {COUNTRIES.map((code) => ({ code, name: countryName(code, i18n.language) }))
            .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
            .map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
        </select>
      </div>
      {offered ? (
        <div className="admin-emergency-offer">
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              setFields((current) => ({
                ...current,
                emergencyNumber: offered.emergency,
                poisonCentreNumber: checkedPoisonCentre ?? current.poisonCentreNumber,
              }))
            }
          >
            {t('emergency.fill')}
          </button>
          <p className="admin-muted">
            {offered.emergency}
            {checkedPoisonCentre ? ` · ${offered.poisonCentreName}: ${checkedPoisonCentre}` : ''} (
            <a href={offered.source} target="_blank" rel="noreferrer">
              {t('emergency.source')}
            </a>
            )
          </p>
          {poisonCentreUnchecked ? (
            <p className="admin-muted">
              {t('emergency.poisonCentreUnchecked', { name: offered.poisonCentreName })}
            </p>
          ) : offered.poisonCentre ? null : (
            <p className="admin-muted">{t('emergency.noPoisonCentre')}</p>
          )}
        </div>
      ) : null}
      <TextField
        label={t('emergency.emergencyNumber')}
        type="tel"
        autoComplete="off"
        value={fields.emergencyNumber}
        onChange={(event) => set('emergencyNumber')(event.target.value)}
        error={invalid.has('emergencyNumber') ? t('emergency.invalid') : undefined}
      />
      <TextField
        label={t('emergency.poisonCentreNumber')}
        type="tel"
        autoComplete="off"
        value={fields.poisonCentreNumber}
        onChange={(event) => set('poisonCentreNumber')(event.target.value)}
        error={invalid.has('poisonCentreNumber') ? t('emergency.invalid') : undefined}
      />
    </SettingsForm>
  );
}

/**
 * The company's emergency and poison-centre numbers (decision 0048), which every sheet offers
 * to call and every printout prints; a country's numbers are offered with their source. The
 * interface's region is suggested while none is chosen.
 */
export function EmergencyNumbersSection({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('admin');
  const numbers = useCompanyEmergencyNumbers(companyId);
  return (
    <SettingsSection
      id="emergency-numbers"
      title={t('emergency.title')}
      intro={t('emergency.intro')}
      isError={numbers.isError}
      loadFailed={t('emergency.loadFailed')}
    >
      {numbers.data ? (
        <EmergencyNumbersFields
          companyId={companyId}
          saved={{
            country: numbers.data.country ?? suggestedEmergencyCountry(i18n.language) ?? '',
            emergencyNumber: numbers.data.emergencyNumber ?? '',
            poisonCentreNumber: numbers.data.poisonCentreNumber ?? '',
          }}
        />
      ) : null}
    </SettingsSection>
  );
}
