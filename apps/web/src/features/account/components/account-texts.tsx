import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLoading } from '../../../components/layout/app-layout.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import './account.css';

/**
 * Shows its screen once the `account` texts are loaded (they load with the account screens,
 * not at start: the first screen's budget has no room for them, decision 0021). The account
 * screens' styles come with it.
 */
export function AccountTexts({ children }: { children: ReactNode }) {
  const hasTexts = useLazyNamespace('account');
  return hasTexts ? children : <AppLoading />;
}

type AccountKey = ParseKeys<'account'>;

type AccountScreenProps = {
  /** The `account` texts of the screen's title and introduction. */
  title: AccountKey;
  intro: AccountKey;
  /** The way elsewhere under the card: a link, after a sentence when there is one. */
  link: { to: string; label: AccountKey; lead?: AccountKey };
  /** The screen's form. */
  children: ReactNode;
};

function AccountCard({ title, intro, link, children }: AccountScreenProps) {
  const { t } = useTranslation('account');
  return (
    <Screen
      variant="card"
      title={t(title)}
      intro={t(intro)}
      footer={
        <p>
          {link.lead ? `${t(link.lead)} ` : null}
          <Link to={link.to}>{t(link.label)}</Link>
        </p>
      }
    >
      {children}
    </Screen>
  );
}

/**
 * An account screen before signing in (sign-in, forgotten password, registration): one card
 * with its form and a link elsewhere, once the `account` texts are loaded. Here, beside
 * AccountTexts, rather than in a module of its own: each shared module is one more entry in
 * the first screen's preload list.
 */
export function AccountScreen(props: AccountScreenProps) {
  return (
    <AccountTexts>
      <AccountCard {...props} />
    </AccountTexts>
  );
}
