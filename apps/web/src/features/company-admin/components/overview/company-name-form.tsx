import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateCompanyRequest, type CompanyDetails } from '@sds/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useRenameCompany } from '../../api/rename-company.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';

/**
 * The company's name, checked by the contract's schema before it is sent (filled in, at most
 * 200 characters). A refusal shows under the form, where the person is looking.
 */
export function CompanyNameForm({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const rename = useRenameCompany(company.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdateCompanyRequest>({
    resolver: zodResolver(UpdateCompanyRequest),
    values: { name: company.name },
  });
  const nameError = form.formState.errors.name?.type;

  const save = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await rename.mutateAsync(name);
      void notify(t('overview.nameSaved'), { kind: 'success' });
    } catch (error) {
      setFailure(failureMessage(error, { 'not-found': t('errors.companyNotFound') }));
    }
  });

  return (
    <form className="admin-inline-form" noValidate onSubmit={(event) => void save(event)}>
      <TextField
        label={t('overview.nameLabel')}
        autoComplete="organization"
        error={
          nameError
            ? t(nameError === 'too_big' ? 'overview.nameTooLong' : 'overview.nameRequired')
            : undefined
        }
        registration={form.register('name')}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={rename.isPending}
        aria-busy={rename.isPending || undefined}
      >
        {t('overview.saveName')}
      </button>
      {failure ? (
        <p className="admin-form-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
