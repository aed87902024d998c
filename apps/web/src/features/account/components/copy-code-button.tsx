import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button.tsx';

type CopyCodeButtonProps = {
  code: string;
  /** The button's full name ("Copy the user code"): three Copy buttons must be told apart. */
  label: string;
};

/** The shared Copy button with the account screens' texts (the codes shown once). */
export function CopyCodeButton({ code, label }: CopyCodeButtonProps) {
  const { t } = useTranslation('account');
  const texts = { copy: t('codes.copy'), copied: t('codes.copied'), failed: t('codes.copyFailed') };
  return <CopyButton text={code} label={label} texts={texts} />;
}
