import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from './account-icons.tsx';

type CopyCodeButtonProps = {
  code: string;
  /** The button's full name ("Copy the user code"): three Copy buttons must be told apart. */
  label: string;
};

/**
 * Copies a code to the clipboard and confirms it beside the button, in a live region so a
 * screen reader hears it too. Where the clipboard is closed (an insecure page, a refused
 * permission) it says so: the code itself can still be selected and copied by hand.
 */
export function CopyCodeButton({ code, label }: CopyCodeButtonProps) {
  const { t } = useTranslation('account');
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className="copy-code">
      <button
        type="button"
        className="button button--secondary copy-code__button"
        aria-label={label}
        onClick={() => void copy()}
      >
        <CopyIcon width={18} height={18} />
        {t('codes.copy')}
      </button>
      <span role="status" className="copy-code__status">
        {outcome === 'copied' ? (
          <span className="copy-code__copied">
            <CheckIcon width={16} height={16} />
            {t('codes.copied')}
          </span>
        ) : null}
        {outcome === 'failed' ? (
          <span className="copy-code__failed">{t('codes.copyFailed')}</span>
        ) : null}
      </span>
    </div>
  );
}
