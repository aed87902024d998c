import type { ImportDuplicate } from '@sds/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useDecideImport } from '../api/decide-import.ts';

/** A revision date as the sheet shows it, in the reader's language. */
const longDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * The question of an upload that looks like another version of a product (decision 0068): the
 * product (name, supplier, article number, revision date), why it matched, and both answers.
 */
export function DuplicateQuestion({
  productId,
  duplicate,
}: {
  productId: string;
  duplicate: ImportDuplicate;
}) {
  const { t, i18n } = useTranslation(['import', 'products']);
  const decide = useDecideImport(productId);
  const titleId = useId();
  const why = duplicate.reasons
    .map((reason) =>
      t(`duplicate.reasons.${reason}`, {
        percent: Math.round((duplicate.similarity ?? 0) * 100),
      }),
    )
    .join('; ');
  const answer = (choice: 'newVersion' | 'differentProduct') =>
    decide.mutate({ choice, productId: duplicate.productId });
  return (
    <section className="import-duplicate" aria-labelledby={titleId}>
      <h3 id={titleId} className="import-duplicate__title">
        {t('duplicate.question')}
      </h3>
      <dl className="import-duplicate__product">
        <dt>{t('duplicate.product')}</dt>
        <dd>{duplicate.name}</dd>
        <dt>{t('products:product.supplier')}</dt>
        <dd>{duplicate.supplier || '–'}</dd>
        <dt>{t('products:product.articleNumber')}</dt>
        <dd>{duplicate.articleNumber}</dd>
        <dt>{t('products:product.revisionDate')}</dt>
        <dd>{duplicate.revisionDate ? longDate(duplicate.revisionDate, i18n.language) : '–'}</dd>
        <dt>{t('duplicate.why')}</dt>
        <dd>{why}</dd>
      </dl>
      <div className="import-duplicate__answers">
        <button
          type="button"
          className="button button--primary import-row__action"
          disabled={decide.isPending}
          onClick={() => answer('newVersion')}
        >
          {t('duplicate.newVersion')}
        </button>
        <button
          type="button"
          className="button button--secondary import-row__action"
          disabled={decide.isPending}
          onClick={() => answer('differentProduct')}
        >
          {t('duplicate.different')}
        </button>
      </div>
      {decide.isError ? (
        <p className="inline-alert" role="alert">
          {isApiError(decide.error, 'conflict') ? t('duplicate.stale') : t('duplicate.failed')}
        </p>
      ) : null}
    </section>
  );
}
