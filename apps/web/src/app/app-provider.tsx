import type { RuntimeConfig } from '@sds/contract';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastOutlet } from '../components/ui/toast.tsx';
import { RuntimeConfigContext } from '../config/runtime-config.ts';
import { i18n } from '../i18n/i18n.ts';

type AppProviderProps = { config: RuntimeConfig; children: ReactNode };

/**
 * What every screen may rely on: configuration, translations and toasts. Queries come from
 * the QueryProvider of the data screens' layout, which keeps TanStack Query off /login.
 */
export function AppProvider({ config, children }: AppProviderProps) {
  return (
    <RuntimeConfigContext value={config}>
      <I18nextProvider i18n={i18n}>
        {children}
        <ToastOutlet />
      </I18nextProvider>
    </RuntimeConfigContext>
  );
}
