import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPaths } from '../../../config/record-paths.ts';
import { failureKindOf } from '../../../lib/api-failure.ts';
import { askSupplier } from '../api/suppliers-api.ts';
import './suppliers.css';

/** The key of what a refused request means for the key user. */
function refusalOf(error: unknown) {
  const kind = failureKindOf(error);
  if (kind === 'conflict') return 'suppliers.noEmail' as const;
  if (kind === 'rate-limited') return 'suppliers.tooMany' as const;
  return 'suppliers.askFailed' as const;
}

/**
 * "Ask the supplier for the current SDS" on each sheet of the list due for review (decision
 * 0070): one call when pressed, nothing read before — the list may hold 500 sheets. A supplier
 * without an e-mail address (409) leads to the suppliers screen.
 */
export function AskSupplierButton({ productId }: { productId: string }) {
  const { t } = useTranslation('audit');
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () => askSupplier(productId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['suppliers'] }),
  });
  const refusal = ask.isError ? refusalOf(ask.error) : null;
  return (
    <div className="supplier-requests-section">
      <button
        type="button"
        className="button button--secondary"
        disabled={ask.isPending || ask.isSuccess}
        onClick={() => ask.mutate()}
      >
        {t('suppliers.ask')}
      </button>
      {ask.isSuccess ? <p role="status">{t('suppliers.asked')}</p> : null}
      {refusal ? (
        <p role="alert">
          {t(refusal)}{' '}
          {refusal === 'suppliers.noEmail' ? (
            <Link to={recordPaths.suppliers}>{t('suppliers.toSuppliers')}</Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
