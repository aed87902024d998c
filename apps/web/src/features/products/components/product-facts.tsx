import {
  contentFieldSpec,
  contentFieldsWhere,
  type ContentField,
  type Product,
  type ProductContent,
} from '@sds/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeclaredText } from '../../../lib/declared-text.ts';
import { telephoneHref } from '../../../lib/telephone-link.ts';
import './product-facts.css';

/** What the sheet's facts and sections show: a product's content in its language (or a version's). */
export type SheetContent = ProductContent & Pick<Product, 'locale'>;

type FactProps = { label: string; value: ReactNode; lang?: string; isCode: boolean };

/** One fact, a code beside others or a longer value across; an empty one shows a dash. */
function Fact({ label, value, lang, isCode }: FactProps) {
  const { t } = useTranslation('products');
  return (
    <div className={isCode ? 'facts__item facts__item--code' : 'facts__item facts__item--wide'}>
      <dt className="facts__label">{label}</dt>
      <dd className="facts__value" lang={value ? lang : undefined}>
        {value ? (
          value
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('facts.notApplicable')}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** A telephone number as the SDS prints it, a link that calls it on a phone. */
function TelephoneLink({ text }: { text: string }) {
  const href = telephoneHref(text);
  return href ? (
    <a className="facts__phone" href={href}>
      <bdi>{text}</bdi>
    </a>
  ) : (
    <bdi>{text}</bdi>
  );
}

/** A content field's value as the sheet shows it, or null when it has none. */
function factValue(product: SheetContent, field: ContentField): ReactNode {
  const value: unknown = product[field];
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return contentFieldSpec(field).kind === 'phone' ? <TelephoneLink text={value} /> : value.trim();
}

/** Kinds whose values are short codes, shown side by side. */
const CODE_KINDS = new Set(['unNumber', 'optionalLine', 'choice']);
const isCode = (field: ContentField) => CODE_KINDS.has(contentFieldSpec(field).kind);

/** The facts of a product's content, each with its declared label; texts in its language. */
export function ContentFacts({
  product,
  fields,
}: {
  product: SheetContent;
  fields: ContentField[];
}) {
  const text = useDeclaredText();
  const columns = Math.min(3, Math.max(1, fields.filter(isCode).length));
  return (
    <dl className={columns === 3 ? 'facts' : `facts facts--columns-${columns}`}>
      {fields.map((field) => {
        const spec = contentFieldSpec(field);
        return (
          <Fact
            key={field}
            label={text(spec.label)}
            value={factValue(product, field)}
            lang={spec.kind === 'text' ? product.locale : undefined}
            isCode={isCode(field)}
          />
        );
      })}
    </dl>
  );
}

/** The content fields the sheet shows as facts (product-content.ts), in the declared order. */
const FACT_FIELDS = contentFieldsWhere((spec) => spec.sheet === 'facts');
/** The same but the emergency telephone, which the sheet's emergency block calls (0048). */
const FACT_FIELDS_BUT_PHONE = FACT_FIELDS.filter(
  (field) => contentFieldSpec(field).kind !== 'phone',
);

/**
 * The emergency telephone, transport and composition (docs/product/web-app.md#screens): the number
 * to call as a link, UN number, ADR class and packing group side by side, as on the vehicle's
 * papers, then CAS numbers, Contains and Remarks. Not every product is dangerous goods, so an empty
 * value is shown as such rather than hidden. The sheet leaves the telephone to its emergency
 * block (`withoutPhone`); the review pane shows it here, to be checked.
 */
export function ProductFacts({
  product,
  withoutPhone = false,
}: {
  product: SheetContent;
  withoutPhone?: boolean;
}) {
  return (
    <ContentFacts product={product} fields={withoutPhone ? FACT_FIELDS_BUT_PHONE : FACT_FIELDS} />
  );
}
