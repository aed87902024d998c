import { contentFieldSpec, type ContentField, type FieldChange } from '@sds/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalLazyNamespace } from '../../../i18n/lazy-catalogues.ts';
import { useDeclaredText } from '../../../lib/declared-text.ts';
import { useProductVersions, versionChangesQueryOptions } from '../api/get-product-versions.ts';
import './version-changes.css';

/** Words or codes that came in: marked for the eye (underlined) and for screen readers. */
function Added({ text }: { text: string }) {
  const { t } = useTranslation('audit');
  return (
    <ins className="version-changes__added">
      <span className="visually-hidden">{t('changes.added')}: </span>
      {text}
    </ins>
  );
}

function Removed({ text }: { text: string }) {
  const { t } = useTranslation('audit');
  return (
    <del className="version-changes__removed">
      <span className="visually-hidden">{t('changes.removed')}: </span>
      {text}
    </del>
  );
}

/** One field's change: codes in and out, a value before and after, or a text's words. */
function ChangeValue({ change }: { change: FieldChange }) {
  const { t } = useTranslation('audit');
  if (change.kind === 'codes') {
    return (
      <>
        {change.added.length > 0 ? <Added text={change.added.join(', ')} /> : null}
        {change.added.length > 0 && change.removed.length > 0 ? ' ' : null}
        {change.removed.length > 0 ? <Removed text={change.removed.join(', ')} /> : null}
      </>
    );
  }
  if (change.kind === 'value') {
    return (
      <>
        <Removed text={change.before ?? t('changes.empty')} />
        {' → '}
        <Added text={change.after ?? t('changes.empty')} />
      </>
    );
  }
  return (
    <span className="version-changes__text">
      {change.parts.map((part, index) =>
        part.change === 'added' ? (
          <Added key={index} text={part.text} />
        ) : part.change === 'removed' ? (
          <Removed key={index} text={part.text} />
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

/**
 * What changed from one version of a product to another (issue 25 point 2, decision 0061): each
 * changed field under its label, added words underlined and removed ones struck through.
 */
export function VersionChanges(props: {
  productId: string;
  from: string;
  to: string;
  /** The section's title and what it says when nothing changed (by default, the review's). */
  texts?: { title: string; none: string };
}) {
  const { t } = useTranslation(['audit', 'common']);
  // Some fields' labels are the editor's (name, signal word, pictograms).
  const hasLabels = useOptionalLazyNamespace('editor');
  const text = useDeclaredText();
  const headingId = useId();
  const comparison = useQuery(versionChangesQueryOptions(props.productId, props.to, props.from));
  const changes = comparison.data?.changes;
  return (
    <section
      className="screen-section screen-section--panel version-changes"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="screen-section__title">
        {props.texts?.title ?? t('changes.title')}
      </h2>
      {comparison.isPending ? <p role="status">{t('loading', { ns: 'common' })}</p> : null}
      {comparison.isError ? <p>{t('changes.loadFailed')}</p> : null}
      {changes?.length === 0 ? <p>{props.texts?.none ?? t('changes.none')}</p> : null}
      {changes && changes.length > 0 && hasLabels ? (
        <dl className="version-changes__list">
          {changes.map((change) => (
            <div key={change.field} className="version-changes__field">
              <dt>{text(contentFieldSpec(change.field as ContentField).label)}</dt>
              <dd>
                <ChangeValue change={change} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/**
 * On review: what the working version changes from the version users see now; nothing for a
 * product never approved, or whose working version is the one users see.
 */
export function ChangesSinceApproved({ productId }: { productId: string }) {
  const versions = useProductVersions(productId);
  const items = versions.data?.items ?? [];
  const [working] = items;
  const shown = items.find((item) => item.isShownToUsers);
  if (!working || !shown || working.id === shown.id) return null;
  return <VersionChanges productId={productId} from={shown.id} to={working.id} />;
}
