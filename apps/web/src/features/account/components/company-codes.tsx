import type { CompanyCodes as Codes } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyCodeButton } from './copy-code-button.tsx';

type CodeKind = keyof Codes;

// The order of the welcome e-mail: the code most people get first.
const CODE_TEXTS = {
  userCode: { label: 'codes.userCode', hint: 'codes.userCodeHint', copy: 'codes.copyUserCode' },
  keyUserCode: {
    label: 'codes.keyUserCode',
    hint: 'codes.keyUserCodeHint',
    copy: 'codes.copyKeyUserCode',
  },
  subscriptionCode: {
    label: 'codes.subscriptionCode',
    hint: 'codes.subscriptionCodeHint',
    copy: 'codes.copySubscriptionCode',
  },
} as const satisfies Record<CodeKind, Record<string, string>>;

function CodeCard({ kind, code }: { kind: CodeKind; code: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const texts = CODE_TEXTS[kind];
  return (
    <li className="card" aria-labelledby={`${id}-label`}>
      <div className="code-card__about">
        <h2 id={`${id}-label`} className="card__title">
          {t(texts.label)}
        </h2>
        <p className="card__hint">{t(texts.hint)}</p>
      </div>
      <div className="code-value-row">
        {/* Codes are read aloud and typed by people: never translated, never re-flowed. */}
        <code className="code-value code-card__value" translate="no">
          {code}
        </code>
        <CopyCodeButton code={code} label={t(texts.copy)} />
      </div>
    </li>
  );
}

/**
 * The company's three codes (docs/product/codes-and-licences.md#company-codes), each with its
 * purpose and a Copy button.
 */
export function CompanyCodes({ codes }: { codes: Codes }) {
  return (
    <ul className="stacked-list">
      {(Object.keys(CODE_TEXTS) as CodeKind[]).map((kind) => (
        <CodeCard key={kind} kind={kind} code={codes[kind]} />
      ))}
    </ul>
  );
}
