import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyNamespace, type LazyNamespace } from '../../i18n/lazy-catalogues.ts';

/** Something still on its way: said in words (a live region), so it is heard too. */
export function LoadingText() {
  const { t } = useTranslation('common');
  return (
    <p className="loading-text" role="status">
      {t('loading')}
    </p>
  );
}

/**
 * Shows its screen once the screen's texts are loaded: they load with it, not at start (the
 * first screen's budget has no room for them, decision 0021). "Loading…" until then.
 */
export function LazyTexts({
  namespace,
  children,
}: {
  namespace: LazyNamespace;
  children: ReactNode;
}) {
  const hasTexts = useLazyNamespace(namespace);
  return hasTexts ? children : <LoadingText />;
}
