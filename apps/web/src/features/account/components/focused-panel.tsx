import { useEffect, useRef, type ReactNode } from 'react';

type FocusedPanelProps = { icon: ReactNode; title: string; children?: ReactNode };

/**
 * The outcome that replaces a form (e-mail sent, password set): announced, and focused when
 * it appears, so a screen reader reads it and a keyboard continues from there.
 */
export function FocusedPanel({ icon, title, children }: FocusedPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="account-panel account-focus-target">
      <span className="account-panel__icon">{icon}</span>
      <div className="account-panel__content">
        <p className="account-panel__title">{title}</p>
        {children}
      </div>
    </div>
  );
}
