import { useState } from 'react';
import { CheckIcon, CopyIcon } from './edit-icons.tsx';
import './copy-button.css';

type CopyButtonProps = {
  /** What goes to the clipboard. */
  text: string;
  /** The button's full name ("Copy the user code"): several Copy buttons must be told apart. */
  label: string;
  /** The translated texts: the button's visible word, the confirmation and the failure. */
  texts: { copy: string; copied: string; failed: string };
};

/**
 * Copies a text (a code, a key) to the clipboard and confirms it beside the button, in a live
 * region so a screen reader hears it too. Where the clipboard is closed (an insecure page, a
 * refused permission) it says so: the text itself can still be selected and copied by hand.
 */
export function CopyButton({ text, label, texts }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
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
        {texts.copy}
      </button>
      <span role="status" className="copy-code__status">
        {outcome === 'copied' ? (
          <span className="copy-code__copied">
            <CheckIcon width={16} height={16} />
            {texts.copied}
          </span>
        ) : null}
        {outcome === 'failed' ? <span className="copy-code__failed">{texts.failed}</span> : null}
      </span>
    </div>
  );
}
