import type { CompanyCodeKind } from '@sds/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { EyeIcon, EyeOffIcon, RepeatIcon } from '../../../../components/ui/edit-icons.tsx';
import { useRevealCompanyCode } from '../../api/company-codes.ts';
import { useFailureMessage } from '../shared/use-failure-message.ts';
import { useCopyTexts } from '../shared/use-copy-texts.ts';

type CompanyCodeCardProps = {
  companyId: string;
  kind: CompanyCodeKind;
  maskedCode: string;
  onReset: () => void;
};

/**
 * One code: what it is for, the code masked (or in full once revealed, with Copy), and
 * Reset. Reveal and Hide are one button, so focus stays where it was; the code's box is a
 * live region, so a screen reader hears the revealed code.
 */
export function CompanyCodeCard({ companyId, kind, maskedCode, onReset }: CompanyCodeCardProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const copyTexts = useCopyTexts();
  const failureMessage = useFailureMessage();
  const reveal = useRevealCompanyCode(companyId);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function toggleReveal() {
    if (revealed) {
      setRevealed(null);
      return;
    }
    setFailure(null);
    reveal.mutate(kind, {
      onSuccess: (answer) => setRevealed(answer.code),
      onError: (error) => setFailure(failureMessage(error)),
    });
  }

  return (
    <li className="card code-card-admin" aria-labelledby={`${id}-title`}>
      <div className="code-card-admin__about">
        <h2 id={`${id}-title`} className="card__title">
          {t(`codes.kinds.${kind}.label`)}
        </h2>
        <p className="admin-muted">{t(`codes.kinds.${kind}.hint`)}</p>
      </div>
      <div className="code-value-row">
        <code className="code-value" translate="no" aria-live="polite">
          {revealed ?? maskedCode}
        </code>
        {revealed ? (
          <CopyButton text={revealed} label={t(`codes.kinds.${kind}.copy`)} texts={copyTexts} />
        ) : null}
      </div>
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={toggleReveal}
          disabled={reveal.isPending}
          aria-busy={reveal.isPending || undefined}
          aria-label={t(revealed ? `codes.kinds.${kind}.hide` : `codes.kinds.${kind}.reveal`)}
        >
          {revealed ? <EyeOffIcon width={18} height={18} /> : <EyeIcon width={18} height={18} />}
          {t(revealed ? 'codes.hide' : 'codes.reveal')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onReset}
          aria-label={t(`codes.kinds.${kind}.reset`)}
        >
          <RepeatIcon width={18} height={18} />
          {t('codes.reset')}
        </button>
      </div>
      {failure ? (
        <p className="admin-form-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
