import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './screen.css';

type ScreenProps = {
  title: string;
  /** The title's language when it differs from the interface's (a product's own name). */
  titleLang?: string;
  intro?: ReactNode;
  /** A way back shown above the title (the product sheet's "Back to results"). */
  backLink?: ReactNode;
  /** Buttons beside the title for the screen as a whole (a key user's New product, Edit). */
  actions?: ReactNode;
  /** `card` centres a narrow card (sign-in forms); `page` uses the full content width. */
  variant?: 'page' | 'card';
  children?: ReactNode;
  footer?: ReactNode;
};

/**
 * The room of an action button whose code or words are still loading (the search screen's
 * "Request a product"): invisible, a button's height, so the button takes its place without
 * pushing the screen down (issue 23: layout shift).
 */
export function ActionPlaceholder() {
  return <span className="button screen__action-placeholder" aria-hidden="true" />;
}

/** One routed screen: its document title, its one `h1` and an optional introduction. */
export function Screen(props: ScreenProps) {
  const { title, titleLang, intro, backLink, actions, variant = 'page', children, footer } = props;
  const { t } = useTranslation();
  const headingId = useId();
  // tabIndex lets the layout move focus here after a navigation.
  const heading = (
    <h1 id={headingId} className="screen__title" tabIndex={-1} lang={titleLang}>
      {title}
    </h1>
  );
  return (
    <section className={`screen screen--${variant}`} aria-labelledby={headingId}>
      <title>{`${title} · ${t('appName')}`}</title>
      <div className="screen__body">
        <header className="screen__header">
          {backLink ? <div className="screen__back">{backLink}</div> : null}
          {actions ? (
            <div className="screen__heading">
              {heading}
              <div className="screen__actions">{actions}</div>
            </div>
          ) : (
            heading
          )}
          {intro ? <p className="screen__intro">{intro}</p> : null}
        </header>
        {children}
      </div>
      {footer ? <footer className="screen__footer">{footer}</footer> : null}
    </section>
  );
}
