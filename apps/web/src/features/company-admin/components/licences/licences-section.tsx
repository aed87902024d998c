import type { CompanyLicence } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { PlusIcon } from '../../../../components/ui/edit-icons.tsx';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Screen } from '../../../../components/ui/screen.tsx';
import { notify } from '../../../../components/ui/toast.tsx';
import { useCompanyLicenceChanges, useCompanyLicences } from '../../api/company-licences.ts';
import { useCompany } from '../../api/get-company.ts';
import type { CompanyScope } from '../company-administration.tsx';
import { formatCount } from '../shared/admin-format.ts';
import { LoadingText } from '../../../../components/ui/lazy-texts.tsx';
import { QueryList } from '../shared/query-list.tsx';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { CompanyLicenceCard, useLicenceTitle } from './company-licence-card.tsx';
import { GiveLicenceDialog } from './give-licence-dialog.tsx';
import { LicenceUsage } from './licence-usage.tsx';

/** A licence that counts now or will: the only ones worth cancelling. */
const isCancellable = (licence: CompanyLicence) =>
  licence.status === 'Active' || licence.status === 'NotStarted';

/** Cancel, asked first: says how many licences the company loses, and that nobody is signed out. */
function CancelLicenceDialog(props: {
  companyId: string;
  companyName: string;
  licence: CompanyLicence | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const failureMessage = useFailureMessage();
  const { cancel } = useCompanyLicenceChanges(props.companyId);
  const [failure, setFailure] = useState<string | null>(null);
  const { licence } = props;
  const title = useLicenceTitle();

  function close() {
    setFailure(null);
    props.onClose();
  }

  function confirm() {
    if (!licence) return;
    cancel.mutate(licence, {
      onSuccess: () => {
        close();
        void notify(t('licences.cancelledDone', { name: title(licence) }), { kind: 'success' });
      },
      onError: (error) => setFailure(failureMessage(error, { 'not-found': t('licences.gone') })),
    });
  }

  return (
    <ConfirmDialog
      open={licence !== null}
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) close();
      }}
      tone="danger"
      title={t('licences.cancelTitle', {
        name: licence ? title(licence) : '',
        company: props.companyName,
      })}
      description={t('licences.cancelText', {
        users: formatCount(licence?.grants.userLicences ?? 0, i18n.language),
        keyUsers: formatCount(licence?.grants.keyUserLicences ?? 0, i18n.language),
      })}
      confirmLabel={t('licences.cancelConfirm')}
      cancelLabel={t('licences.keep')}
      isPending={cancel.isPending}
      error={failure}
      onConfirm={confirm}
    />
  );
}

/**
 * The company's licences (docs/product/codes-and-licences.md#licences): how many of each kind are
 * in use and free, and every licence and add-on it holds with its period and status. The Admin also
 * gives new ones and cancels them; totals always follow what is active today (decision 0024).
 */
export function LicencesSection({ companyId, isPlatformAdmin }: CompanyScope) {
  const { t } = useTranslation('admin');
  const company = useCompany(companyId);
  const licences = useCompanyLicences(companyId);
  const { give } = useCompanyLicenceChanges(companyId);
  const [isGiving, setIsGiving] = useState(false);
  const [cancelling, setCancelling] = useState<CompanyLicence | null>(null);
  const companyName = company.data?.name ?? '';

  const list = (
    <QueryList
      query={licences}
      failedTitle={t('licences.loadFailed')}
      empty={<Notice title={t('licences.none')} />}
    >
      {(licence) => (
        <CompanyLicenceCard
          key={licence.id}
          licence={licence}
          onCancel={
            isPlatformAdmin && isCancellable(licence) ? () => setCancelling(licence) : undefined
          }
        />
      )}
    </QueryList>
  );

  return (
    <Screen
      title={t('licences.title')}
      intro={t('licences.intro')}
      actions={
        isPlatformAdmin ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setIsGiving(true)}
          >
            <PlusIcon width={18} height={18} />
            {t('give.open')}
          </button>
        ) : null
      }
    >
      <section className="screen-section" aria-labelledby="licence-usage-heading">
        <h2 id="licence-usage-heading" className="screen-section__title">
          {t('usage.title')}
        </h2>
        {company.data ? <LicenceUsage licences={company.data.licences} /> : <LoadingText />}
      </section>
      <section className="screen-section" aria-labelledby="company-licences-heading">
        <h2 id="company-licences-heading" className="screen-section__title">
          {t('licences.listTitle')}
        </h2>
        {list}
      </section>
      {isGiving ? (
        <GiveLicenceDialog
          companyId={companyId}
          companyName={companyName}
          onClose={() => setIsGiving(false)}
          give={(request) => give.mutateAsync(request)}
          isPending={give.isPending}
        />
      ) : null}
      <CancelLicenceDialog
        companyId={companyId}
        companyName={companyName}
        licence={cancelling}
        onClose={() => setCancelling(null)}
      />
    </Screen>
  );
}
