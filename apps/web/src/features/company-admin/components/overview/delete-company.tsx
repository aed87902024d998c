import type { CompanyDetails } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { TrashIcon } from '../../../../components/ui/edit-icons.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { failureKindOf } from '../../../../lib/api-failure.ts';
import { adminPaths } from '../../admin-paths.ts';
import { useDeleteCompany } from '../../api/delete-company.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';

/**
 * The question asked: first whether to delete at all; then, when the server answered 409
 * because devices are still signed in (decision 0023), whether to sign them out with it.
 */
type Question = 'delete' | 'sign-out-devices';

/**
 * Deleting a company (Admin): the dialog names the company and everything that goes with it.
 * The first try never signs anyone out; only when the server says devices are still signed in
 * does a second question offer to sign them out and delete. Afterwards the list opens.
 */
export function DeleteCompany({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const deletion = useDeleteCompany();
  const [question, setQuestion] = useState<Question | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setQuestion(null);
    setFailure(null);
  }

  function confirm() {
    const isSigningOutDevices = question === 'sign-out-devices';
    setFailure(null);
    deletion.mutate(
      { companyId: company.id, isSigningOutDevices },
      {
        onSuccess: () => {
          close();
          void notify(t('deleteCompany.done', { company: company.name }), { kind: 'success' });
          void navigate(adminPaths.companies);
        },
        onError: (error) => {
          if (failureKindOf(error) === 'conflict' && !isSigningOutDevices) {
            setQuestion('sign-out-devices');
            return;
          }
          setFailure(failureMessage(error, { 'not-found': t('errors.companyNotFound') }));
        },
      },
    );
  }

  const isSecondQuestion = question === 'sign-out-devices';
  return (
    <section className="screen-section admin-danger-zone" aria-labelledby="delete-company-heading">
      <h2 id="delete-company-heading" className="screen-section__title">
        {t('deleteCompany.title')}
      </h2>
      <p className="admin-muted">{t('deleteCompany.intro')}</p>
      <div>
        <button
          type="button"
          className="button button--danger"
          onClick={() => setQuestion('delete')}
        >
          <TrashIcon width={18} height={18} />
          {t('deleteCompany.action')}
        </button>
      </div>
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) close();
        }}
        tone="danger"
        title={t('deleteCompany.confirmTitle', { company: company.name })}
        description={
          isSecondQuestion
            ? t('deleteCompany.devicesSignedIn', { company: company.name })
            : t('deleteCompany.confirmText', { company: company.name })
        }
        confirmLabel={
          isSecondQuestion ? t('deleteCompany.signOutAndDelete') : t('deleteCompany.confirm')
        }
        isPending={deletion.isPending}
        error={failure}
        onConfirm={confirm}
      />
    </section>
  );
}
