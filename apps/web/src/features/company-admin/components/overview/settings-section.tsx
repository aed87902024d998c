import type { ReactNode } from 'react';
import { LoadingText } from '../../../../components/ui/lazy-texts.tsx';

/**
 * A settings section of the company overview: its heading and intro, then its form once the
 * settings are read — until then the loading text, or the failure to read them.
 */
export function SettingsSection(props: {
  /** The heading's id is `${id}-heading`. */
  id: string;
  title: string;
  intro: string;
  isError: boolean;
  loadFailed: string;
  /** The form, or null while the settings are not read. */
  children: ReactNode;
}) {
  const { id, title, intro, isError, loadFailed, children } = props;
  return (
    <section className="screen-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="screen-section__title">
        {title}
      </h2>
      <p className="admin-muted">{intro}</p>
      {children ??
        (isError ? (
          <p className="admin-form-failure" role="alert">
            {loadFailed}
          </p>
        ) : (
          <LoadingText />
        ))}
    </section>
  );
}

/** A settings form: its fields, one Save button (busy while saving) and the failure to save. */
export function SettingsForm(props: {
  onSubmit: () => Promise<void>;
  saveLabel: string;
  isSaving: boolean;
  failure: string | null;
  children: ReactNode;
}) {
  const { onSubmit, saveLabel, isSaving, failure, children } = props;
  return (
    <form
      className="admin-inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <button
        type="submit"
        className="button button--primary"
        disabled={isSaving}
        aria-busy={isSaving || undefined}
      >
        {saveLabel}
      </button>
      {failure ? (
        <p className="admin-form-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
