import type { CompanyCodeKind } from '@sds/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../../components/ui/screen.tsx';
import { useMaskedCodes } from '../../api/company-codes.ts';
import type { CompanyScope } from '../company-administration.tsx';
import { QueryState } from '../shared/query-list.tsx';
import { CODE_KINDS, MASKED_CODE_FIELD } from './code-kinds.ts';
import { CompanyCodeCard } from './company-code-card.tsx';
import { CompanyPosterCard } from './company-poster-card.tsx';
import { ResetCodeDialog } from './reset-code-dialog.tsx';

/**
 * The company's three codes (docs/product/codes-and-licences.md#company-codes): masked until
 * revealed (the server records every reveal), copied, or reset — which signs out every device that
 * used the old code, so the reset asks first and then shows the new code with Copy. Below them,
 * the sign-in poster that carries the user code (issue 24).
 */
export function CodesSection({ companyId }: CompanyScope) {
  const { t } = useTranslation('admin');
  const codes = useMaskedCodes(companyId);
  const [resetKind, setResetKind] = useState<CompanyCodeKind | null>(null);

  const content = (
    <QueryState query={codes} failedTitle={t('codes.loadFailed')}>
      {(masked) => (
        <ul className="stacked-list">
          {CODE_KINDS.map((kind) => {
            const maskedCode = masked[MASKED_CODE_FIELD[kind]];
            // A new masked code (after a reset) starts the card afresh, hiding an old reveal.
            return (
              <CompanyCodeCard
                key={`${kind}:${maskedCode}`}
                companyId={companyId}
                kind={kind}
                maskedCode={maskedCode}
                onReset={() => setResetKind(kind)}
              />
            );
          })}
        </ul>
      )}
    </QueryState>
  );

  return (
    <Screen title={t('codes.title')} intro={t('codes.intro')}>
      {content}
      <CompanyPosterCard companyId={companyId} />
      <ResetCodeDialog companyId={companyId} kind={resetKind} onClose={() => setResetKind(null)} />
    </Screen>
  );
}
