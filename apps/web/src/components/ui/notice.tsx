import { useId, type ReactNode } from 'react';
import { AlertIcon, ClockIcon } from './icons.tsx';
import './notice.css';

type NoticeProps = {
  tone?: 'info' | 'error';
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
  /**
   * Whether the notice announces itself (`alert` for errors, `status` otherwise). Say false
   * when the screen announces the same news in a live region of its own.
   */
  isAnnounced?: boolean;
};

/**
 * A calm panel for states of a screen: not built yet, nothing found, could not load. An
 * announced notice is named by its title, so one of several on a screen (the review list's and
 * a section's "could not be loaded") can be told apart by its name.
 */
export function Notice({ tone = 'info', title, icon, children, isAnnounced = true }: NoticeProps) {
  const titleId = useId();
  const shownIcon = icon ?? (tone === 'error' ? <AlertIcon /> : <ClockIcon />);
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div
      className={`notice notice--${tone}`}
      role={isAnnounced ? role : undefined}
      aria-labelledby={isAnnounced ? titleId : undefined}
    >
      <span className="notice__icon">{shownIcon}</span>
      <div className="notice__content">
        <p id={titleId} className="notice__title">
          {title}
        </p>
        {children ? <div className="notice__text">{children}</div> : null}
      </div>
    </div>
  );
}
