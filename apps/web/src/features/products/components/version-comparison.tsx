import type { ProductVersion } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VersionChanges } from './version-changes.tsx';
import { useVersionLabel } from './version-list.tsx';
import './product-versions.css';

/** The query parameter naming the version the chosen one is compared with. */
export const COMPARE_PARAMETER = 'compare';

/**
 * The version to compare `selected` with: the one asked for, else the one before it (the one
 * after it for the oldest). `versions` are newest first.
 */
export function comparedVersion(
  versions: readonly ProductVersion[],
  selected: ProductVersion,
  askedId: string | null,
): ProductVersion | undefined {
  const asked = versions.find((version) => version.id === askedId && version.id !== selected.id);
  if (asked) return asked;
  const index = versions.indexOf(selected);
  return versions[index + 1] ?? versions[index - 1];
}

/**
 * What changed between the chosen version and any other of the product's versions (issue 25
 * point 2): by default the one before it; a list offers every other. Always told from the older
 * to the newer, whichever was chosen first.
 */
export function CompareVersions(props: {
  productId: string;
  versions: readonly ProductVersion[];
  selected: ProductVersion;
}) {
  const { t } = useTranslation('audit');
  const selectId = useId();
  const label = useVersionLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const { versions, selected } = props;
  const other = comparedVersion(versions, selected, searchParams.get(COMPARE_PARAMETER));
  if (!other) return null;
  const isOtherOlder = versions.indexOf(other) > versions.indexOf(selected);
  const [older, newer] = isOtherOlder ? [other, selected] : [selected, other];
  const choose = (id: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(COMPARE_PARAMETER, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="version-comparison">
      <div className="field version-comparison__choice">
        <label htmlFor={selectId} className="field__label">
          {t('versions.compareWith', { version: label(selected) })}
        </label>
        <select
          id={selectId}
          className="input"
          value={other.id}
          onChange={(event) => choose(event.target.value)}
        >
          {versions
            .filter((version) => version.id !== selected.id)
            .map((version) => (
              <option key={version.id} value={version.id}>
                {label(version)}
              </option>
            ))}
        </select>
      </div>
      <VersionChanges
        productId={props.productId}
        from={older.id}
        to={newer.id}
        texts={{
          title: t('versions.changesTitle', { from: label(older), to: label(newer) }),
          none: t('versions.noChanges'),
        }}
      />
    </div>
  );
}
